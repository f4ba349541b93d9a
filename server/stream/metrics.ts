// Prometheus metrics of the stream gateway, on the app's registry.
import { Counter, Gauge, type Registry } from 'prom-client';

export interface StreamMetrics {
  /** Counts one message written to `sockets` sockets. */
  sent(type: string, bytes: number, sockets: number): void;
  slowConsumerResync(): void;
  clientError(code: string): void;
  /** A private Subscribe with from_seq: resumed from the tail, or answered with the state. */
  privateResume(outcome: 'resumed' | 'reloaded'): void;
}

export const STREAM_METRIC_NAMES = [
  'stream_connections',
  'stream_subscriptions',
  'stream_messages_out_total',
  'stream_bytes_out_total',
  'stream_slow_consumer_resyncs_total',
  'stream_client_errors_total',
  'stream_private_resumes_total',
  'stream_private_tail_bytes',
] as const;

export function createStreamMetrics(
  registry: Registry,
  read: { connections(): number; subscriptions(): number; privateTailBytes(): number },
): StreamMetrics {
  new Gauge({
    name: 'stream_connections',
    help: 'Open stream WebSocket connections',
    registers: [registry],
    collect() {
      this.set(read.connections());
    },
  });
  new Gauge({
    name: 'stream_subscriptions',
    help: 'Topic subscriptions across all stream connections',
    registers: [registry],
    collect() {
      this.set(read.subscriptions());
    },
  });
  const messages = new Counter({
    name: 'stream_messages_out_total',
    help: 'Stream messages written to sockets, by message type',
    labelNames: ['type'],
    registers: [registry],
  });
  const bytes = new Counter({
    name: 'stream_bytes_out_total',
    help: 'Stream message bytes written to sockets (payloads, before framing)',
    registers: [registry],
  });
  const resyncs = new Counter({
    name: 'stream_slow_consumer_resyncs_total',
    help: 'Books whose deltas were dropped for a slow consumer, to be resent as a snapshot',
    registers: [registry],
  });
  const errors = new Counter({
    name: 'stream_client_errors_total',
    help: 'Error messages sent to stream clients, by error code',
    labelNames: ['code'],
    registers: [registry],
  });
  const resumes = new Counter({
    name: 'stream_private_resumes_total',
    help: 'Private subscriptions with from_seq: resumed by sequence, or reloaded (state sent)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'stream_private_tail_bytes',
    help: 'Bytes of recent private updates kept for clients that resume by sequence',
    registers: [registry],
    collect() {
      this.set(read.privateTailBytes());
    },
  });
  const byType = new Map<string, Counter.Internal>();
  return {
    sent(type, size, sockets) {
      if (sockets <= 0) return;
      let child = byType.get(type);
      if (!child) byType.set(type, (child = messages.labels(type)));
      child.inc(sockets);
      bytes.inc(size * sockets);
    },
    slowConsumerResync: () => resyncs.inc(),
    clientError: (code) => errors.inc({ code }),
    privateResume: (outcome) => resumes.inc({ outcome }),
  };
}
