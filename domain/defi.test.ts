// DeFi's pure rules (docs/defi.md): the yield a position accrues, the pairing URI grammar, which
// transaction types a protocol takes.
import { describe, expect, it } from 'vitest';
import { accruedYield, defiProtocol, defiRefusal, formatPairingUri, parsePairingUri } from './defi';

const DAY = 86_400_000;

describe('DeFi rules', () => {
  it('R-DEFI-5: yield is simple interest by elapsed time, truncated to the token’s decimals', () => {
    expect(accruedYield('USDC', '1000000', 420, 5 * DAY)).toBe('575.342465');
    expect(accruedYield('USDC', '1000000', 420, 365 * DAY)).toBe('42000');
    expect(accruedYield('ETH', '2', 210, 60_000)).toBe('0.00000007');
    expect(accruedYield('ETH', '2', 210, 0)).toBe('0');
    expect(accruedYield('ETH', '0', 210, DAY)).toBe('0');
    // Additive over split periods up to truncation.
    const whole = Number(accruedYield('USDC', '1000000', 610, 10 * DAY));
    const parts = 2 * Number(accruedYield('USDC', '1000000', 610, 5 * DAY));
    expect(Math.abs(whole - parts)).toBeLessThan(0.000002);
  });

  it('R-DEFI-2: a pairing URI round-trips; anything else is not one', () => {
    const p = { topic: 'a'.repeat(64), symKey: 'b'.repeat(64) };
    expect(parsePairingUri(formatPairingUri(p))).toEqual(p);
    expect(parsePairingUri('wc:abc@2?relay-protocol=irn&symKey=00')).toBeNull();
    expect(parsePairingUri(`wc:${'a'.repeat(64)}@2?symKey=${'b'.repeat(64)}`)).toBeNull();
    expect(parsePairingUri('https://example.com')).toBeNull();
  });

  it('R-DEFI-4: a protocol takes its own entry type and tokens; native ETH needs no approval', () => {
    const lending = defiProtocol('lending');
    const staking = defiProtocol('staking');
    if (!lending || !staking) throw new Error('protocols missing');
    expect(defiRefusal('SUPPLY', lending, 'USDC')).toBeNull();
    expect(defiRefusal('STAKE', lending, 'USDC')).toMatch(/SUPPLY, not STAKE/);
    expect(defiRefusal('SUPPLY', staking, 'ETH')).toMatch(/STAKE, not SUPPLY/);
    expect(defiRefusal('APPROVE', lending, 'ETH')).toMatch(/native/);
    expect(defiRefusal('SUPPLY', lending, 'BTC')).toMatch(/does not take BTC/);
  });
});
