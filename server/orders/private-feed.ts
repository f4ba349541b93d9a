// The private stream of the order service: turns each commit's changes into OrderUpdate,
// FillUpdate, BalanceUpdate, PositionUpdate and RiskUpdate frames per subaccount topic
// (docs/stream-protocol.md "Private topics"), and answers new subscriptions with the state.
import type { Kysely } from 'kysely';
import { signDecimal } from '../../domain/decimal';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/schema';
import { mayReadSubaccount } from '../policy/policy';
import { encodeServerMessage } from '../stream/codec';
import type {
  PrivateEntry,
  PrivateFeed,
  PrivateTopic,
  PrivateUpdate,
} from '../stream/private-topics';
import type { Position, PositionView, RiskFigures } from './account-state';
import { LIQUIDATION_REASON } from './liquidation';
import { toOrderData } from './record';
import type { SubaccountChange } from './publisher';
import type { OrderService } from './service';
import { balancesOf, positionsOf, riskInfo } from './views';

type Listener = (update: PrivateUpdate) => void;

/**
 * Mark-driven PositionUpdate/RiskUpdate go to a subaccount at most once per this many ms; a
 * move inside the window is sent with the first mark event after it (marks arrive about once
 * a second per symbol), so nothing is lost, only merged.
 */
export const MARK_UPDATE_MILLIS = 500;

export function createPrivateFeed(
  service: OrderService,
  db: Kysely<Database>,
  now: Clock,
): PrivateFeed {
  const listeners = new Set<Listener>();
  const accountOf = new Map<number, number>();
  const emit = (update: PrivateUpdate) => {
    for (const l of listeners) l(update);
  };
  const head = (sub: number, seq: number) => ({
    seq,
    accountId: accountOf.get(sub) ?? 0,
    subaccountId: sub,
  });

  const positionMessage = (sub: number, seq: number, v: PositionView | null, p: Position) =>
    encodeServerMessage({
      positionUpdate: {
        ...head(sub, seq),
        symbol: p.symbol,
        side: signDecimal(p.size) < 0 ? 'SHORT' : 'LONG',
        size: p.size.replace('-', ''),
        entryPrice: p.entryPrice,
        markPrice: v?.markPrice ?? service.mark(p.symbol),
        unrealisedPnl: v?.unrealisedPnl ?? '0',
        margin: v?.margin ?? '0',
        liquidationPrice: v?.liquidationPrice ?? '',
        leverage: String(v?.leverage ?? service.state.symbolSettingsOf(sub, p.symbol).leverage),
        marginMode: v?.marginMode ?? service.state.symbolSettingsOf(sub, p.symbol).marginMode,
        positionSide: p.positionSide,
        realizedPnl: p.realizedPnl,
        serverTime: now(),
      },
    });
  const riskMessages = (sub: number, seq: number) =>
    riskInfo(service, sub).map((r: RiskFigures) =>
      encodeServerMessage({ riskUpdate: { ...head(sub, seq), ...r, serverTime: now() } }),
    );
  const balanceMessages = (sub: number, seq: number, tokens?: readonly string[]) =>
    balancesOf(service, sub, tokens).map((b) =>
      encodeServerMessage({ balanceUpdate: { ...head(sub, seq), ...b, serverTime: now() } }),
    );

  service.onChanges((changes: readonly SubaccountChange[]) => {
    if (listeners.size === 0) return;
    for (const c of changes) {
      accountOf.set(c.subaccountId, c.accountId);
      const sub = c.subaccountId;
      // Every message of this commit to this subaccount, in one update (even none: the
      // update still says the seq moved, so a gateway knows it missed nothing).
      const entries: PrivateEntry[] = [];
      const emitEntry = (channel: PrivateTopic['channel'], bytes: Buffer) =>
        entries.push({ channel, bytes });
      for (const r of c.orders) {
        const fills = c.fills.filter((f) => f.orderId === r.order.id);
        emitEntry(
          'orders',
          encodeServerMessage({
            orderUpdate: { ...head(sub, c.seq), order: toOrderData(r, fills), serverTime: now() },
          }),
        );
      }
      // Fills of the venue's liquidation orders (docs/orders.md "Liquidation"), as get_fills.
      const isLiquidation = (orderId: string): boolean => {
        const r = c.orders.find((o) => o.order.id === orderId) ?? service.records.get(orderId);
        return r?.order.reason.startsWith(LIQUIDATION_REASON) ?? false;
      };
      for (const f of c.fills)
        emitEntry(
          'fills',
          encodeServerMessage({
            fillUpdate: {
              ...head(sub, c.seq),
              fillId: f.fillId,
              orderId: f.orderId,
              clientOrderId: f.clientOrderId,
              symbol: f.symbol,
              side: f.side,
              price: f.price,
              quantity: f.quantity,
              fee: f.fee,
              feeToken: f.feeToken,
              liquidity: f.liquidity,
              realizedPnl: f.realizedPnl,
              fillTime: f.time,
              liquidation: isLiquidation(f.orderId),
            },
          }),
        );
      for (const bytes of balanceMessages(sub, c.seq, c.tokens)) emitEntry('balances', bytes);
      if (c.positions.length > 0) {
        const views = positionsOf(service, sub);
        for (const p of c.positions) {
          const v = views.find((x) => x.position === p) ?? null;
          emitEntry('positions', positionMessage(sub, c.seq, v, p));
        }
      }
      const derivative =
        c.risk === true || c.orders.some((r) => r.instrument.collateralToken !== null);
      if (derivative) for (const bytes of riskMessages(sub, c.seq)) emitEntry('risk', bytes);
      emit({ subaccountId: sub, seq: c.seq, committed: true, entries });
    }
  });

  // Live unrealised PnL between trades: positions on symbols whose mark moved, throttled
  // per subaccount; these carry the current seq (no committed change, nothing to refetch).
  const markSentAt = new Map<number, number>();
  const markPending = new Map<number, Set<string>>();
  service.onMarks((symbols) => {
    if (listeners.size === 0) return;
    for (const p of service.state.positions.values()) {
      if (!symbols.has(p.symbol) || signDecimal(p.size) === 0) continue;
      let set = markPending.get(p.subaccountId);
      if (!set) markPending.set(p.subaccountId, (set = new Set()));
      set.add(p.symbol);
    }
    const t = now();
    for (const [sub, moved] of markPending) {
      const last = markSentAt.get(sub);
      if (last !== undefined && t - last < MARK_UPDATE_MILLIS && t >= last) continue;
      markPending.delete(sub);
      markSentAt.set(sub, t);
      const seq = service.state.settingsOf(sub).eventSeq;
      const views = positionsOf(service, sub).filter((v) => moved.has(v.position.symbol));
      if (views.length === 0) continue;
      const entries: PrivateEntry[] = views.map((v) => ({
        channel: 'positions',
        bytes: positionMessage(sub, seq, v, v.position),
      }));
      for (const bytes of riskMessages(sub, seq)) entries.push({ channel: 'risk', bytes });
      emit({ subaccountId: sub, seq, committed: false, entries });
    }
  });

  return {
    mayRead: (who, sub) => mayReadSubaccount(db, who, sub),
    async initial(topic) {
      const sub = topic.subaccountId;
      if (!accountOf.has(sub)) {
        const row = await db
          .selectFrom('subaccounts')
          .select('account_id')
          .where('id', '=', sub)
          .executeTakeFirst();
        accountOf.set(sub, row?.account_id ?? 0);
      }
      await service.idle();
      const seq = service.state.settingsOf(sub).eventSeq;
      return { seq, frames: initialFrames(topic.channel, sub, seq) };
    },
    onUpdate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  function initialFrames(channel: PrivateTopic['channel'], sub: number, seq: number): Buffer[] {
    switch (channel) {
      case 'orders':
        return [...service.records.values()]
          .filter((r) => r.subaccountId === sub)
          .sort((a, b) => a.order.priority - b.order.priority)
          .map((r) =>
            encodeServerMessage({
              orderUpdate: { ...head(sub, seq), order: toOrderData(r), serverTime: now() },
            }),
          );
      case 'fills':
        return [];
      case 'balances':
        return balanceMessages(sub, seq);
      case 'positions':
        return positionsOf(service, sub).map((v) => positionMessage(sub, seq, v, v.position));
      case 'risk':
        return riskMessages(sub, seq);
    }
  }
}
