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
