// Batch frames (docs/stream-protocol.md "Batches"): the gateway sends what one market step
// holds for this connection in one frame, a ServerMessage whose `batch` lists whole encoded
// ServerMessages. They are split here so each is decoded and handled exactly as if it had
// arrived in a frame of its own.
import { desk } from '../../../proto/gen/messages.js';
import { fastBatchMessages } from './fast-decode';

/** ServerMessage.batch: field 7, length-delimited; the gateway writes it as the only field. */
const BATCH_TAG = (7 << 3) | 2;

/**
 * The messages of one frame in order: the frame itself unless it is a Batch. Throws when a
 * Batch does not decode (the socket treats it as a garbled frame).
 */
export function framesOf(data: unknown): readonly unknown[] {
  const bytes =
    data instanceof Uint8Array ? data : data instanceof ArrayBuffer ? new Uint8Array(data) : null;
  // Any other message starts with another tag: one byte is enough to tell without decoding.
  if (bytes === null || bytes[0] !== BATCH_TAG) return [data];
  // The hand-written split (same answer, property-tested); null leaves it to protobufjs.
  const fast = fastBatchMessages(bytes);
  if (fast !== null) return fast;
  const message = desk.stream.ServerMessage.decode(bytes);
  if (message.kind !== 'batch') return [data];
  return message.batch?.messages ?? [];
}
