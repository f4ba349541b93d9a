// Portfolio reads (docs/api.md "Portfolio", docs/portfolio.md): balances and their report,
// performance, positions, risk, credit and the raw end-of-day snapshots. All are reads of the
// caller's read selection (spec 5: only canRead subaccounts), narrowed by the query.
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import { defaultPerformanceWindow } from '../../domain/portfolio';
import { authOf } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { closedObject } from '../http/schemas';
import { positionJson } from '../orders/views';
import type { VenueServices } from '../services';
import { selectedSubaccounts, type SelectionQuery } from './accounts';
import { creditReport } from './credit-view';
import { holdingRows, holdingTotals, tokenTotals } from './holdings';
import { liveEquity } from './live';
import { walletHoldsOf } from './wallet-holds';
import { performanceReport, snapshotSums, withSpotRealised } from './performance';
import { spotRealisedByDay } from './spot-cost';
import { riskReport } from './risk';
import { positionsOf } from '../orders/views';
import { snapshotRowsOf, SNAPSHOT_ROWS_LIMIT } from './snapshot-read';
import { optionPositionsOf } from '../options/positions';
import { optionPositionJson } from './option-view';

const SELECTION = {
  subaccountIds: { type: 'string', pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,199}$' },
  venues: { type: 'string', pattern: '^[a-z_]{1,40}(,[a-z_]{1,40}){0,19}$' },
} as const;
const TIME = { type: 'string', pattern: '^[0-9]{1,15}$' } as const;
const WINDOW = { t_start: TIME, t_end: TIME } as const;

/** Reads of the caller's read selection: the role must grant canRead; subaccounts filtered. */
const READS = { access: { action: 'canRead' } } as const;

type WindowQuery = SelectionQuery & { t_start?: string; t_end?: string };

export const REPORT_COLUMNS = [
  'venue',
  'account',
  'subaccount',
  'token',
  'equity_balance',
  'available',
  'held',
  'price_usd',
  'value_usd',
] as const;

export function registerPortfolioRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'orders' | 'market' | 'now' | 'options'>,
): void {
  const { db, orders, market, now, options } = deps;

  function windowOf(q: WindowQuery) {
    const fallback = defaultPerformanceWindow(now());
    const tStart = q.t_start === undefined ? fallback.tStart : Number(q.t_start);
    const tEnd = q.t_end === undefined ? fallback.tEnd : Number(q.t_end);
    if (tEnd < tStart) throw new ApiError(400, 'VALIDATION', 't_end is before t_start', 't_end');
    return { tStart, tEnd };
  }

  async function holdings(query: SelectionQuery, request: Parameters<typeof authOf>[0]) {
    const subs = await selectedSubaccounts(db, authOf(request), query);
    const walletHolds = await walletHoldsOf(
      db,
      subs.map((s) => s.id),
    );
    await orders.idle();
    const rows = holdingRows(orders, subs, market.conversionRates(), walletHolds);
    const tokens = tokenTotals(rows);
    return { rows, tokens, totals: holdingTotals(tokens) };
  }

  app.get<{ Querystring: SelectionQuery }>(
    '/v4/portfolio_balance',
    { config: READS, schema: { querystring: closedObject(SELECTION, []) } },
    async (request) => ({
      serverTime: now(),
      base: 'USD',
      ...(await holdings(request.query, request)),
    }),
  );

  app.get<{ Querystring: SelectionQuery }>(
    '/v4/portfolio_balance/report',
    { config: READS, schema: { querystring: closedObject(SELECTION, []) } },
    async (request, reply) => {
      const { rows } = await holdings(request.query, request);
      const csv = stringify(
        rows.map((r) => [
          r.venueName,
          r.accountName,
          r.subaccountName,
          r.token,
          r.equity_balance,
          r.available,
          r.held,
          r.price ?? '',
          r.value_usd,
        ]),
        { header: true, columns: [...REPORT_COLUMNS] },
      );
      const day = new Date(now()).toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="portfolio-balance-${day}.csv"`)
        .send(csv);
    },
  );

  app.get<{ Querystring: WindowQuery }>(
    '/v4/portfolio_performance',
    { config: READS, schema: { querystring: closedObject({ ...SELECTION, ...WINDOW }, []) } },
    async (request) => {
      const window = windowOf(request.query);
      const subs = await selectedSubaccounts(db, authOf(request), request.query);
      const ids = subs.map((s) => s.id);
      const at = now();
      await orders.idle();
      const rates = market.conversionRates();
      const [sums, live, spot] = await Promise.all([
        snapshotSums(db, ids, window),
        at <= window.tEnd ? liveEquity(db, orders, ids, rates, at, options.pricer) : null,
        spotRealisedByDay(db, ids, Math.min(at, window.tEnd), rates),
      ]);
      const withSpot = withSpotRealised(sums, live, spot);
      return {
        serverTime: at,
        ...performanceReport(subs, withSpot.sums, withSpot.live, window),
      };
    },
  );

  app.get<{ Querystring: WindowQuery }>(
    '/v4/portfolio_snapshots',
    { config: READS, schema: { querystring: closedObject({ ...SELECTION, ...WINDOW }, []) } },
    async (request) => {
      const window = windowOf(request.query);
      const subs = await selectedSubaccounts(db, authOf(request), request.query);
      const rows = await snapshotRowsOf(
        db,
        subs.map((s) => s.id),
        window,
      );
      if (rows.length > SNAPSHOT_ROWS_LIMIT)
        throw new ApiError(
          400,
          'VALIDATION',
          'Too many snapshot rows: narrow the window',
          't_start',
        );
      return { serverTime: now(), rows };
    },
  );

  app.get<{ Querystring: SelectionQuery }>(
    '/v4/portfolio_positions',
    { config: READS, schema: { querystring: closedObject(SELECTION, []) } },
    async (request) => {
      const subs = await selectedSubaccounts(db, authOf(request), request.query);
      await orders.idle();
      const optionRows = optionPositionJson(
        await optionPositionsOf(
          db,
          subs.map((s) => s.id),
        ),
        subs,
        options.pricer,
        now(),
      );
      return {
        serverTime: now(),
        positions: subs
          .flatMap((s): Record<string, unknown>[] =>
            positionsOf(orders, s.id).map((v) => ({
              ...positionJson(s.id, v),
              subaccountName: s.name,
              venue: s.venue,
              venueName: s.venueName,
              productType: orders.instruments.get(v.position.symbol)?.productType ?? 'UNKNOWN',
            })),
          )
          .concat(optionRows),
      };
    },
  );

  app.get<{ Querystring: SelectionQuery }>(
    '/v4/portfolio_risk',
    { config: READS, schema: { querystring: closedObject(SELECTION, []) } },
    async (request) => {
      const subs = await selectedSubaccounts(db, authOf(request), request.query);
      await orders.idle();
      return { serverTime: now(), ...riskReport(orders, subs, market.conversionRates()) };
    },
  );

  app.get(
    '/v4/portfolio_credit',
    {
      config: { access: { action: 'canRead', feature: 'credit_loan_balance' } },
      schema: { querystring: closedObject({}, []) },
    },
    async (request) => ({
      serverTime: now(),
      ...(await creditReport(db, authOf(request).entityId, now())),
    }),
  );
}
