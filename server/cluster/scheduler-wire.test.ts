// R-SCALE-13 (in one process, on the in-process bus): a venue with an external scheduler
// executes what the scheduler asks: a claimed treasury period run once however often it is
// asked, a cut-off taken once; while no engine serves, the claim stays in progress and the
// next tick finishes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDecimal, subtractDecimal } from '../../domain/decimal';
import { NoServerError } from '../bus/bus';
import { InProcessBus } from '../bus/in-process';
import { cutoffAtOrBefore } from '../../domain/portfolio';
import { realTimers } from '../market-runtime/timers';
import { EodTimetable } from '../portfolio/eod-job';
import { TreasuryScheduler } from '../treasury/scheduler';
import { createTestVenue, manualClock, type TestVenue } from '../testing/test-app';
import { dbBalance, subaccountId } from '../testing/wallet';
import { remoteTakeCutoff, remoteTreasuryExecutor } from './scheduler-wire';

const DAY = 86_400_000;

describe('R-SCALE-13 the scheduler process asks the engine to execute its timetable', () => {
  const clock = manualClock();
  const bus = new InProcessBus({ now: Date.now, timers: realTimers, onHandlerError: () => {} });
  // A bus nobody serves: the engine away (a takeover).
  const away = new InProcessBus({ now: Date.now, timers: realTimers, onHandlerError: () => {} });
  let venue: TestVenue;
  let otc = 0;
  let cold = 0;

  beforeAll(async () => {
    venue = await createTestVenue('pglite', {
      now: clock.now,
      walletAutostart: false,
      bus,
      externalScheduler: true,
    });
    otc = await subaccountId(venue, 'OTC Main');
    cold = await subaccountId(venue, 'Cold Vault');
  });
  afterAll(async () => {
    await venue?.dispose();
    await away.close();
  });

  const scheduler = (on: InProcessBus) =>
    new TreasuryScheduler({
      db: venue.db,
      now: clock.now,
      timers: realTimers,
      log: venue.app.log,
      executor: remoteTreasuryExecutor(on, 2_000),
    });

  it('R-SCALE-13: a due period claimed while the engine is away is run once when it serves again', async () => {
    const entity = await venue.db
      .selectFrom('subaccounts')
      .select('entity_id')
      .where('id', '=', otc)
      .executeTakeFirstOrThrow();
    const creator = await venue.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const at = new Date(clock.now());
    const rule = await venue.db
      .insertInto('treasury_rules')
      .values({
        entity_id: entity.entity_id,
        name: 'Scheduler process sweep',
        token: 'USDC',
        account_id: otc,
        counterparty_id: cold,
        trigger: JSON.stringify({
          type: 'TokenBalanceThresholdTrigger',
          direction: 'above',
          level: '1',
        }),
        action: JSON.stringify({ type: 'TransferTokenByFixedAmount', amount: '1' }),
        schedule: JSON.stringify({ type: 'PeriodicSchedule', every: 1, unit: 'days', at: '00:00' }),
        status: 'enabled',
        created_by: creator.id,
        created_at: at,
        updated_at: at,
        active_from: new Date(Math.floor(clock.now() / DAY) * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otcBefore = await dbBalance(venue, otc, 'USDC');
    const coldBefore = await dbBalance(venue, cold, 'USDC');
    const runsOf = () =>
      venue.db
        .selectFrom('treasury_rule_runs')
        .select(['id', 'status'])
        .where('rule_id', '=', rule.id)
        .execute();

    // The engine is away: the period is claimed (in PostgreSQL), its run cannot be asked for.
    await expect(scheduler(away).tick()).rejects.toBeInstanceOf(NoServerError);
    expect(await runsOf()).toEqual([{ id: expect.any(Number), status: 'in_progress' }]);
    expect(await dbBalance(venue, otc, 'USDC')).toBe(otcBefore);

    // The engine serves again: the unfinished run is finished once; asking again does nothing.
    const active = scheduler(bus);
    expect(await active.tick()).toBe(1);
    expect(await active.tick()).toBe(0);
    const [run] = await runsOf();
    expect(run?.status).toBe('completed');
    expect(await remoteTreasuryExecutor(bus).run(run?.id ?? 0)).toBe(false);
    expect(await dbBalance(venue, otc, 'USDC')).toBe(subtractDecimal(otcBefore, '1'));
    expect(await dbBalance(venue, cold, 'USDC')).toBe(addDecimal(coldBefore, '1'));
    // The order service's memory (what the screens and the stream read) moved with it.
    expect(venue.orders.state.total(otc, 'USDC')).toBe(subtractDecimal(otcBefore, '1'));
  });

  it('R-SCALE-13: a missing cut-off is taken once, by the engine, when the scheduler asks', async () => {
    const latest = cutoffAtOrBefore(clock.now());
    // As if the engine had died before taking it (the demo seed wrote every past cut-off).
    for (const table of [
      'eod_prices',
      'eod_subaccount_totals',
      'eod_snapshots',
      'eod_runs',
    ] as const)
      await venue.db.deleteFrom(table).where('cutoff', '=', latest).execute();
    const taken = () =>
      venue.db
        .selectFrom('eod_runs')
        .select(['cutoff', 'source'])
        .where('cutoff', '=', latest)
        .execute();
    const timetable = (on: InProcessBus) =>
      new EodTimetable({
        db: venue.db,
        now: clock.now,
        timers: realTimers,
        take: remoteTakeCutoff(on, 2_000),
      });
    await expect(timetable(away).catchUp()).rejects.toBeInstanceOf(NoServerError);
    expect(await taken()).toHaveLength(0);
    expect(await timetable(bus).catchUp()).toEqual([latest]);
    expect(await timetable(bus).catchUp()).toEqual([]);
    expect(await remoteTakeCutoff(bus)(latest, 'scheduled')).toBe(false);
    expect(await taken()).toEqual([{ cutoff: latest, source: 'catch_up' }]);
  });
});
