import { describe, expect, it } from 'vitest';
import { compareVersions } from './version';

describe('compareVersions', () => {
  it.each([
    ['1.0.0', '1.0.0', 0],
    ['1.0', '1.0.0', 0],
    ['v2.0.0', '2.0.0', 0],
    ['1.10.0', '1.9.0', 1],
    ['1.9.9', '1.10.0', -1],
    ['2.0.0', '1.99.99', 1],
    ['1.0.1', '1.0', 1],
    ['1.2.3-beta', '1.2.3', 0],
  ])('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });
});
