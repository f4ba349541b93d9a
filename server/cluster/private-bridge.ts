// Private topics on a cluster (issue 20, docs/scale-out.md). Their updates already travel the
// bus's durable stream (`ev.acct.<channel>.<subaccount>`, server/bus/topic-feeds.ts); what a
// new subscription gets first (open orders, balances, positions, risk) is the engine's memory,
// so a gateway asks the engine for it (`svc.private.initial`). Whether the caller may read the
// subaccount is the policy's check against PostgreSQL, made on the gateway. With engine
// shards each answers on its own subject (svc.private.initial.<shard>).
import type { Kysely } from 'kysely';
import type { Bus, BusSubscription } from '../bus/bus';
import { PRIVATE_PREFIX, topicsFromBus } from '../bus/topic-feeds';
import type { Database } from '../db/schema';
import { mayReadSubaccount } from '../policy/policy';
import type { PrivateFeed, PrivateTopic } from '../stream/private-topics';
import { privateUpdatesFromTopics } from '../stream/private-wire';
import { decodeJson, encodeJson } from './market-wire';

/** Request/serve: a private topic's first messages, asked of engine shard k. */
export const privateInitialSubject = (shard: number): string => `svc.private.initial.${shard}`;
const INITIAL_REQUEST_MILLIS = 5000;

interface InitialWire {
  readonly seq: number;
  readonly frames: readonly string[];
}

/** Engine: answers a topic's first messages (base64 of each encoded frame) and their seq. */
export function servePrivateInitial(
  bus: Bus,
  feed: Pick<PrivateFeed, 'initial'>,
  shard = 0,
): Promise<BusSubscription> {
  return bus.serve(privateInitialSubject(shard), async (message) => {
    const topic = decodeJson<PrivateTopic>(message.data);
    const { seq, frames } = await feed.initial(topic);
    return encodeJson({ seq, frames: frames.map((frame) => frame.toString('base64')) });
  });
}

/**
 * Gateway: the private feed of the stream, over the bus. With engine shards, a subaccount's
 * open orders are spread over them: the orders topic starts with every shard's, from the
 * lowest seq any of them answered (a later update the client sees twice replaces what it has;
 * one it missed would be lost). Balances, positions and risk are the home shard's.
 */
export function privateFeedOverBus(
  bus: Bus,
  db: Kysely<Database>,
  onError: (error: unknown) => void,
  shards = 1,
): PrivateFeed {
  const ask = async (shard: number, topic: PrivateTopic): Promise<InitialWire> =>
    decodeJson<InitialWire>(
      await bus.request(
        privateInitialSubject(shard),
        encodeJson({ channel: topic.channel, subaccountId: topic.subaccountId }),
        INITIAL_REQUEST_MILLIS,
      ),
    );
  return {
    mayRead: (who, subaccountId) => mayReadSubaccount(db, who, subaccountId),
    async initial(topic) {
      const from = topic.channel === 'orders' ? Array.from({ length: shards }, (_, k) => k) : [0];
      const answers = await Promise.all(from.map((shard) => ask(shard, topic)));
      return {
        seq: Math.min(...answers.map((a) => a.seq)),
        frames: answers.flatMap((a) => a.frames.map((frame) => Buffer.from(frame, 'base64'))),
      };
    },
    ...privateUpdatesFromTopics(topicsFromBus(bus, PRIVATE_PREFIX, onError), onError),
  };
}
