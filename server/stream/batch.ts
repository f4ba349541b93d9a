// Frame batching (docs/stream-protocol.md "Batches"): the messages one connection gets in one
// market step leave in ONE frame, a ServerMessage whose `batch` (field 7) lists them. The
// frame is built by concatenating the shared, already encoded message bytes with their
// length prefixes: no per-client protobuf encode. Connections in the JSON encoding get the
// same frames as text (jsonFrameOf), each message converted once however many receive it.
import { serverMessageJson } from './codec';

/** ServerMessage.batch: field 7, length-delimited. */
const BATCH_TAG = (7 << 3) | 2;
/** Batch.messages: field 1, length-delimited. */
const ENTRY_TAG = (1 << 3) | 2;

/** One encoded ServerMessage, shared by every connection it goes to. */
export class SharedMessage {
  private header: Buffer | null = null;
  private jsonText: Buffer | null = null;

  constructor(readonly bytes: Buffer) {}

  /** The message in the JSON encoding (UTF-8), converted once on first use. */
  get json(): Buffer {
    return (this.jsonText ??= Buffer.from(serverMessageJson(this.bytes)));
  }

  /** Tag and length of this message as a Batch.messages entry, built once on first use. */
  get entryHeader(): Buffer {
    return (this.header ??= tagAndLength(ENTRY_TAG, this.bytes.length));
  }

  /** Bytes this message takes inside a batch. */
  get entryLength(): number {
    return this.entryHeader.length + this.bytes.length;
  }
}

/** One frame carrying `messages` in order: the message itself when alone, else a Batch. */
export function frameOf(messages: readonly SharedMessage[]): Buffer {
  const first = messages[0];
  if (first === undefined) throw new RangeError('A frame needs at least one message');
  if (messages.length === 1) return first.bytes;
  let body = 0;
  for (const message of messages) body += message.entryLength;
  const head = tagAndLength(BATCH_TAG, body);
  const parts: Buffer[] = [head];
  for (const message of messages) parts.push(message.entryHeader, message.bytes);
  return Buffer.concat(parts, head.length + body);
}

const JSON_BATCH_HEAD = Buffer.from('{"batch":{"messages":[');
const JSON_BATCH_TAIL = Buffer.from(']}}');
const JSON_COMMA = Buffer.from(',');

/** frameOf in the JSON encoding: the message's JSON when alone, else a JSON Batch. */
export function jsonFrameOf(messages: readonly SharedMessage[]): Buffer {
  const first = messages[0];
  if (first === undefined) throw new RangeError('A frame needs at least one message');
  if (messages.length === 1) return first.json;
  const parts: Buffer[] = [JSON_BATCH_HEAD];
  messages.forEach((message, i) => {
    if (i > 0) parts.push(JSON_COMMA);
    parts.push(message.json);
  });
  parts.push(JSON_BATCH_TAIL);
  return Buffer.concat(parts);
}

function tagAndLength(tag: number, length: number): Buffer {
  const out = Buffer.allocUnsafe(1 + varintSize(length));
  out[0] = tag;
  let at = 1;
  let value = length;
  while (value >= 0x80) {
    out[at++] = (value & 0x7f) | 0x80;
    value >>>= 7;
  }
  out[at] = value;
  return out;
}

function varintSize(value: number): number {
  let size = 1;
  while (value >= 0x80) {
    value >>>= 7;
    size++;
  }
  return size;
}
