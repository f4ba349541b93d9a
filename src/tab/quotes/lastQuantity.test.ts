import { describe, expect, it } from 'vitest';
import { readLastQuantity, writeLastQuantity } from './lastQuantity';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

describe('last quantity per market card', () => {
  it('is remembered per screen and market', () => {
    const store = memory();
    writeLastQuantity(store, 'rfq', 'BTC/USD', { quantity: '0.5', currency: 'base' });
    writeLastQuantity(store, 'rfq', 'ETH/USD', { quantity: '1000', currency: 'quote' });
    expect(readLastQuantity(store, 'rfq', 'BTC/USD')).toEqual({
      quantity: '0.5',
      currency: 'base',
    });
    expect(readLastQuantity(store, 'rfq', 'ETH/USD')).toEqual({
      quantity: '1000',
      currency: 'quote',
    });
    expect(readLastQuantity(store, 'rfs', 'BTC/USD')).toBeNull();
  });

  it('ignores garbage', () => {
    const store = memory();
    store.setItem('desk.rfq.qty.BTC/USD', '{nope');
    expect(readLastQuantity(store, 'rfq', 'BTC/USD')).toBeNull();
  });
});
