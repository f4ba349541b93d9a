import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell } from './csv-cell';

describe('CSV injection', () => {
  it('R-RPT-4: cells a spreadsheet would run as a formula get a leading apostrophe', () => {
    for (const cell of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r=x', '=HYPERLINK("x")', '-'])
      expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
  });

  it('R-RPT-4: plain numbers (negative ones too) and ordinary text stay as they are', () => {
    for (const cell of ['-12.5', '-3', '0', '12.000001', 'BTC/USD', 'a=b', '', ' =x'])
      expect(neutraliseCsvCell(cell)).toBe(cell);
  });
});
