// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { TapeWriter, type TapeRow } from './tapeWriter';

const row = (id: string, side: 'BUY' | 'SELL' = 'BUY'): TapeRow => ({
  id,
  side,
  price: `97,00${id}.00`,
  size: '0.10000',
  time: '12:00:0' + id,
});

describe('R-SHELL-41 the trade tape writes the DOM directly', () => {
  it('prepends new prints, drops the oldest, and leaves the rows already shown untouched', () => {
    const body = document.createElement('div');
    const w = new TapeWriter(body);
    expect(w.write([row('2', 'SELL'), row('1')])).toBe(2);
    const [two, one] = [...body.children] as HTMLElement[];
    expect(two?.dataset['side']).toBe('SELL');
    expect(two?.className).toBe('edge-tape-row sell');
    expect(two?.textContent).toBe('97,002.00' + '0.10000' + '12:00:02');
    expect(one?.dataset['testid']).toBe('trade-row');

    // Two new prints; the tape keeps three: the oldest falls off.
    expect(w.write([row('4'), row('3'), row('2', 'SELL')])).toBe(2);
    const ids = [...body.children].map((e) => e.textContent?.slice(0, 9));
    expect(ids).toEqual(['97,004.00', '97,003.00', '97,002.00']);
    expect(body.children[2]).toBe(two);
    expect(one?.isConnected).toBe(false);

    // The same tape again: nothing is created.
    expect(w.write([row('4'), row('3'), row('2', 'SELL')])).toBe(0);
  });

  it('rebuilds a tape that is not the old one shifted (another market, a resync)', () => {
    const body = document.createElement('div');
    const w = new TapeWriter(body);
    w.write([row('2'), row('1')]);
    const first = body.firstElementChild;
    expect(w.write([row('8'), row('7')])).toBe(2);
    expect(body.firstElementChild).not.toBe(first);
    expect(w.write([])).toBe(0);
    expect(body.childElementCount).toBe(0);
  });
});
