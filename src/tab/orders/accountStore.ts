// Tab-side private data: the latest state of each private topic this tab subscribes to
// (orders, fills, balances, positions, risk of a subaccount), fed by the core's frames.
// Framework-free (zustand/vanilla), counted per topic like the market store.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type {
  CoreClient,
  PrivateTopicState,
  TopicKey,
  TopicState,
  Unsubscribe,
} from '../../../workers/api';

export interface AccountState {
  readonly topics: Readonly<Record<TopicKey, PrivateTopicState>>;
  readonly refs: Readonly<Record<TopicKey, number>>;
}

export type AccountStore = StoreApi<AccountState>;

const PRIVATE_KINDS: ReadonlySet<string> = new Set([
  'orders',
  'fills',
  'balances',
  'positions',
  'risk',
]);

export function isPrivateState(t: TopicState): t is PrivateTopicState {
  return PRIVATE_KINDS.has(t.kind);
}

export function createAccountStore(): AccountStore {
  return createStore<AccountState>(() => ({ topics: {}, refs: {} }));
}

/** Applies the private topics of one frame in one store update; topics nobody here holds
 *  any more are ignored. */
export function applyAccountTopics(store: AccountStore, topics: readonly TopicState[]): void {
  const s = store.getState();
  let next: Record<TopicKey, PrivateTopicState> | null = null;
  for (const t of topics) {
    if (!isPrivateState(t) || !s.refs[t.topic]) continue;
    next ??= { ...s.topics };
    next[t.topic] = t;
  }
  if (next !== null) store.setState({ topics: next });
}

/** One view's subscription to a private topic: counted by the core (across tabs) and here. */
export function subscribeAccountTopic(
  core: CoreClient,
  store: AccountStore,
  topic: TopicKey,
): Unsubscribe {
  store.setState((s) => ({ refs: { ...s.refs, [topic]: (s.refs[topic] ?? 0) + 1 } }));
  const undo = core.subscribe(topic);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    undo();
    store.setState((s) => {
      const left = (s.refs[topic] ?? 0) - 1;
      if (left > 0) return { refs: { ...s.refs, [topic]: left } };
      const refs = { ...s.refs };
      delete refs[topic];
      const topics = { ...s.topics };
      delete topics[topic];
      return { refs, topics };
    });
  };
}
