// End-of-day snapshots (docs/portfolio.md): the eodsnapshot export is one cut-off (the last one
// at or before the window's end), the eod_snapshot_dashboard download every cut-off of the
// window; keyset pages over (cutoff, subaccount_id, token). The summary is the USD value per
// cut-off of the single-day export.
import { sql } from 'kysely';
import { addDecimal } from '../../../domain/decimal';
import { formatDateUtc } from '../../../domain/dates';
import { keysetPages, millis, nameOf, type ReportSource, type SourceContext } from '../source';
import { decimalCell, type Column, type SummaryLine } from '../table';

const COLUMNS: readonly Column[] = [
  { key: 'date', title: 'Date (UTC cut-off)', type: 'time', width: 80 },
  { key: 'subaccount', title: 'Subaccount', type: 'text', width: 110 },
  { key: 'token', title: 'Token', type: 'text', width: 50 },
  { key: 'balance', title: 'Balance', type: 'decimal', width: 90 },
  { key: 'price', title: 'Price (USD)', type: 'decimal', width: 80 },
  { key: 'valueUsd', title: 'Value (USD)', type: 'decimal', width: 90 },
  { key: 'flowUsd', title: 'Net Flow (USD)', type: 'decimal', width: 80 },
  { key: 'realisedUsd', title: 'Realised PnL (USD)', type: 'decimal', width: 80 },
  { key: 'unrealisedUsd', title: 'Unrealised PnL (USD)', type: 'decimal', width: 80 },
];

interface SnapshotRecord {
  cutoff: string | number;
  subaccount_id: number;
  token: string;
  balance: string;
  price: string | null;
  value_usd: string;
  flow_usd: string;
  realised_usd: string;
  unrealised_usd: string;
}

function snapshotSource(ctx: SourceContext, window: () => Promise<[number, number] | null>) {
  const subs = ctx.parameters.subaccountIds;
  const name = nameOf(ctx);
  const base = async () => {
    const w = await window();
    if (w === null || subs.length === 0) return null;
    return ctx.db
      .selectFrom('eod_snapshots')
      .where('subaccount_id', 'in', [...subs])
      .where('cutoff', '>=', w[0])
      .where('cutoff', '<=', w[1]);
  };
  const source: ReportSource = {
    columns: COLUMNS,
    async count() {
      const q = await base();
      if (q === null) return 0;
      return Number(
        (await q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow()).n,
      );
    },
    pages: () =>
      keysetPages<SnapshotRecord, (string | null)[]>(
        async (after, limit) => {
          const q0 = await base();
          if (q0 === null) return [];
          let q = q0.select([
            'cutoff',
            'subaccount_id',
            'token',
            'balance',
            'price',
            'value_usd',
            'flow_usd',
            'realised_usd',
            'unrealised_usd',
          ]);
          if (after !== null)
            q = q.where((eb) =>
              eb(
                eb.refTuple('cutoff', 'subaccount_id', 'token'),
                '>',
                eb.tuple(millis(after.cutoff), after.subaccount_id, after.token),
              ),
            );
          return q
            .orderBy('cutoff')
            .orderBy('subaccount_id')
            .orderBy('token')
            .limit(limit)
            .execute();
        },
        (s) => [
          // The cut-off is 00:00 UTC ending the day it describes: show that day.
          formatDateUtc(millis(s.cutoff) - 1),
          name(s.subaccount_id),
          s.token,
          decimalCell(s.balance),
          decimalCell(s.price),
          decimalCell(s.value_usd),
          decimalCell(s.flow_usd),
          decimalCell(s.realised_usd),
          decimalCell(s.unrealised_usd),
        ],
      ),
    async summary(): Promise<readonly SummaryLine[]> {
      const q = await base();
      if (q === null) return [];
      const rows = await q
        .select(['cutoff', sql<string>`sum(value_usd)::text`.as('value')])
        .groupBy('cutoff')
        .orderBy('cutoff')
        .execute();
      let total = '0';
      for (const r of rows) total = addDecimal(total, r.value);
      return rows.length === 1
        ? [{ label: 'Total value (USD)', values: [['USD', decimalCell(total) ?? '0']] }]
        : [
            {
              label: 'Total value per day (USD)',
              values: rows.map(
                (r) => [formatDateUtc(millis(r.cutoff) - 1), decimalCell(r.value) ?? '0'] as const,
              ),
            },
          ];
    },
  };
  return source;
}

/** The last cut-off at or before the window's end (or now). */
export function eodSnapshotSource(ctx: SourceContext): ReportSource {
  let cached: Promise<[number, number] | null> | null = null;
  const window = () =>
    (cached ??= (async () => {
      const end = ctx.parameters.to ?? ctx.now();
      const row = await ctx.db
        .selectFrom('eod_runs')
        .select(sql<string | null>`max(cutoff)::text`.as('c'))
        .where('cutoff', '<=', end)
        .executeTakeFirst();
      if (!row?.c) return null;
      const c = Number(row.c);
      return [c, c] as [number, number];
    })());
  return snapshotSource(ctx, window);
}

export function eodDashboardSource(ctx: SourceContext): ReportSource {
  const { from, to } = ctx.parameters;
  return snapshotSource(ctx, async () => [from ?? 0, to ?? ctx.now()]);
}
