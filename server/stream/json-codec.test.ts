// The JSON encoding's pure parts: client frames decoded to the same commands as binary, and
// server frames (single or batched) as the protobuf JSON mapping of the same messages.
import { describe, expect, it } from 'vitest';
import { desk } from '../../proto/gen/messages.js';
import { jsonFrameOf, SharedMessage } from './batch';
import { decodeClientFrame, decodeClientJson, encodeServerMessage } from './codec';

const { ClientMessage } = desk.stream;

describe('stream JSON encoding', () => {
  it('R-SRV-35 decodes a JSON client frame to the command its binary twin decodes to', () => {
    const object = { subscribe: { topic: 'book:BTC/USD', requestId: 9 } };
    const binary = decodeClientFrame(
      ClientMessage.encode(ClientMessage.fromObject(object)).finish(),
    );
    expect(decodeClientJson(JSON.stringify(object))).toEqual(binary);
    expect(decodeClientJson('{"auth":{"token":"abc"}}')).toEqual({
      ok: true,
      command: { kind: 'auth', token: 'abc' },
    });
  });

  it.each([
    ['not JSON', '{"auth":'],
    ['an array', '[1]'],
    ['a wrong type', '{"subscribe":{"topic":5}}'],
    ['two kinds at once', '{"auth":{"token":"a"},"ping":{"clientTime":1}}'],
    ['no kind', '{}'],
    ['a malformed topic', '{"subscribe":{"topic":"book:","requestId":1}}'],
  ])('R-SRV-35 refuses %s as a malformed frame', (_name, text) => {
    expect(decodeClientJson(text).ok).toBe(false);
  });

  it('R-SRV-36 a private Subscribe carries from_seq in both encodings; a bad one is malformed', () => {
    const object = { subscribe: { topic: 'fills:12', requestId: 3, fromSeq: 41 } };
    const binary = decodeClientFrame(
      ClientMessage.encode(ClientMessage.fromObject(object)).finish(),
    );
    expect(binary).toMatchObject({ ok: true, command: { kind: 'subscribe-private', fromSeq: 41 } });
    expect(decodeClientJson(JSON.stringify(object))).toEqual(binary);
    expect(decodeClientJson('{"subscribe":{"topic":"fills:12","requestId":3}}')).toMatchObject({
      command: { fromSeq: 0 },
    });
    for (const bad of ['-1', '1.5', '"NaN"', '"Infinity"', '1e300'])
      expect(
        decodeClientJson(`{"subscribe":{"topic":"fills:12","requestId":3,"fromSeq":${bad}}}`).ok,
        bad,
      ).toBe(false);
    expect(
      JSON.parse(
        new SharedMessage(
          encodeServerMessage({
            subscribed: { topic: 'fills:12', requestId: 3, resumed: true, seq: 44 },
          }),
        ).json.toString(),
      ),
    ).toEqual({ subscribed: { topic: 'fills:12', requestId: 3, resumed: true, seq: 44 } });
  });

  it('R-SRV-35 frames one message as its JSON and several as a JSON batch, in order', () => {
    const delta = (seq: number) =>
      new SharedMessage(
        encodeServerMessage({
          bookDelta: { symbol: 'BTC/USD', seq, prevSeq: seq - 1, bidPrices: [100], bidSizes: [0] },
        }),
      );
    expect(JSON.parse(jsonFrameOf([delta(2)]).toString())).toEqual({
      bookDelta: { symbol: 'BTC/USD', seq: 2, prevSeq: 1, bidPrices: [100], bidSizes: [0] },
    });
    const batch = JSON.parse(jsonFrameOf([delta(2), delta(3)]).toString()) as {
      batch: { messages: { bookDelta: { seq: number } }[] };
    };
    expect(batch.batch.messages.map((m) => m.bookDelta.seq)).toEqual([2, 3]);
    const error = new SharedMessage(
      encodeServerMessage({ error: { code: desk.stream.ErrorCode.UNKNOWN_TOPIC, message: 'no' } }),
    );
    expect(JSON.parse(error.json.toString())).toEqual({
      error: { code: 'UNKNOWN_TOPIC', message: 'no' },
    });
  });
});
