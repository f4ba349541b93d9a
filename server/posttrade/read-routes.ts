// Post-trade reads (docs/post-trade.md "HTTP"): trade and fee statistics and the ledger's
// transactions and cashflows (the EOD dashboard and EMS records are in history-routes.ts).
// Every read covers the caller's read selection (canRead subaccounts), narrowed by the query.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DAY_MS } from '../../domain/dates';
import { TRADE_STATISTICS_DEFAULT_DAYS } from '../../domain/constants';
import type { Grouping } from '../../domain/post-trade';
import { ApiError } from '../http/errors';
import { closedObject } from '../http/schemas';
import type { VenueServices } from '../services';
import { pageOf } from './allocation-routes';
import { isKindGroup, ledgerPage, linkOf, type KindGroup } from './ledger-read';
import { dayOf, DATE, IDS, idList, READ, selectionOf } from './read-common';
import { executions, statistics, tradeFact, weightedSlippage } from './statistics';
import { feeEntries, ordersInWindow, spotPairs, tradeJournals } from './statistics-store';

const PAGE = {
  offset: { type: 'string', pattern: '^[0-9]{1,7}$' },
  limit: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' },
} as const;

interface StatsQuery {
  timeGrouping?: Grouping;
  startDate?: string;
  endDate?: string;
  subaccount_ids?: string;
  venue_subaccount_map?: string;
}

export function registerPostTradeReadRoutes(app: FastifyInstance, deps: VenueServices): void {
  const { db, market, now } = deps;

  const selection = selectionOf(db);

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
}
