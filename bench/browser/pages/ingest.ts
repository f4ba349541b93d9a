// S8: the receiving side of the ingest ceiling, the same code on the main thread and in a
// SharedWorker: open the socket, count messages and bytes, touching each payload once (a
// core reads every frame it decodes).
export interface IngestResult {
  readonly messages: number;
  readonly bytes: number;
  readonly millis: number;
}

export function ingest(url: string, warmMs: number, windowMs: number): Promise<IngestResult> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.binaryType = 'arraybuffer';
    let counting = false;
    let messages = 0;
    let bytes = 0;
    let checksum = 0;
    let t0 = 0;
    ws.onmessage = (e: MessageEvent<ArrayBuffer>) => {
      const view = new Uint8Array(e.data);
      checksum = (checksum + (view[0] ?? 0) + (view[view.length - 1] ?? 0)) | 0;
      if (!counting) return;
      messages++;
      bytes += view.length;
    };
    ws.onerror = () => reject(new Error(`socket error on ${url}`));
    ws.onopen = () => {
      setTimeout(() => {
        counting = true;
        t0 = performance.now();
        setTimeout(() => {
          counting = false;
          const millis = performance.now() - t0;
          ws.close();
          if (checksum === 0x7fffffff) console.log(checksum); // keeps the reads alive
          resolve({ messages, bytes, millis });
        }, windowMs);
      }, warmMs);
    };
  });
}
