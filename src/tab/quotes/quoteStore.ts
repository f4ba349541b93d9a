// Tab-side streaming quote ladders (topic "rfs:<symbol>"), fed by the core's frames and
// counted per topic like the market store. Framework-free (zustand/vanilla).
import { createStore, type StoreApi } from 'zustand/vanilla';
import type {
  CoreClient,
  QuoteLadderState,
  TopicKey,
  TopicState,
  Unsubscribe,
} from '../../../workers/api';

export interface QuoteState {
  readonly ladders: Readonly<Record<TopicKey, QuoteLadderState>>;
  readonly refs: Readonly<Record<TopicKey, number>>;
}

export type QuoteStore = StoreApi<QuoteState>;

export const rfsTopic = (symbol: string): TopicKey => `rfs:${symbol}`;

export function createQuoteStore(): QuoteStore {
  return createStore<QuoteState>(() => ({ ladders: {}, refs: {} }));
}

/** Applies the ladders of one frame in one update; topics nobody here holds are ignored. */
export function applyQuoteTopics(store: QuoteStore, topics: readonly TopicState[]): void {
  const s = store.getState();
  let ladders: Record<TopicKey, QuoteLadderState> | null = null;
  for (const t of topics) {
    if (t.kind !== 'rfs' || !s.refs[t.topic]) continue;
    ladders ??= { ...s.ladders };
    ladders[t.topic] = t;
  }
  if (ladders !== null) store.setState({ ladders });
}

/** One view's subscription: counted by the core across tabs and here within the tab; the
 *  last local subscriber leaving forgets the ladder, so a later one never sees a stale one. */
export function subscribeLadder(core: CoreClient, store: QuoteStore, symbol: string): Unsubscribe {
  const topic = rfsTopic(symbol);
  store.setState((s) => ({ refs: { ...s.refs, [topic]: (s.refs[topic] ?? 0) + 1 } }));
  const undo = core.subscribe(topic);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    undo();
    store.setState((s) => {
      const left = (s.refs[topic] ?? 0) - 1;
      const refs = { ...s.refs };
      if (left > 0) return { refs: { ...refs, [topic]: left } };
      delete refs[topic];
      const ladders = { ...s.ladders };
      delete ladders[topic];
      return { refs, ladders };
    });
  };
}
