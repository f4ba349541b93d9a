// Private topics on a cluster (issue 20, docs/scale-out.md). Their updates already travel the
// bus's durable stream (`ev.acct.<channel>.<subaccount>`, server/bus/topic-feeds.ts); what a
// new subscription gets first (open orders, balances, positions, risk) is the engine's memory,
// so a gateway asks the engine for it (`svc.private.initial`). Whether the caller may read the
// subaccount is the policy's check against PostgreSQL, made on the gateway.
import type { Kysely } from 'kysely';
import type { Bus, BusSubscription } from '../bus/bus';
import { PRIVATE_PREFIX, topicsFromBus } from '../bus/topic-feeds';
import type { Database } from '../db/schema';
import { mayReadSubaccount } from '../policy/policy';
import type { PrivateFeed, PrivateTopic } from '../stream/private-topics';
import { privateUpdatesFromTopics } from '../stream/private-wire';
import { decodeJson, encodeJson } from './market-wire';

export const PRIVATE_INITIAL_SUBJECT = 'svc.private.initial';
const INITIAL_REQUEST_MILLIS = 5000;

/** Engine: answers a topic's first messages (base64 of each encoded frame) and their seq. */
export function servePrivateInitial(
  bus: Bus,
  feed: Pick<PrivateFeed, 'initial'>,
): Promise<BusSubscription> {
  return bus.serve(PRIVATE_INITIAL_SUBJECT, async (message) => {
    const topic = decodeJson<PrivateTopic>(message.data);
    const { seq, frames } = await feed.initial(topic);
    return encodeJson({ seq, frames: frames.map((frame) => frame.toString('base64')) });
  });
}

/** Gateway: the private feed of the stream, over the bus. */
export function privateFeedOverBus(
  bus: Bus,
  db: Kysely<Database>,
  onError: (error: unknown) => void,
): PrivateFeed {
  return {
    mayRead: (who, subaccountId) => mayReadSubaccount(db, who, subaccountId),
    async initial(topic) {
      const answer = await bus.request(
        PRIVATE_INITIAL_SUBJECT,
        encodeJson({ channel: topic.channel, subaccountId: topic.subaccountId }),
        INITIAL_REQUEST_MILLIS,
      );
      const { seq, frames } = decodeJson<{ seq: number; frames: string[] }>(answer);
      return { seq, frames: frames.map((frame) => Buffer.from(frame, 'base64')) };
    },
    ...privateUpdatesFromTopics(topicsFromBus(bus, PRIVATE_PREFIX, onError), onError),
  };
}
