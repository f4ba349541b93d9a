import { describe, expect, it } from 'vitest';
import { OrderState, supersedes } from './order-state';
import { orderView } from '../testing/order-fixture';

const order = orderView;

describe('R-CORE-26 order state: updates by order id, newest first', () => {
  it('a later sequence wins; an older one arriving late is ignored', () => {
    const s = new OrderState('orders:7', 7);
    s.apply(order({ seq: 1 }));
    s.apply(
      order({ seq: 3, status: 'PARTIALLY_FILLED', executedQuantity: '0.4', updateTime: 1200 }),
    );
    s.apply(order({ seq: 2, status: 'NEW', updateTime: 1100 }));
    expect(s.openList()[0]?.status).toBe('PARTIALLY_FILLED');
    expect(s.openList()[0]?.executedQuantity).toBe('0.4');
  });

  it('a final status moves the order to history and is never undone', () => {
    const s = new OrderState('orders:7', 7);
    s.apply(order({ seq: 1 }));
    s.apply(order({ seq: 4, status: 'FILLED', executedQuantity: '1', updateTime: 1300 }));
    s.apply(order({ seq: 5, status: 'NEW', updateTime: 1400 })); // a bogus late NEW
    expect(s.open.size).toBe(0);
    expect(s.history.map((o) => o.status)).toEqual(['FILLED']);
  });

  it('REST rows (no sequence) order by update time, then by progress', () => {
    expect(
      supersedes(order({ seq: 5, updateTime: 2000 }), order({ seq: 0, updateTime: 1500 })),
    ).toBe(false);
    expect(
      supersedes(
        order({ seq: 5, updateTime: 2000 }),
        order({ seq: 0, updateTime: 2500, status: 'CANCELED' }),
      ),
    ).toBe(true);
    expect(
      supersedes(
        order({ seq: 0, updateTime: 2000, status: 'PARTIALLY_FILLED' }),
        order({ seq: 0, updateTime: 2000, status: 'NEW' }),
      ),
    ).toBe(false);
  });

  it('reconcile: an open order the venue no longer lists takes its final state from history', () => {
    const s = new OrderState('orders:7', 7);
    s.apply(order({ orderId: '1', seq: 1 }));
    s.apply(order({ orderId: '2', seq: 2, transactTime: 1001 }));
    s.apply(order({ orderId: '3', seq: 3, transactTime: 1002 }));
    s.beginReconcile();
    expect(s.status).toBe('reconciling');
    // While the REST read is in flight, the stream reports order 4 (newer than the read).
    s.apply(order({ orderId: '4', seq: 9, transactTime: 1500, updateTime: 1500 }));
    s.reconcile(
      [
        order({
          orderId: '2',
          seq: 0,
          status: 'PARTIALLY_FILLED',
          executedQuantity: '0.5',
          updateTime: 1400,
        }),
      ],
      [order({ orderId: '1', seq: 0, status: 'CANCELED', updateTime: 1300 })],
    );
    expect(s.status).toBe('live');
    expect(s.openList().map((o) => o.orderId)).toEqual(['4', '2']);
    expect(s.openList()[1]?.status).toBe('PARTIALLY_FILLED');
    expect(s.history.map((o) => [o.orderId, o.status])).toEqual([['1', 'CANCELED']]);
  });
});
