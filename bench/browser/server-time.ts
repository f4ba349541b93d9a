// The bench probe's reading of a stream frame: the oldest BookDelta server_time it carries,
// found by walking the protobuf wire without decoding the message (a few bytes per delta,
// so the probe adds next to nothing to the core it watches). Layout: proto/stream.proto
// (ServerMessage.batch = 7, book_delta = 11; BookDelta.server_time = 4, a double).
const BATCH = 7;
const BOOK_DELTA = 11;
const DELTA_SERVER_TIME = 4;
const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_LEN = 2;
const WIRE_FIXED32 = 5;

interface Cursor {
  at: number;
}

function varint(b: Uint8Array, c: Cursor): number {
  let value = 0;
  let scale = 1;
  for (;;) {
    const byte = b[c.at++];
    if (byte === undefined) throw new RangeError('truncated varint');
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return value;
    scale *= 128;
  }
}

/** Calls `field(number, wireType, start, end)` for each field in b[from, to); skips values. */
function fields(
  b: Uint8Array,
  from: number,
  to: number,
  field: (n: number, wire: number, start: number, end: number) => boolean | void,
): void {
  const c: Cursor = { at: from };
  while (c.at < to) {
    const tag = varint(b, c);
    const wire = tag & 7;
    let start = c.at;
    let end: number;
    if (wire === WIRE_VARINT) {
      varint(b, c);
      end = c.at;
    } else if (wire === WIRE_FIXED64) end = start + 8;
    else if (wire === WIRE_FIXED32) end = start + 4;
    else if (wire === WIRE_LEN) {
      const length = varint(b, c);
      start = c.at;
      end = start + length;
    } else throw new RangeError(`unsupported wire type ${wire}`);
    if (end > to) throw new RangeError('truncated field');
    if (field(Math.floor(tag / 8), wire, start, end) === true) return;
    c.at = end;
  }
}

function deltaServerTime(b: Uint8Array, from: number, to: number): number | null {
  let time: number | null = null;
  fields(b, from, to, (n, wire, start) => {
    if (n !== DELTA_SERVER_TIME || wire !== WIRE_FIXED64) return false;
    time = new DataView(b.buffer, b.byteOffset + start, 8).getFloat64(0, true);
    return true;
  });
  return time;
}

function oldestIn(b: Uint8Array, from: number, to: number, oldest: number | null): number | null {
  let result = oldest;
  fields(b, from, to, (n, wire, start, end) => {
    if (wire !== WIRE_LEN) return;
    if (n === BATCH)
      fields(b, start, end, (_entry, w, s, e) => {
        if (w === WIRE_LEN) result = oldestIn(b, s, e, result);
      });
    else if (n === BOOK_DELTA) {
      const t = deltaServerTime(b, start, end);
      if (t !== null && (result === null || t < result)) result = t;
    }
  });
  return result;
}

/** The oldest BookDelta server_time in one frame (a batch or a single message), else null. */
export function oldestDeltaTime(frame: Uint8Array): number | null {
  try {
    return oldestIn(frame, 0, frame.length, null);
  } catch {
    return null;
  }
}
