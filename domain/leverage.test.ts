import { describe, expect, it } from 'vitest';
import { formatLeverage, formatMarginRatio } from './leverage';

// Spec 2.4 risk info "leverage"; R-FMT-1 (8 decimals at most).
describe('formatLeverage', () => {
  it('shows 2 decimals from 0.01× up', () => {
    expect(formatLeverage('12000', '100000')).toBe('0.12×');
    expect(formatLeverage('350000', '100000')).toBe('3.50×');
    expect(formatLeverage('-97000', '10000')).toBe('9.70×');
    expect(formatLeverage('99.9999', '10000')).toBe('0.01×');
  });

  it('keeps 2 significant digits of a small position instead of "0×"', () => {
    expect(formatLeverage('97.123', '1000000')).toBe('0.000097×');
    expect(formatLeverage('1234', '1000000')).toBe('0.0012×');
    expect(formatLeverage('0.000001', '1000000')).toBe('<0.00000001×');
  });

  it('no positions: 0.00×; no positive margin balance or junk: —', () => {
    expect(formatLeverage('0', '5000')).toBe('0.00×');
    expect(formatLeverage('100', '0')).toBe('—');
    expect(formatLeverage('100', '-3')).toBe('—');
    expect(formatLeverage('', '5000')).toBe('—');
  });
});

describe('formatMarginRatio', () => {
  it('maintenance ÷ margin balance in percent, small ones keep 2 significant digits', () => {
    expect(formatMarginRatio('125', '1000')).toBe('12.50%');
    expect(formatMarginRatio('4.85', '1199999.78')).toBe('0.00040%');
    expect(formatMarginRatio('0', '1000')).toBe('0.00%');
    expect(formatMarginRatio('5', '0')).toBe('—');
  });
});
