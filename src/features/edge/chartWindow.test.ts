import { describe, expect, it } from 'vitest';
import { initialWindowStart, nextWindowStart, type WindowPolicy } from './chartWindow';

const P: WindowPolicy = { base: 2_000, lead: 1_000 };
const TOTAL = 1_000_000;

/** The view as history indices, turned into series (window) indices for `start`. */
function view(start: number, from: number, to: number) {
  return { from: from - start, to: to - start };
}

describe('chart window: which bars the series holds', () => {
  it('starts with the newest base bars, or the whole of a short history', () => {
    expect(initialWindowStart(TOTAL, P)).toBe(TOTAL - 2_000);
    expect(initialWindowStart(500, P)).toBe(0);
    expect(initialWindowStart(0, P)).toBe(0);
  });

  it('keeps the window while the view at the live edge has room to its left', () => {
    const start = TOTAL - 2_000;
    expect(nextWindowStart(TOTAL, start, view(start, TOTAL - 200, TOTAL), P)).toBe(start);
    expect(nextWindowStart(TOTAL, start, null, P)).toBe(start);
  });

  it('grows to the left, two leads past the view, when the view nears the first bar', () => {
    const start = TOTAL - 2_000;
    const from = start + 400; // less than half a lead of bars left of the view
    const next = nextWindowStart(TOTAL, start, view(start, from, from + 200), P);
    expect(next).toBe(from - 2_000);
    // Once grown, the same view asks for nothing more.
    expect(nextWindowStart(TOTAL, next, view(next, from, from + 200), P)).toBe(next);
  });

  it('a zoomed-out view keeps a whole screen of bars loaded to its left', () => {
    const start = TOTAL - 2_000;
    const span = 5_000; // wider than the lead
    const from = TOTAL - span;
    const next = nextWindowStart(TOTAL, start, view(start, from, TOTAL), P);
    expect(next).toBe(from - 2 * span);
  });

  it('never goes before the first bar of the history', () => {
    const start = 1_500;
    expect(nextWindowStart(5_000, start, view(start, 1_600, 1_800), P)).toBe(0);
    // Already holding everything: a view left of the first bar changes nothing.
    expect(nextWindowStart(5_000, 0, { from: -50, to: 150 }, P)).toBe(0);
  });

  it('cuts back to the newest bars once the view returns to the live edge', () => {
    const start = TOTAL - 400_000; // the user had scrolled far back
    const next = nextWindowStart(TOTAL, start, view(start, TOTAL - 200, TOTAL), P);
    expect(next).toBe(TOTAL - 2_200);
    expect(nextWindowStart(TOTAL, next, view(next, TOTAL - 200, TOTAL), P)).toBe(next);
  });

  it('does not cut back for a few extra bars (no setData per new candle)', () => {
    // 1,500 candles arrived since the window was cut: still within the slack.
    const total = TOTAL + 1_500;
    const start = TOTAL - 2_200;
    expect(nextWindowStart(total, start, view(start, total - 200, total), P)).toBe(start);
    // Past a base's worth of extra bars, it cuts.
    const later = TOTAL + 2_500;
    expect(nextWindowStart(later, start, view(start, later - 200, later), P)).toBe(later - 2_200);
  });

  it('scrolling back step by step never re-windows twice for one position', () => {
    let start = initialWindowStart(TOTAL, P);
    let viewTo = TOTAL;
    const starts = new Set<number>();
    for (let step = 0; step < 200; step++) {
      viewTo -= 150;
      const v = view(start, viewTo - 200, viewTo);
      const next = nextWindowStart(TOTAL, start, v, P);
      // The view is always inside what the series holds after the step.
      expect(next).toBeLessThanOrEqual(viewTo - 200);
      if (next !== start) starts.add(next);
      expect(nextWindowStart(TOTAL, next, view(next, viewTo - 200, viewTo), P)).toBe(next);
      start = next;
    }
    // 30,000 bars scrolled: grown in steps of about two leads, not once per frame.
    expect(starts.size).toBeGreaterThan(10);
    expect(starts.size).toBeLessThan(25);
  });
});
