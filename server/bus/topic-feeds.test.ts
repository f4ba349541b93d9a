// R-BUS-7: what commits publish reaches the stream gateway through the bus, keyed by the
// stream's own topic keys, and session revocations follow the durable stream.
import { describe, expect, it } from 'vitest';
import { busSessionEvents } from '../auth/session-events';
import { realTimers } from '../market-runtime/timers';
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

const settle = () => new Promise((r) => setTimeout(r, 10));

describe('R-BUS-7 stream feeds and session revocations over the bus', () => {
  it('a topic message arrives under its own key with its bytes, in order', async () => {
    const errors: unknown[] = [];
    const bus = new InProcessBus({
      now: Date.now,
      timers: realTimers,
      onHandlerError: (e) => void errors.push(e),
    });
    const producer = source();
    const stop = publishTopics(bus, 'acct', producer);
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

  it('a revocation reaches every listener once, also one that started listening later', async () => {
    const errors: unknown[] = [];
    const bus = new InProcessBus({
      now: Date.now,
      timers: realTimers,
      onHandlerError: (e) => void errors.push(e),
    });
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
