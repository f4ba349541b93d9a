// Post-trade reads (docs/post-trade.md "HTTP"): trade and fee statistics, the ledger's
// transactions and cashflows, the end-of-day dashboard and execution (EMS) records. Every read
// covers the caller's read selection (canRead subaccounts), narrowed by the query.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DAY_MS } from '../../domain/dates';
import { TRADE_STATISTICS_DEFAULT_DAYS } from '../../domain/constants';
import { addDecimal, subtractDecimal } from '../../domain/decimal';
import type { Grouping } from '../../domain/post-trade';
import { authOf } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { closedObject } from '../http/schemas';
import { LIQUIDATION_REASON } from '../orders/liquidation';
import { allPortfolioSubaccounts, type PortfolioSubaccount } from '../portfolio/accounts';
import { snapshotRowsOf } from '../portfolio/snapshot-read';
import { readableSubaccounts, refuse } from '../policy/policy';
import type { VenueServices } from '../services';
import { pageOf } from './allocation-routes';
import { snapshotCutoffs } from './eod-read';
import { isKindGroup, ledgerPage, linkOf, type KindGroup } from './ledger-read';
import { executions, statistics, tradeFact, weightedSlippage } from './statistics';
import {
  feeEntries,
  fillsOfOrders,
  ordersInWindow,
  spotPairs,
  tradeJournals,
} from './statistics-store';

const DATE = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
const IDS = { type: 'string', pattern: '^([1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,199})?$' } as const;
const PAGE = {
  offset: { type: 'string', pattern: '^[0-9]{1,7}$' },
  limit: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' },
} as const;
const READ = { access: { action: 'canRead' } } as const;
/** Execution records per answer (parents). */
const EMS_LIMIT = 500;

const dayOf = (text: string, field: string): number => {
  const t = Date.parse(`${text}T00:00:00Z`);
  if (!Number.isFinite(t)) throw new ApiError(400, 'VALIDATION', `${field} is not a date`, field);
  return t;
};

interface StatsQuery {
  timeGrouping?: Grouping;
  startDate?: string;
  endDate?: string;
  subaccount_ids?: string;
  venue_subaccount_map?: string;
}

export function registerPostTradeReadRoutes(app: FastifyInstance, deps: VenueServices): void {
  const { db, market, now } = deps;

  /** The readable subaccounts, narrowed to `ids` when given (naming an unreadable one: 403). */
  async function selection(
    request: FastifyRequest,
    ids: readonly number[],
    field: string,
  ): Promise<PortfolioSubaccount[]> {
    const auth = authOf(request);
    const readable = new Set((await readableSubaccounts(db, auth)).map((s) => s.id));
    for (const id of ids) if (!readable.has(id)) throw refuse.account(field);
    const wanted = ids.length > 0 ? new Set(ids) : readable;
    return (await allPortfolioSubaccounts(db, auth.entityId)).filter((s) => wanted.has(s.id));
  }
  const idList = (text: string | undefined) =>
    text === undefined || text === '' ? [] : text.split(',').map(Number);

  /** venue_subaccount_map: JSON {"venue": [ids]}; its ids join subaccount_ids. */
  function mapIds(text: string | undefined): number[] {
    if (text === undefined || text === '') return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const bad = () =>
      new ApiError(
        400,
        'VALIDATION',
        'venue_subaccount_map must map venues to lists of subaccount ids',
        'venue_subaccount_map',
      );
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw bad();
    const out: number[] = [];
    for (const v of Object.values(parsed as Record<string, unknown>)) {
      if (!Array.isArray(v)) throw bad();
      for (const id of v) {
        if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647)
          throw bad();
        out.push(id);
      }
    }
    return out;
  }

  async function statsWindow(request: FastifyRequest<{ Querystring: StatsQuery }>) {
    const q = request.query;
    const today = Math.floor(now() / DAY_MS) * DAY_MS;
    const from =
      q.startDate === undefined
        ? today - TRADE_STATISTICS_DEFAULT_DAYS * DAY_MS
        : dayOf(q.startDate, 'startDate');
    const to = (q.endDate === undefined ? today : dayOf(q.endDate, 'endDate')) + DAY_MS;
    if (to <= from) throw new ApiError(400, 'VALIDATION', 'endDate is before startDate', 'endDate');
    if (to - from > 400 * DAY_MS)
      throw new ApiError(400, 'VALIDATION', 'At most 400 days at a time', 'startDate');
    const subs = await selection(
      request,
      [...new Set([...idList(q.subaccount_ids), ...mapIds(q.venue_subaccount_map)])],
      'subaccount_ids',
    );
    return { from, to, grouping: q.timeGrouping ?? 'Day', subs };
  }

  const statsSchema = {
    querystring: closedObject(
      {
        timeGrouping: { enum: ['Day', 'Week', 'Month'] },
        startDate: DATE,
        endDate: DATE,
        subaccount_ids: IDS,
        venue_subaccount_map: { type: 'string', maxLength: 4000 },
      },
      [],
    ),
  };

  async function report(request: FastifyRequest<{ Querystring: StatsQuery }>) {
    const w = await statsWindow(request);
    const ids = w.subs.map((s) => s.id);
    const venue = new Map(w.subs.map((s) => [s.id, s.venueName]));
    const rates = market.conversionRates();
    const [journals, fees, pairs, orders] = await Promise.all([
      tradeJournals(db, ids, w.from, w.to),
      feeEntries(db, ids, w.from, w.to),
      spotPairs(db),
      ordersInWindow(db, ids, w.from, w.to, 5000),
    ]);
    const trades = journals.flatMap((j) => tradeFact(j, pairs, rates) ?? []);
    const stats = statistics({
      from: w.from,
      to: w.to,
      grouping: w.grouping,
      trades,
      fees,
      venueOf: (id) => venue.get(id) ?? 'unknown',
      rates,
    });
    const quoteOf = (symbol: string) => symbol.split(/[/-]/)[1] ?? 'USD';
    const execs = executions(
      orders,
      (symbol, at) => market.klines(symbol, '1m', { startTime: at, limit: 1 }),
      rates,
      quoteOf,
    );
    return {
      window: {
        startDate: new Date(w.from).toISOString().slice(0, 10),
        endDate: new Date(w.to - DAY_MS).toISOString().slice(0, 10),
        timeGrouping: w.grouping,
      },
      ...stats,
      slippage: {
        weighted_bps: weightedSlippage(execs),
        orders: execs.slice(0, 200).map((e) => ({
          order_id: e.order.id,
          symbol: e.order.symbol,
          side: e.order.side,
          order_type: e.order.orderType,
          created_at: e.order.createdAt,
          average_price: e.averagePrice,
          arrival_price: e.arrivalPrice,
          slippage_bps: e.slippageBps,
          notional_usd: Math.round(e.notionalUsd * 100) / 100,
        })),
      },
    };
  }

  app.get<{ Querystring: StatsQuery }>(
    '/uapi/v1/post_trade/statistics',
    { config: READ, schema: statsSchema },
    async (request) => {
      const r = await report(request);
      return {
        window: r.window,
        totals: {
          volume_usd: r.totals.volume_usd,
          count: r.totals.count,
          average_usd: r.totals.average_usd,
        },
        series: r.series.map(({ fees_usd: _f, ...rest }) => rest),
        by_token: r.by_token,
        by_venue: r.by_venue,
        slippage: r.slippage,
      };
    },
  );

  // The fees tab is behind the fee_statistics flag (spec 3.7, 6).
  app.get<{ Querystring: StatsQuery }>(
    '/uapi/v1/post_trade/statistics/fees',
    {
      config: { access: { action: 'canRead', feature: 'fee_statistics' } },
      schema: statsSchema,
    },
    async (request) => {
      const r = await report(request);
      return {
        window: r.window,
        totals: {
          fees_usd: r.totals.fees_usd,
          volume_usd: r.totals.volume_usd,
          fee_bps: r.totals.fee_bps,
        },
        series: r.series.map((s) => ({ t: s.t, fees_usd: s.fees_usd, volume_usd: s.volume_usd })),
        by_token: r.fees_by_token,
        by_venue: r.fees_by_venue,
      };
    },
  );

  app.get<{
    Querystring: {
      groups?: string;
      token?: string;
      from?: string;
      to?: string;
      subaccountIds?: string;
      offset?: string;
      limit?: string;
    };
  }>(
    '/uapi/v1/post_trade/ledger',
    {
      config: READ,
      schema: {
        querystring: closedObject(
          {
            groups: { type: 'string', pattern: '^[a-z]{1,20}(,[a-z]{1,20}){0,9}$' },
            token: { type: 'string', pattern: '^[A-Z0-9]{2,12}$' },
            from: { type: 'string', pattern: '^[0-9]{1,15}$' },
            to: { type: 'string', pattern: '^[0-9]{1,15}$' },
            subaccountIds: IDS,
            ...PAGE,
          },
          [],
        ),
      },
    },
    async (request) => {
      const q = request.query;
      const groups = q.groups === undefined ? null : q.groups.split(',');
      if (groups?.some((g) => !isKindGroup(g)))
        throw new ApiError(400, 'VALIDATION', 'Unknown transaction group', 'groups');
      const subs = await selection(request, idList(q.subaccountIds), 'subaccountIds');
      const byId = new Map(subs.map((s) => [s.id, s]));
      const page = await ledgerPage(db, {
        subaccountIds: subs.map((s) => s.id),
        groups: groups as KindGroup[] | null,
        token: q.token ?? null,
        from: q.from === undefined ? null : Number(q.from),
        to: q.to === undefined ? null : Number(q.to),
        ...pageOf(q),
      });
      return {
        total: page.total,
        totals: page.totals,
        rows: page.rows.map((r) => ({
          id: r.id,
          journal_id: r.journalId,
          time: r.time,
          subaccount_id: r.subaccountId,
          subaccount_name: byId.get(r.subaccountId)?.name ?? '',
          venue: byId.get(r.subaccountId)?.venueName ?? '',
          token: r.token,
          amount: r.amount,
          kind: r.kind,
          ref: r.ref,
          link: linkOf(r),
        })),
      };
    },
  );

  app.get<{ Querystring: { date?: string; compare?: string; subaccountIds?: string } }>(
    '/uapi/v1/post_trade/eod',
    {
      config: READ,
      schema: {
        querystring: closedObject({ date: DATE, compare: DATE, subaccountIds: IDS }, []),
      },
    },
    async (request) => {
      const q = request.query;
      const cutoffs = await snapshotCutoffs(db, 400);
      // The snapshot of day D is the one taken at the cut-off that ends D (00:00 UTC of D+1).
      const dayOfCutoff = (c: number) => new Date(c - DAY_MS).toISOString().slice(0, 10);
      const latest = cutoffs[0];
      const date = q.date ?? (latest === undefined ? null : dayOfCutoff(latest));
      const compare = q.compare ?? (cutoffs[1] === undefined ? null : dayOfCutoff(cutoffs[1]));
      const subs = await selection(request, idList(q.subaccountIds), 'subaccountIds');
      const ids = subs.map((s) => s.id);
      const rowsOf = async (d: string | null) => {
        if (d === null) return [];
        const c = dayOf(d, 'date') + DAY_MS;
        return snapshotRowsOf(db, ids, { tStart: c, tEnd: c });
      };
      const [a, b] = await Promise.all([rowsOf(date), rowsOf(compare)]);
      const byId = new Map(subs.map((s) => [s.id, s]));
      const keys = new Map<string, { sub: number; token: string }>();
      for (const r of [...a, ...b])
        keys.set(`${r.subaccountId}:${r.token}`, { sub: r.subaccountId, token: r.token });
      const find = (rows: typeof a, k: string) =>
        rows.find((r) => `${r.subaccountId}:${r.token}` === k);
      const rows = [...keys.entries()]
        .sort(([x], [y]) => (x < y ? -1 : 1))
        .map(([k, { sub, token }]) => {
          const x = find(a, k);
          const y = find(b, k);
          return {
            subaccount_id: sub,
            subaccount_name: byId.get(sub)?.name ?? '',
            venue: byId.get(sub)?.venueName ?? '',
            token,
            balance: x?.balance ?? '0',
            price: x?.price ?? null,
            value_usd: x?.value_usd ?? '0',
            flow_usd: x?.flow_usd ?? '0',
            compare_balance: y?.balance ?? '0',
            compare_value_usd: y?.value_usd ?? '0',
            change_usd: subtractDecimal(x?.value_usd ?? '0', y?.value_usd ?? '0'),
          };
        });
      const total = (f: 'value_usd' | 'compare_value_usd' | 'flow_usd') =>
        rows.reduce((s, r) => addDecimal(s, r[f]), '0');
      return {
        dates: cutoffs.map(dayOfCutoff),
        date,
        compare,
        totals: {
          value_usd: total('value_usd'),
          compare_value_usd: total('compare_value_usd'),
          change_usd: subtractDecimal(total('value_usd'), total('compare_value_usd')),
          flow_usd: total('flow_usd'),
        },
        rows,
      };
    },
  );

  app.get<{ Querystring: { tab?: string; startDate?: string; endDate?: string } }>(
    '/uapi/v1/post_trade/ems',
    {
      config: READ,
      schema: {
        querystring: closedObject(
          { tab: { enum: ['all', 'twap', 'liquidations'] }, startDate: DATE, endDate: DATE },
          [],
        ),
      },
    },
    async (request) => {
      const q = request.query;
      const today = Math.floor(now() / DAY_MS) * DAY_MS;
      const from =
        q.startDate === undefined ? today - 30 * DAY_MS : dayOf(q.startDate, 'startDate');
      const to = (q.endDate === undefined ? today : dayOf(q.endDate, 'endDate')) + DAY_MS;
      const subs = await selection(request, [], 'subaccountIds');
      const byId = new Map(subs.map((s) => [s.id, s]));
      const orders = await ordersInWindow(
        db,
        subs.map((s) => s.id),
        from,
        to,
        5000,
      );
      const rates = market.conversionRates();
      const quoteOf = (symbol: string) => symbol.split(/[/-]/)[1] ?? 'USD';
      const execs = new Map(
        executions(
          orders,
          (symbol, at) => market.klines(symbol, '1m', { startTime: at, limit: 1 }),
          rates,
          quoteOf,
        ).map((e) => [e.order.id, e]),
      );
      const tab = q.tab ?? 'all';
      const parents = orders
        .filter((o) => o.parentId === null)
        .filter((o) =>
          tab === 'twap'
            ? o.orderType === 'TWAP'
            : tab === 'liquidations'
              ? o.reason === LIQUIDATION_REASON
              : true,
        )
        .slice(0, EMS_LIMIT);
      const parentIds = new Set(parents.map((p) => p.id));
      const children = orders.filter((o) => o.parentId !== null && parentIds.has(o.parentId));
      const fills = await fillsOfOrders(db, [...parentIds, ...children.map((c) => c.id)]);
      const orderJson = (o: (typeof orders)[number]) => ({
        order_id: o.id,
        symbol: o.symbol,
        side: o.side,
        order_type: o.orderType,
        status: o.status,
        reason: o.reason,
        quantity: o.quantity,
        executed_quantity: o.executedQuantity,
        executed_notional: o.executedNotional,
        fee: o.fee,
        fee_token: o.feeToken,
        created_at: o.createdAt,
        updated_at: o.updatedAt,
      });
      return {
        window: {
          startDate: new Date(from).toISOString().slice(0, 10),
          endDate: new Date(to - DAY_MS).toISOString().slice(0, 10),
        },
        records: parents.map((p) => {
          const e = execs.get(p.id);
          const kids = children.filter((c) => c.parentId === p.id);
          const ids = new Set([p.id, ...kids.map((k) => k.id)]);
          return {
            ...orderJson(p),
            subaccount_id: p.subaccountId,
            subaccount_name: byId.get(p.subaccountId)?.name ?? '',
            number_of_slices: p.numberOfSlices,
            liquidation: p.reason === LIQUIDATION_REASON,
            average_price: e?.averagePrice ?? null,
            arrival_price: e?.arrivalPrice ?? null,
            slippage_bps: e?.slippageBps ?? null,
            slices: kids.map(orderJson),
            fills: fills
              .filter((f) => ids.has(f.order_id))
              .map((f) => ({
                fill_id: f.id,
                order_id: f.order_id,
                price: f.price,
                quantity: f.quantity,
                fee: f.fee,
                fee_token: f.fee_token,
                liquidity: f.liquidity,
                time: f.time,
              })),
          };
        }),
      };
    },
  );
}
