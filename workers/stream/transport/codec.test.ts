// Decoding of private FillUpdate frames: the liquidation flag (docs/orders.md "Liquidation")
// reaches FillView; a frame without it (older server, own fills) decodes as false.
import { describe, expect, it } from 'vitest';
import { FakeTime } from '../../core/testing/fakes';
import { decodeServer, encodeServerForTest } from './codec';
import type { ServerEvent } from './codec';
import { StreamSocket } from './socket';
import type { SocketFault } from './socket';
import { FakeStreamServer } from '../testing/fake-socket';
import { libraryTimersOn } from '../testing/library-timers';

const fill = {
  seq: 9,
  accountId: 1,
  subaccountId: 7,
  fillId: 'f1',
  orderId: 'o1',
  clientOrderId: '',
  symbol: 'ETH-PERP',
  side: 'SELL',
  price: '1900.5',
  quantity: '2',
  fee: '0.1',
  feeToken: 'USDT',
  liquidity: 'TAKER',
  realizedPnl: '-200',
  fillTime: 1_700_000_000_000,
};

describe('FillUpdate decoding', () => {
  it('carries liquidation: true from the frame', () => {
    const event = decodeServer(encodeServerForTest({ fillUpdate: { ...fill, liquidation: true } }));
    expect(event).toMatchObject({
      kind: 'fillUpdate',
      scope: { seq: 9, subaccountId: 7 },
      fill: { fillId: 'f1', side: 'SELL', realizedPnl: '-200', liquidation: true, seq: 9 },
    });
  });

  it('decodes a fill without the field as not a liquidation', () => {
    const event = decodeServer(encodeServerForTest({ fillUpdate: fill }));
    expect(event).toMatchObject({ kind: 'fillUpdate', fill: { liquidation: false } });
  });
});

// Book deltas take the hand-written decoder (fast-decode.ts); the socket's contract is kept:
// the same event as before, and a frame that does not decode is a garbled stream.
describe('BookDelta decoding on the socket path', () => {
  const delta = {
    symbol: 'BTC/USD',
    seq: 8,
    prevSeq: 7,
    serverTime: 1_700_000_000_123,
    bidPrices: [9_700_000, 9_699_999],
    bidSizes: [150_000, 0],
    askPrices: [9_700_001],
    askSizes: [42],
    checksum: 0xdeadbeef,
  };

  async function setup() {
    const time = new FakeTime();
    libraryTimersOn(time);
    const server = new FakeStreamServer();
    const events: ServerEvent[] = [];
    const faults: SocketFault[] = [];
    const socket = new StreamSocket(
      {
        clock: time,
        timers: time,
        factory: server.factory,
        url: 'wss://d/stream',
        random: () => 0,
      },
      {
        onReady: () => undefined,
        onMessage: (event) => void events.push(event),
        onStateChange: () => undefined,
        onFault: (fault) => void faults.push(fault),
        onAuthRefused: () => undefined,
      },
    );
    socket.setToken('tok');
    socket.setWanted(true);
    await time.advance(0); // the library opens on its next tick
    server.last.accept();
    return { server, events, faults };
  }

  it('R-SRV-24 a delta frame arrives with every field as the generated decoder reads it', async () => {
    const { server, events, faults } = await setup();
    server.last.serve({ bookDelta: delta });
    expect(faults).toEqual([]);
    expect(events).toEqual([{ kind: 'bookDelta', message: delta }]);
  });

  it('a truncated delta frame is a garbled stream, as before', async () => {
    const { server, events, faults } = await setup();
    const frame = encodeServerForTest({ bookDelta: delta });
    server.last.onmessage?.({ data: frame.slice(0, frame.length - 3).buffer });
    expect(events).toEqual([]);
    expect(faults).toEqual(['garbled']);
  });
});
