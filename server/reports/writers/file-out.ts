// A file written piece by piece with backpressure: write() waits while the disk is behind, so a
// large export holds one page in memory, never the file.
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';

export class FileOut {
  private readonly stream: WriteStream;
  private failure: Error | null = null;

  constructor(readonly path: string) {
    this.stream = createWriteStream(path);
    this.stream.on('error', (e) => (this.failure = e));
  }

  async write(chunk: string | Uint8Array): Promise<void> {
    if (this.failure) throw this.failure;
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    if (this.failure) throw this.failure;
    this.stream.end();
    await once(this.stream, 'finish');
  }

  async discard(): Promise<void> {
    this.stream.destroy();
    await rm(this.path, { force: true });
  }
}
