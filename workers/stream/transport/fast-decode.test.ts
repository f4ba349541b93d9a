// The hand-written decoder must answer exactly as the generated protobufjs decoder or decline
// (null) so that one runs: random messages, unknown fields, unaligned frames, mutated and
// truncated bytes. R-SRV-24 (deltas), docs/stream-protocol.md "Batches".
import fc from 'fast-check';
import protobuf from 'protobufjs/minimal.js';
import { describe, expect, it } from 'vitest';
import { desk } from '../../../proto/gen/messages.js';
import { decodeServer } from './codec';
import { fastBatchMessages, fastBookDelta } from './fast-decode';

const { ServerMessage, BookDelta } = desk.stream;
type DeltaProps = desk.stream.BookDelta.$Properties;

const ARRAYS = ['bidPrices', 'bidSizes', 'askPrices', 'askSizes'] as const;
const SCALARS = ['symbol', 'seq', 'prevSeq', 'serverTime', 'checksum'] as const;

const levels = fc.array(fc.double(), { maxLength: 40 });
const ascii = fc.string({ unit: 'binary-ascii', maxLength: 24 });
const deltaArb = fc.record({
  symbol: ascii,
  seq: fc.double(),
  prevSeq: fc.double(),
  serverTime: fc.double(),
  bidPrices: levels,
  bidSizes: levels,
  askPrices: levels,
  askSizes: levels,
  checksum: fc.integer({ min: 0, max: 0xffffffff }),
});

/** One unknown field: a number no message here declares, any skippable wire type. */
const unknownField = (numbers: fc.Arbitrary<number>) =>
  fc
    .tuple(
      numbers,
      fc.oneof(
        fc.record({
          wire: fc.constant(0 as const),
          value: fc.integer({ min: 0, max: 0xffffffff }),
        }),
        fc.record({ wire: fc.constant(1 as const), value: fc.double() }),
        fc.record({ wire: fc.constant(2 as const), value: fc.uint8Array({ maxLength: 30 }) }),
        fc.record({ wire: fc.constant(5 as const), value: fc.integer() }),
      ),
    )
    .map(([number, f]) => {
      const w = protobuf.Writer.create().uint32((number << 3) | f.wire);
      if (f.wire === 0)
        w.uint64(f.value * 4096); // varints longer than 5 bytes too
      else if (f.wire === 1) w.double(f.value);
      else if (f.wire === 2) w.bytes(f.value);
      else w.sfixed32(f.value);
      return w.finish();
    });
const deltaUnknown = unknownField(fc.integer({ min: 10, max: (1 << 29) - 1 }));
const envelopeUnknown = unknownField(fc.constantFrom(8, 9, 16, 19, 25, 29, 31, 1000, 1 << 28));

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function envelope(field: number, body: Uint8Array, before: Uint8Array[], after: Uint8Array[]) {
  const own = protobuf.Writer.create()
    .uint32((field << 3) | 2)
    .bytes(body)
    .finish();
  return concat([...before, own, ...after]);
}

/** Each field on its own, shuffled, with unknown fields in between: still one message. */
const shuffledDeltaFrame = fc
  .tuple(
    deltaArb,
    fc.array(deltaUnknown, { maxLength: 4 }),
    fc.array(envelopeUnknown, { maxLength: 2 }),
    fc.array(envelopeUnknown, { maxLength: 2 }),
  )
  .chain(([delta, unknowns, before, after]) => {
    const fields = [...SCALARS, ...ARRAYS].map((key) =>
      BookDelta.encode({ [key]: delta[key] } as DeltaProps).finish(),
    );
    return fc
      .shuffledSubarray([...fields, ...unknowns], { minLength: fields.length + unknowns.length })
      .map((parts) => envelope(11, concat(parts), before, after));
  });

function expectSameDelta(bytes: Uint8Array): void {
  const reference = ServerMessage.decode(bytes);
  expect(reference.kind).toBe('bookDelta');
  const ref = reference.bookDelta as desk.stream.BookDelta;
  const fast = fastBookDelta(bytes);
  expect(fast).not.toBeNull();
  if (fast === null) return;
  for (const key of SCALARS) expect(Object.is(fast[key], ref[key]), key).toBe(true);
  for (const key of ARRAYS) {
    expect(Array.isArray(fast[key]), key).toBe(true);
    expect(fast[key].length, key).toBe(ref[key].length);
    fast[key].forEach((v, i) => expect(Object.is(v, ref[key][i]), `${key}[${i}]`).toBe(true));
  }
}

/** Whatever the bytes: the fast answer, if any, is protobufjs's; decodeServer agrees. */
function expectAgreement(bytes: Uint8Array): void {
  let reference: desk.stream.ServerMessage | null = null;
  try {
    reference = ServerMessage.decode(bytes);
  } catch {
    // fall through: then nothing may decode
  }
  const fastDelta = fastBookDelta(bytes);
  const fastBatch = fastBatchMessages(bytes);
  if (reference === null) {
    expect(fastDelta).toBeNull();
    expect(fastBatch).toBeNull();
    expect(() => decodeServer(bytes)).toThrow();
    return;
  }
  if (fastDelta !== null) expectSameDelta(bytes);
  if (fastBatch !== null) {
    expect(reference.kind).toBe('batch');
    expect(fastBatch.map((m) => [...m])).toEqual(
      (reference.batch?.messages ?? []).map((m) => [...m]),
    );
  }
  expect(decodeServer(bytes).kind).toBe(eventKind(reference));
}

/** Member messages all decode to one event: their data is refetched (codec.ts). */
const MEMBER_KINDS: ReadonlySet<string> = new Set([
  'approvalUpdate',
  'permissionsChanged',
  'reportJobUpdate',
]);

/** decodeServer's kind for a message: a Batch is split before decoding (batch.ts). */
const eventKind = (m: desk.stream.ServerMessage): string =>
  m.kind === undefined || m.kind === 'batch'
    ? 'unknown'
    : MEMBER_KINDS.has(m.kind)
      ? 'memberChange'
      : m.kind;

describe('fastBookDelta', () => {
  it('R-SRV-24 decodes every BookDelta exactly as protobufjs (NaN, -0, empty sides)', () => {
    fc.assert(
      fc.property(deltaArb, (delta) => {
        expectSameDelta(ServerMessage.encode({ bookDelta: delta }).finish());
      }),
      { numRuns: 300 },
    );
  });

  it('reads fields in any order and skips unknown fields of every wire type', () => {
    fc.assert(
      fc.property(shuffledDeltaFrame, (bytes) => expectSameDelta(bytes)),
      { numRuns: 300 },
    );
  });

  it('reads frames at any byte offset of a larger buffer (Node Buffers, unaligned doubles)', () => {
    fc.assert(
      fc.property(deltaArb, fc.integer({ min: 0, max: 15 }), (delta, offset) => {
        const frame = ServerMessage.encode({ bookDelta: delta }).finish();
        const host = new Uint8Array(frame.length + offset + 3);
        host.set(frame, offset);
        expectSameDelta(host.subarray(offset, offset + frame.length));
        expectSameDelta(Buffer.from(host.buffer, offset, frame.length));
      }),
      { numRuns: 100 },
    );
  });

  it('hands through decodeServer the same message the generated decoder gives', () => {
    fc.assert(
      fc.property(deltaArb, (delta) => {
        const frame = ServerMessage.encode({ bookDelta: delta }).finish();
        const event = decodeServer(frame);
        expect(event.kind).toBe('bookDelta');
        if (event.kind !== 'bookDelta') return;
        expect(event.message.symbol).toBe(delta.symbol);
        expect(Array.from(event.message.askSizes)).toEqual(delta.askSizes);
      }),
      { numRuns: 50 },
    );
  });

  it('declines what protobufjs merges or reads differently; decodeServer still matches it', () => {
    const delta = { symbol: 'BTC/USD', seq: 5, bidPrices: [1, 2], bidSizes: [3, 4] };
    const body = BookDelta.encode(delta).finish();
    const cases = [
      // A second packed run of the same field appends.
      concat([body, BookDelta.encode({ bidPrices: [9] }).finish()]),
      // Unpacked (one double per tag) repeated field.
      concat([body, Uint8Array.of((7 << 3) | 1, 0, 0, 0, 0, 0, 0, 0xf0, 0x3f)]),
      // A known field with the wrong wire type is an unknown field to protobufjs.
      concat([body, Uint8Array.of((2 << 3) | 0, 1)]),
      // Non-ASCII symbol.
      BookDelta.encode({ ...delta, symbol: 'BTC/€' }).finish(),
    ];
    for (const c of cases) {
      const frame = envelope(11, c, [], []);
      expect(fastBookDelta(frame)).toBeNull();
      expectAgreement(frame);
    }
    // The oneof member twice: protobufjs merges the two.
    const twice = envelope(11, body, [envelope(11, body, [], [])], []);
    expect(fastBookDelta(twice)).toBeNull();
    expect(
      (decodeServer(twice) as { message: { bidPrices: ArrayLike<number> } }).message.bidPrices,
    ).toHaveLength(4);
  });

  it('declines other message kinds, which decode as before', () => {
    const others: desk.stream.ServerMessage.$Properties[] = [
      { heartbeat: { serverTime: 1 } },
      { bookSnapshot: { symbol: 'BTC/USD', seq: 3, bidPrices: [1], bidSizes: [1] } },
      { trade: { symbol: 'BTC/USD', price: '1', quantity: '2' } },
      { batch: { messages: [ServerMessage.encode({ heartbeat: {} }).finish()] } },
      {},
    ];
    for (const message of others) {
      const frame = ServerMessage.encode(message).finish();
      expect(fastBookDelta(frame)).toBeNull();
      expect(decodeServer(frame).kind).toBe(eventKind(ServerMessage.decode(frame)));
    }
  });

  it('throws on every truncation of a delta frame, as protobufjs does (socket: garbled)', () => {
    fc.assert(
      fc.property(deltaArb, fc.nat(), (delta, cut) => {
        const frame = ServerMessage.encode({ bookDelta: delta }).finish();
        const truncated = frame.subarray(0, 1 + (cut % (frame.length - 1)));
        expect(fastBookDelta(truncated)).toBeNull();
        expect(() => ServerMessage.decode(truncated)).toThrow();
        expect(() => decodeServer(truncated)).toThrow(/index out of range|invalid/);
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with protobufjs on mutated frames (fuzz)', () => {
    fc.assert(
      fc.property(
        shuffledDeltaFrame,
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 4,
        }),
        (frame, edits) => {
          const bytes = frame.slice();
          for (const [at, value] of edits) bytes[at % bytes.length] = value;
          expectAgreement(bytes);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('agrees with protobufjs on random bytes (fuzz)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => expectAgreement(bytes)),
      { numRuns: 1000 },
    );
  });
});

describe('fastBatchMessages', () => {
  const batchFrame = fc
    .tuple(
      fc.array(fc.uint8Array({ maxLength: 40 }), { maxLength: 6 }),
      fc.array(unknownField(fc.integer({ min: 2, max: 5000 })), { maxLength: 3 }),
      fc.array(envelopeUnknown, { maxLength: 2 }),
    )
    .map(([messages, unknowns, before]) => {
      // Batch body: its messages (field 1) with unknown fields after them.
      const body = concat([desk.stream.Batch.encode({ messages }).finish(), ...unknowns]);
      return { messages, frame: envelope(7, body, before, []) };
    });

  it('R-SRV-24 splits a Batch into the same messages as protobufjs, unknown fields skipped', () => {
    fc.assert(
      fc.property(batchFrame, ({ messages, frame }) => {
        const fast = fastBatchMessages(frame);
        expect(fast).not.toBeNull();
        expect(fast?.map((m) => [...m])).toEqual(messages.map((m) => [...m]));
        expectAgreement(frame);
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with protobufjs on mutated and truncated Batch frames (fuzz)', () => {
    fc.assert(
      fc.property(
        batchFrame,
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 0, max: 255 }),
        (b, cut, at, value) => {
          const bytes = b.frame.slice(0, 1 + (cut % b.frame.length));
          if (bytes.length > 0) bytes[at % bytes.length] = value;
          expectAgreement(bytes);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a mutated Batch frame that decodes as a member message agrees too (fast-check seed -1047564297)', () => {
    expectAgreement(Uint8Array.from([194, 2, 0]));
  });

  it('declines non-batch frames', () => {
    expect(
      fastBatchMessages(ServerMessage.encode({ heartbeat: { serverTime: 1 } }).finish()),
    ).toBeNull();
    expect(fastBatchMessages(new Uint8Array(0))).toBeNull();
  });
});
