// Shared pieces of the request schemas. Every body and query is closed
// (additionalProperties: false) and every string bounded.
import { WIRE_AMOUNT_PATTERN } from '../../domain/numbers';

/**
 * Every quantity, price and amount a route takes (R-SECH-9): the one wire grammar the order
 * codec checks too, so '+1', '1.', '.5' and ' 1' are refused everywhere alike with
 * "<field> must be a positive decimal number".
 */
export const amountSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 40,
  pattern: WIRE_AMOUNT_PATTERN,
} as const;

/** The refusal text of an amount outside the grammar (orders and schemas alike). */
export const amountMessage = (field: string): string =>
  `${field} must be a positive decimal number`;

/** Spec 5 email pattern: letters, digits and # . _ % + - then @, a domain and a 2-63 letter TLD. */
export const EMAIL_PATTERN = '^[A-Za-z0-9#._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,63}$';

export const emailSchema = {
  type: 'string',
  minLength: 3,
  maxLength: 254,
  pattern: EMAIL_PATTERN,
} as const;

/** For routes that take no query parameters. */
export const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

export function closedObject(
  properties: Record<string, object>,
  required: readonly string[] = Object.keys(properties),
) {
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    required: [...required],
  } as const;
}

/** Database integer ids (int4). */
export const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/**
 * An int4 id written in digits (path parameters, query strings): 1 to 2147483647 exactly.
 * Ten digits alone would let 2147483648..9999999999 reach PostgreSQL, which refuses them
 * with an out-of-range error (a 500; found by the route fuzzer, R-SECH-26).
 */
export const ID_PATTERN =
  '^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|' +
  '21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$';

/** The refusal text of a digits id outside 1..2147483647. */
export const idMessage = (field: string): string =>
  `${field} must be a whole number from 1 to 2147483647`;

/** An int4 id or a count in a path or query string (ids, pages, limits). */
export const queryDigitsSchema = { type: 'string', pattern: ID_PATTERN } as const;

/** A market symbol (BTC/USD, BTC-PERP, ...). */
export const symbolSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9][A-Za-z0-9/_.-]*$',
} as const;

/** Names people give things (keys, people's names): 1-64 characters, no control characters, trimmed. */
export const displayNameSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern:
    '^[^\\s\\u0000-\\u001f\\u007f]([^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f])?$',
} as const;
