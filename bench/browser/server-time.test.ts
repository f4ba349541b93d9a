// The probe's wire walk against the server's own encoder and batch framing.
import { describe, expect, it } from 'vitest';
import { frameOf, SharedMessage } from '../../server/stream/batch';
import { encodeServerMessage } from '../../server/stream/codec';
import { oldestDeltaTime } from './server-time';

const delta = (serverTime: number) =>
  new SharedMessage(
    encodeServerMessage({
      bookDelta: {
        symbol: 'BTC/USD',
        seq: 5,
        prevSeq: 4,
        serverTime,
        bidPrices: [100, 101],
        bidSizes: [1, 0],
        checksum: 77,
      },
    }),
  );

describe('oldestDeltaTime', () => {
  it('reads the server time of a lone delta and the oldest of a batch', () => {
    expect(oldestDeltaTime(frameOf([delta(1_790_000_000_123.5)]))).toBe(1_790_000_000_123.5);
    const trade = new SharedMessage(
      encodeServerMessage({ trade: { symbol: 'BTC/USD', price: '1', serverTime: 1 } }),
    );
    const frame = frameOf([delta(1_790_000_000_200), trade, delta(1_790_000_000_150)]);
    expect(oldestDeltaTime(frame)).toBe(1_790_000_000_150);
  });

  it('answers null for frames without a delta and for garbage', () => {
    expect(oldestDeltaTime(encodeServerMessage({ heartbeat: { serverTime: 5 } }))).toBeNull();
    expect(oldestDeltaTime(new Uint8Array([0x5a, 0x40, 1]))).toBeNull();
  });
});
