// Decoding of private FillUpdate frames: the liquidation flag (docs/orders.md "Liquidation")
// reaches FillView; a frame without it (older server, own fills) decodes as false.
import { describe, expect, it } from 'vitest';
import { decodeServer, encodeServerForTest } from './codec';

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
