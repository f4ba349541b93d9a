import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_TEXT } from './constants';
import { chooseErrorText, errorReasons } from './errors';

describe('R-ERR-1 toast text: reasons joined by line breaks, else message, else default', () => {
  it.each([
    [
      { errors: [{ code: 'VALIDATION', message: 'Amount is required' }] },
      undefined,
      'Amount is required',
    ],
    [
      {
        errors: [
          { code: 'A', message: 'First' },
          { code: 'B', message: 'Second' },
        ],
      },
      undefined,
      'First\nSecond',
    ],
    [
      {
        errors: [
          { code: 'A', message: '' },
          { code: 'B', message: 'Only' },
        ],
      },
      undefined,
      'Only',
    ],
    [{ errors: ['Plain reason'] }, undefined, 'Plain reason'],
    [{ errors: [], message: 'Fallback to message' }, undefined, 'Fallback to message'],
    [{ errors: [{ code: 'X' }], message: 'msg' }, undefined, 'msg'],
    [{ errors: 'not a list', message: 'msg' }, undefined, 'msg'],
    [{ message: 'Insufficient Credit Remaining' }, 'transport', 'Insufficient Credit Remaining'],
    [{ error: 'Bad thing' }, undefined, 'Bad thing'],
    [{ error: { message: 'Nested' } }, undefined, 'Nested'],
    [{ message: '   ' }, 'Network Error', 'Network Error'],
    [{}, 'Network Error', 'Network Error'],
    [null, undefined, DEFAULT_ERROR_TEXT],
    [undefined, null, DEFAULT_ERROR_TEXT],
    ['<html>502</html>', undefined, DEFAULT_ERROR_TEXT],
    [42, '', DEFAULT_ERROR_TEXT],
    [{ message: 12 }, undefined, DEFAULT_ERROR_TEXT],
  ])('%#: %j', (body, fallback, out) => {
    expect(chooseErrorText(body, fallback)).toBe(out);
  });

  it('default text is exact', () => {
    expect(chooseErrorText(null)).toBe('We encountered an error. Please try again');
  });

  it('errorReasons lists the usable reasons', () => {
    expect(errorReasons({ errors: [{ message: 'a' }, null, 3, { message: ' b ' }] })).toEqual([
      'a',
      'b',
    ]);
    expect(errorReasons({})).toEqual([]);
  });
});
