import { describe, expect, it } from 'vitest';
import { WALLET_TOKENS } from '../../domain/wallet';
import { depositAddressFor, isValidAddress } from './address-format';

describe('R-WAL-1 network-correct addresses', () => {
  it('accepts known-good addresses of each format and refuses a flipped character', () => {
    const good: [Parameters<typeof isValidAddress>[0], string][] = [
      ['bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'], // BIP 173
      ['bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
      ['bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
      ['evm', '0x52908400098527886E0F7030069857D2E4169EE7'],
      ['solana', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'],
      ['tron', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'],
    ];
    for (const [format, address] of good)
      expect(isValidAddress(format, address), address).toBe(true);
    expect(isValidAddress('bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false);
    expect(isValidAddress('bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toBe(false);
    expect(isValidAddress('evm', '0x52908400098527886E0F7030069857D2E4169EE')).toBe(false);
    expect(isValidAddress('tron', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv9')).toBe(false);
    expect(isValidAddress('bitcoin', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false);
  });

  it('derives a valid, stable, distinct deposit address for every token and network', () => {
    const seen = new Set<string>();
    for (const token of WALLET_TOKENS)
      for (const n of token.networks)
        for (const sub of [1, 2]) {
          const address = depositAddressFor(n.format, sub, token.token, n.network);
          expect(isValidAddress(n.format, address), `${token.token} ${n.network} ${address}`).toBe(
            true,
          );
          expect(depositAddressFor(n.format, sub, token.token, n.network)).toBe(address);
          expect(seen.has(address)).toBe(false);
          seen.add(address);
        }
  });
});
