// S8 SharedWorker: runs the ingest for whichever page connects and asks.
import { ingest } from './ingest';

interface ConnectEvent {
  readonly ports: readonly MessagePort[];
}

(globalThis as unknown as { onconnect: (e: ConnectEvent) => void }).onconnect = (event) => {
  const port = event.ports[0];
  if (!port) return;
  port.onmessage = (e: MessageEvent<{ url: string; warmMs: number; windowMs: number }>) => {
    ingest(e.data.url, e.data.warmMs, e.data.windowMs).then(
      (result) => port.postMessage({ result }),
      (error: unknown) => port.postMessage({ error: String(error) }),
    );
  };
};
