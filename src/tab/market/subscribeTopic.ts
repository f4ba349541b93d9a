// One subscription of one view: the core counts it (across tabs), the market store counts it
// (within the tab, to forget a topic's state when the last local subscriber leaves).
import type { CoreClient, SubscribeOptions, TopicKey, Unsubscribe } from '../../../workers/api';
import { releaseTopic, retainTopic, type MarketStore } from './marketStore';

export function subscribeTopic(
  core: CoreClient,
  market: MarketStore,
  topic: TopicKey,
  options?: SubscribeOptions,
): Unsubscribe {
  retainTopic(market, topic);
  const undo = core.subscribe(topic, options);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    undo();
    releaseTopic(market, topic);
  };
}

/** Keeps a topic live in the core without this tab receiving it (SubscribeOptions.held): the
 *  store holds nothing for it; `core.updateSubscription(topic, { held: false })` from a view
 *  that retains it shows it. */
export function holdTopic(
  core: CoreClient,
  topic: TopicKey,
  options?: SubscribeOptions,
): Unsubscribe {
  return core.subscribe(topic, { ...options, held: true });
}
