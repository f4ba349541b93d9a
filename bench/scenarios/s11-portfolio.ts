// S11: opening the portfolio's performance page over a big history (issue 13): 180 days × 50
// tokens × 20 subaccounts of end-of-day snapshots (180,000 rows) in the real venue (createApp,
// PGlite, HTTP on localhost). Ours: GET /v4/portfolio_performance, the server sums per cut-off
// and subaccount in SQL and chains the return, the tab parses a small series. Naive: GET
// /v4/portfolio_snapshots, every snapshot row shipped to the tab, which sums and chains them
// itself. Both end with the same series; the final TWR and equity are compared every round.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  performanceSeries,
  PORTFOLIO_DAY_MS,
  sumByTime,
  type EquityPoint,
} from '../../domain/portfolio';
import { createApp, type VenueApp } from '../../server/app';
import { writeSubaccountTotals } from '../../server/portfolio/eod-store';
import { DEMO_TRADER } from '../../server/seed/demo-constants';
import { signIn, TEST_CSRF_KEY } from '../../server/testing/test-app';
import { parsePerformance } from '../../src/tab/portfolio/wire';
import { oursAtLeast, oursBetterBy } from '../harness/targets';
import type { MeasuredScenario, MetricSpec, PairContext, RoundValues, Way } from '../harness/types';

const SIZE: Readonly<Record<PairContext['size'], { days: number; tokens: number; subs: number }>> =
  {
    quick: { days: 30, tokens: 10, subs: 5 },
    full: { days: 180, tokens: 50, subs: 20 },
  };

const OPEN: MetricSpec = {
  key: 'openMillis',
  label: 'Performance page data: request to series in the tab',
  unit: 'ms',
  better: 'lower',
};
const BYTES: MetricSpec = {
  key: 'kilobytes',
  label: 'Bytes to the tab',
  unit: 'KiB',
  better: 'lower',
};

interface Stage {
  readonly venue: VenueApp;
  readonly baseUrl: string;
  readonly token: string;
  readonly window: { tStart: number; tEnd: number };
  readonly rows: number;
  dispose(): Promise<void>;
}

/** A venue whose trader's entity holds `subs` subaccounts × `tokens` tokens × `days` snapshots. */
export async function stage(size: { days: number; tokens: number; subs: number }): Promise<Stage> {
  const outboxDir = await mkdtemp(join(tmpdir(), 'bench-s11-'));
  // The test CSRF key: the bench signs in like the server tests do (server/testing/test-app.ts).
  const venue = await createApp({
    outboxDir,
    logger: false,
    marketAutostart: false,
    csrfKey: TEST_CSRF_KEY,
  });
  const { db } = venue;
  await db.deleteFrom('eod_subaccount_totals').execute();
  await db.deleteFrom('eod_prices').execute();
  await db.deleteFrom('eod_snapshots').execute();
  await db.deleteFrom('eod_runs').execute();
  const entity = await db
    .selectFrom('customers')
    .select('id')
    .where('name', '=', 'Northwind Capital LLC')
    .executeTakeFirstOrThrow();
  const existing = await db
    .selectFrom('subaccounts')
    .select(['id', 'account_id'])
    .where('entity_id', '=', entity.id)
    .where('can_read', '=', true)
    .orderBy('id')
    .execute();
  const subIds = existing.slice(0, size.subs).map((s) => s.id);
  const account = existing[0]?.account_id ?? 0;
  for (let i = subIds.length; i < size.subs; i++) {
    const row = await db
      .insertInto('subaccounts')
      .values({ account_id: account, entity_id: entity.id, name: `Bench ${i}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    subIds.push(row.id);
  }
  const last = Math.floor(Date.now() / PORTFOLIO_DAY_MS) * PORTFOLIO_DAY_MS - PORTFOLIO_DAY_MS;
  const first = last - (size.days - 1) * PORTFOLIO_DAY_MS;
  let rows = 0;
  for (let d = 0; d < size.days; d++) {
    const cutoff = first + d * PORTFOLIO_DAY_MS;
    await db
      .insertInto('eod_runs')
      .values({ cutoff, taken_at: cutoff, source: 'seed', rows: 0 })
      .execute();
    const batch = [];
    for (const [s, sub] of subIds.entries())
      for (let t = 0; t < size.tokens; t++) {
        const price = (10 + t) * (1 + 0.1 * Math.sin((d + t) / 9));
        const balance = 1000 + s * 10 + t;
        batch.push({
          cutoff,
          subaccount_id: sub,
          token: `T${String(t).padStart(2, '0')}`,
          balance: String(balance),
          price: price.toFixed(8),
          value_usd: (balance * price).toFixed(8),
          flow_usd: d % 7 === 0 ? (price * 5).toFixed(8) : '0',
        });
      }
    for (let i = 0; i < batch.length; i += 2000)
      await db
        .insertInto('eod_snapshots')
        .values(batch.slice(i, i + 2000))
        .execute();
    // The totals the venue writes with every cut-off's rows (server/portfolio/eod-store.ts).
    await writeSubaccountTotals(db, [cutoff]);
    rows += batch.length;
  }
  await venue.app.listen({ port: 0, host: '127.0.0.1' });
  const address = venue.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const token = await signIn({ app: venue.app, outboxDir }, DEMO_TRADER);
  return {
    venue,
    baseUrl: `http://127.0.0.1:${address.port}`,
    token,
    // A window that ends at the last cut-off: no live point, so both ways see the same data.
    window: { tStart: first, tEnd: last },
    rows,
    async dispose() {
      await venue.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

async function getText(s: Stage, path: string): Promise<string> {
  const q = `t_start=${s.window.tStart}&t_end=${s.window.tEnd}`;
  const res = await fetch(`${s.baseUrl}${path}?${q}`, {
    headers: { authorization: `Bearer ${s.token}` },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.text();
}

interface Outcome {
  twr: string;
  equity: string;
}

function check(reference: { value: Outcome | null }, got: Outcome, label: string): void {
  if (reference.value === null) reference.value = got;
  else if (reference.value.twr !== got.twr || reference.value.equity !== got.equity)
    throw new Error(
      `${label}: series differs (twr ${got.twr} vs ${reference.value.twr}, equity ${got.equity} vs ${reference.value.equity})`,
    );
}

function serverWay(s: Stage, reference: { value: Outcome | null }): Way {
  return {
    label: 'Server series (/v4/portfolio_performance)',
    async round(): Promise<RoundValues> {
      const start = performance.now();
      const text = await getText(s, '/v4/portfolio_performance');
      const report = parsePerformance(JSON.parse(text));
      const millis = performance.now() - start;
      const last = report.points[report.points.length - 1];
      check(
        reference,
        { twr: report.summary.twr, equity: (last?.equity ?? 0).toFixed(2) },
        this.label,
      );
      return { openMillis: millis, kilobytes: Buffer.byteLength(text) / 1024 };
    },
  };
}

/** Every snapshot row to the tab, which sums per cut-off and subaccount and chains the return. */
function naiveWay(s: Stage, reference: { value: Outcome | null }): Way {
  return {
    label: 'Every snapshot row to the tab (/v4/portfolio_snapshots)',
    async round(): Promise<RoundValues> {
      const start = performance.now();
      const text = await getText(s, '/v4/portfolio_snapshots');
      const body = JSON.parse(text) as {
        rows: {
          cutoff: number;
          subaccountId: number;
          value_usd: string;
          flow_usd: string;
          realised_usd: string;
          unrealised_usd: string;
        }[];
      };
      const bySub = new Map<number, EquityPoint[]>();
      for (const r of body.rows) {
        const list = bySub.get(r.subaccountId) ?? [];
        list.push({
          t: r.cutoff,
          value: Number(r.value_usd),
          flow: Number(r.flow_usd),
          realised: Number(r.realised_usd),
          unrealised: Number(r.unrealised_usd),
        });
        bySub.set(r.subaccountId, list);
      }
      const perSub = [...bySub.values()].map((rows) => sumByTime(rows));
      for (const rows of perSub) performanceSeries(rows); // the by-subaccount table
      const total = performanceSeries(sumByTime(perSub.flat()));
      const millis = performance.now() - start;
      const last = total[total.length - 1];
      check(
        reference,
        { twr: (last?.twr ?? 0).toFixed(8), equity: (last?.equity ?? 0).toFixed(2) },
        this.label,
      );
      return { openMillis: millis, kilobytes: Buffer.byteLength(text) / 1024 };
    },
  };
}

export const s11: MeasuredScenario = {
  kind: 'measured',
  id: 'S11',
  title: 'Portfolio performance page over 180 days × 50 tokens × 20 subaccounts of snapshots',
  meaning:
    'How long a treasurer waits for the performance page of a large portfolio, and how much ' +
    'the tab must download and keep: the server sends one point per day, not every row.',
  fullPlan: { warmup: 1, rounds: 7 },
  pairs: [
    {
      id: 'S11a',
      title: 'Server-computed series vs every snapshot row shipped to the tab',
      metrics: [OPEN, BYTES],
      async prepare({ size }) {
        const dims = SIZE[size];
        const s = await stage(dims);
        const reference: { value: Outcome | null } = { value: null };
        return {
          a: serverWay(s, reference),
          b: naiveWay(s, reference),
          settings: {
            'snapshot rows': s.rows,
            'days × tokens × subaccounts': `${dims.days} × ${dims.tokens} × ${dims.subs}`,
            venue: 'createApp (PGlite in memory), HTTP on 127.0.0.1, fetch + JSON.parse in Node',
            'correctness check':
              'final TWR (8 places) and equity (cents) equal in both ways, every round',
          },
          dispose: () => s.dispose(),
        };
      },
    },
  ],
  targets: [
    oursAtLeast('Performance data in the tab within 1 s', 'S11a', OPEN.key, 1000),
    oursBetterBy('At least 5× faster than shipping every row', 'S11a', OPEN.key, 5),
  ],
  notes: [
    'Measured in Node (fetch + JSON.parse + the tab parser / the tab-side sums), not in ' +
      'Chromium: chart drawing is the same small series in both ways once the data is in the tab.',
  ],
};
