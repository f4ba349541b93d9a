// Which bars the chart series holds. lightweight-charts rebuilds its per-bar render items for
// every bar of a series on each paint after a data change (SeriesPaneViewBase._fillRawPoints)
// and re-indexes them on each update() (PlotList.setData), so a tick costs O(bars held). The
// chart keeps the whole history outside the series and hands it a window: the newest bars up
// to the live one, grown to the left as the view scrolls back, cut back once it returns.
// Pure: history indices in, the first index the series should hold out.

export interface WindowPolicy {
  /** Bars the series holds at least when the view is at the live edge. */
  readonly base: number;
  /** Bars kept loaded to the left of the view (at least one screen), so scrolling never
   *  reaches the series' first bar before the window grows. */
  readonly lead: number;
}

export const DEFAULT_WINDOW: WindowPolicy = { base: 2_000, lead: 1_000 };

/** The chart's visible logical range: bar indices of the series (the window), fractional. */
export interface VisibleBars {
  readonly from: number;
  readonly to: number;
}

/** First history index to hold before any view is known: the newest `base` bars. */
export function initialWindowStart(total: number, policy: WindowPolicy = DEFAULT_WINDOW): number {
  return Math.max(0, total - policy.base);
}

/**
 * First history index the series should hold, given `total` bars in the history, the series
 * holding [start, total) and the view showing `visible` (indices into the series). Returns
 * `start` unchanged unless the window must grow (the view is within half a lead of the
 * series' first bar) or may shrink (it holds over a base's worth more than the view needs).
 * A grown or shrunk window leaves two leads to the left of the view, so neither rule fires
 * again until the view moves: no back-and-forth.
 */
export function nextWindowStart(
  total: number,
  start: number,
  visible: VisibleBars | null,
  policy: WindowPolicy = DEFAULT_WINDOW,
): number {
  const first = Math.min(Math.max(0, start), total);
  if (visible === null || total === 0) return first;
  const span = Math.max(1, Math.ceil(visible.to - visible.from));
  const lead = Math.max(policy.lead, span);
  const viewFrom = first + Math.floor(visible.from);
  if (first > 0 && viewFrom - first < lead / 2) return Math.max(0, viewFrom - 2 * lead);
  const wanted = Math.max(0, Math.min(total - policy.base, viewFrom - 2 * lead));
  if (wanted - first > Math.max(policy.base, lead)) return wanted;
  return first;
}
