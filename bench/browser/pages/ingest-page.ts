// S8 page: the ingest run on this page's main thread or in a SharedWorker.
import { ingest, type IngestResult } from './ingest';

function inSharedWorker(url: string, warmMs: number, windowMs: number): Promise<IngestResult> {
  const worker = new SharedWorker(new URL('./ingest-worker.ts', import.meta.url), {
    type: 'module',
    name: 'bench-ingest',
  });
  return new Promise((resolve, reject) => {
    worker.port.onmessage = (e: MessageEvent<{ result?: IngestResult; error?: string }>) => {
      if (e.data.result) resolve(e.data.result);
      else reject(new Error(e.data.error ?? 'no result'));
    };
    worker.port.postMessage({ url, warmMs, windowMs });
  });
}

declare global {
  interface Window {
    __bench?: unknown;
  }
}
window.__bench = {
  isolated: () => crossOriginIsolated,
  run: (where: 'main' | 'shared', url: string, warmMs: number, windowMs: number) =>
    where === 'main' ? ingest(url, warmMs, windowMs) : inSharedWorker(url, warmMs, windowMs),
};
