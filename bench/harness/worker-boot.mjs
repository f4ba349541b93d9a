// Worker threads start without tsx's loader; this entry registers it, then imports the
// TypeScript module named in workerData.entry (a file URL).
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
