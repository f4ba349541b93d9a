// R-BUS-7: what commits publish reaches the stream gateway through the bus, keyed by the
// stream's own topic keys, and session revocations follow the durable stream.
import { describe, expect, it } from 'vitest';
import { busSessionEvents } from '../auth/session-events';
import { realTimers } from '../market-runtime/timers';
import type { Bus } from './bus';
import { InProcessBus } from './in-process';
import { publishTopics, topicsFromBus, type TopicSource } from './topic-feeds';

function source(): TopicSource & { emit(key: string, bytes: Buffer): void } {
  const listeners = new Set<(key: string, bytes: Buffer) => void>();
  return {
    onMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (key, bytes) => listeners.forEach((l) => l(key, bytes)),
  };
}

/** An in-process bus whose handler failures land in `errors`. */
const busReporting = (errors: unknown[]) =>
  new InProcessBus({
    now: Date.now,
    timers: realTimers,
    onHandlerError: (e) => void errors.push(e),
  });

const settle = () => new Promise((r) => setTimeout(r, 10));

describe('R-BUS-7 stream feeds and session revocations over the bus', () => {
  it('a topic message arrives under its own key with its bytes, in order', async () => {
    const errors: unknown[] = [];
    const bus = busReporting(errors);
    const producer = source();
    const stop = publishTopics(bus, 'acct', producer, {
      timers: realTimers,
      onError: (e) => void errors.push(e),
    });
    const got: string[] = [];
    const unsubscribe = topicsFromBus(bus, 'acct', (e) => void errors.push(e)).onMessage(
      (key, bytes) => got.push(`${key}=${bytes.toString('utf8')}`),
    );
    await settle();
    producer.emit('orders:7', Buffer.from('a'));
    producer.emit('balances:7', Buffer.from('b'));
    producer.emit('rfs:ETH.USD', Buffer.from('c')); // a symbol with a dot stays one key part
    await settle();
    expect(got).toEqual(['orders:7=a', 'balances:7=b', 'rfs:ETH.USD=c']);
    unsubscribe();
    stop();
    await settle();
    producer.emit('orders:7', Buffer.from('d'));
    await settle();
    expect(got).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  it('R-BUS-8 a topic message whose append fails is retried with its id, in order, and delivered once', async () => {
    const errors: unknown[] = [];
    const bus = busReporting(errors);
    // The bus is away for the first three tries (a NATS restart); the second try of the first
    // message is stored but its answer lost, so the retry must be a duplicate, not a second copy.
    let tries = 0;
    const away: Bus = Object.assign(Object.create(bus) as Bus, {
      append: async (subject: string, data: Uint8Array, msgId: string) => {
        tries++;
        if (tries === 1 || tries === 3) throw new Error('bus away');
        const stored = await bus.append(subject, data, msgId);
        if (tries === 2) throw new Error('answer lost');
        return stored;
      },
    });
    const producer = source();
    const failures: unknown[] = [];
    const stop = publishTopics(away, 'acct', producer, {
      timers: realTimers,
      onError: (e) => void failures.push(e),
    });
    const got: string[] = [];
    topicsFromBus(bus, 'acct', (e) => void errors.push(e)).onMessage((key, bytes) =>
      got.push(`${key}=${bytes.toString('utf8')}`),
    );
    await settle();
    producer.emit('fills:7', Buffer.from('1'));
    producer.emit('fills:7', Buffer.from('2'));
    producer.emit('balances:7', Buffer.from('3'));
    await new Promise((r) => setTimeout(r, 1_000));
    expect(got).toEqual(['fills:7=1', 'fills:7=2', 'balances:7=3']);
    expect(failures).toHaveLength(3);
    expect(errors).toEqual([]);
    stop();
  });

  it('R-BUS-8 a gateway that starts following gets what is appended from then on, not before', async () => {
    const errors: unknown[] = [];
    const bus = busReporting(errors);
    const producer = source();
    publishTopics(bus, 'member', producer, { timers: realTimers, onError: (e) => errors.push(e) });
    producer.emit('approvals:3', Buffer.from('old'));
    await settle();
    const got: string[] = [];
    topicsFromBus(bus, 'member', (e) => void errors.push(e)).onMessage((key, bytes) =>
      got.push(`${key}=${bytes.toString('utf8')}`),
    );
    await settle();
    producer.emit('approvals:3', Buffer.from('new'));
    await settle();
    expect(got).toEqual(['approvals:3=new']);
    expect(errors).toEqual([]);
  });

  it('a revocation reaches every listener once, also one that started listening later', async () => {
    const errors: unknown[] = [];
    const bus = busReporting(errors);
    const routes = busSessionEvents(bus, (e) => void errors.push(e));
    const gatewayA: number[][] = [];
    const gatewayB: number[][] = [];
    busSessionEvents(bus, (e) => void errors.push(e)).onRevoked(
      (ids) => void gatewayA.push([...ids]),
    );
    await settle();
    routes.revoked([4, 5]);
    routes.revoked([]);
    await settle();
    busSessionEvents(bus, (e) => void errors.push(e)).onRevoked(
      (ids) => void gatewayB.push([...ids]),
    );
    await settle();
    routes.revoked([9]);
    await settle();
    expect(gatewayA).toEqual([[4, 5], [9]]);
    expect(gatewayB).toEqual([[9]]); // a socket it holds was opened after the first revocation
    expect(errors).toEqual([]);
  });
});
