// Starts a worker thread on a TypeScript module (through worker-boot.mjs).
import { Worker } from 'node:worker_threads';

export function startTsWorker(entry: URL, data: unknown, transferList: Transferable[] = []) {
  return new Worker(new URL('./worker-boot.mjs', import.meta.url), {
    workerData: { entry: entry.href, data },
    transferList: transferList as never,
  });
}
