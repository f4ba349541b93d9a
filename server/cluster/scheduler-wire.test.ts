// The scheduler process in one process, on the in-process bus (issue 20): it runs treasury
// periods itself and the engine's memory follows each run's booking over the bus once
// (R-SCALE-17: through the outbox, after a relay that failed, after a reload that already read
// it); a cut-off is taken by the engine once however often the scheduler asks (R-SCALE-13).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDecimal, subtractDecimal } from '../../domain/decimal';
import { NoServerError, type Bus, type DurableMessage } from '../bus/bus';
import { InProcessBus } from '../bus/in-process';
import { cutoffAtOrBefore } from '../../domain/portfolio';
import { MemberEvents } from '../approvals/events';
import { realTimers } from '../market-runtime/timers';
import { EodTimetable } from '../portfolio/eod-job';
import { TreasuryCore } from '../treasury/core';
import { localTreasuryExecutor, TreasuryScheduler } from '../treasury/scheduler';
import { BOOKINGS_SUBJECT, BookingOutbox } from '../transfers/booking-feed';
import { createTestVenue, manualClock, type TestVenue } from '../testing/test-app';
import { dbBalance, subaccountId } from '../testing/wallet';
import { remoteTakeCutoff } from './scheduler-wire';

const DAY = 86_400_000;

describe('the scheduler process runs its timetable beside the engine (R-SCALE-13, R-SCALE-17)', () => {
  const clock = manualClock();
  const bus = new InProcessBus({ now: Date.now, timers: realTimers, onHandlerError: () => {} });
  // A bus nobody serves: the engine away (a takeover).
  const away = new InProcessBus({ now: Date.now, timers: realTimers, onHandlerError: () => {} });
  let venue: TestVenue;
  let otc = 0;
  let cold = 0;
  const relayErrors: unknown[] = [];

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

  /** The scheduler process's treasury: its own database work, its outbox on `on`. */
  const scheduler = (on: Bus) => {
    const outbox = new BookingOutbox(venue.db, on, (error) => relayErrors.push(error));
    const core = new TreasuryCore(venue.db, clock.now, outbox, new MemberEvents(venue.db));
    const timetable = new TreasuryScheduler({
      db: venue.db,
      now: clock.now,
      timers: realTimers,
      log: venue.app.log,
      executor: localTreasuryExecutor(core),
    });
    return { outbox, timetable };
  };
  /** A bus whose appends fail: the scheduler died between its commit and the append. */
  const broken: Bus = Object.assign(Object.create(bus) as Bus, {
    append: () => Promise.reject(new Error('the bus is away')),
  });

  const insertSweep = async (name: string) => {
    const entity = await venue.db
      .selectFrom('subaccounts')
      .select('entity_id')
      .where('id', '=', otc)
      .executeTakeFirstOrThrow();
    const creator = await venue.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const at = new Date(clock.now());
    return venue.db
      .insertInto('treasury_rules')
      .values({
        entity_id: entity.entity_id,
        name,
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
  };
  const outboxRows = () => venue.db.selectFrom('booking_outbox').selectAll().execute();
  const memory = (sub: number) => venue.orders.state.total(sub, 'USDC');
  /** Until memory holds `amount` (the bus delivers after the append resolves). */
  const memoryReaches = async (sub: number, amount: string) => {
    for (let i = 0; i < 100 && memory(sub) !== amount; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(memory(sub)).toBe(amount);
  };
  /** What the bus stores under ev.bookings. */
  const bookingsOnBus = async () => {
    const seen: DurableMessage[] = [];
    const sub = await bus.follow(BOOKINGS_SUBJECT, 1, (m) => {
      seen.push(m);
    });
    await new Promise((r) => setTimeout(r, 50));
    await sub.unsubscribe();
    return seen;
  };

  it("R-SCALE-17: a period run by the scheduler process is booked once in PostgreSQL and moves the engine's memory once", async () => {
    const rule = await insertSweep('Scheduler process sweep');
    const otcBefore = await dbBalance(venue, otc, 'USDC');
    const coldBefore = await dbBalance(venue, cold, 'USDC');
    expect(memory(otc)).toBe(otcBefore);
    const { outbox, timetable } = scheduler(bus);
    expect(await timetable.tick()).toBe(1);
    expect(await timetable.tick()).toBe(0);
    const runs = await venue.db
      .selectFrom('treasury_rule_runs')
      .select(['status', 'outcome'])
      .where('rule_id', '=', rule.id)
      .execute();
    expect(runs).toEqual([{ status: 'completed', outcome: 'transferred' }]);
    expect(await dbBalance(venue, otc, 'USDC')).toBe(subtractDecimal(otcBefore, '1'));
    expect(await dbBalance(venue, cold, 'USDC')).toBe(addDecimal(coldBefore, '1'));
    // The engine heard the booking: memory (what screens, the stream and orders read) follows.
    await memoryReaches(otc, subtractDecimal(otcBefore, '1'));
    await memoryReaches(cold, addDecimal(coldBefore, '1'));
    await outbox.relay();
    expect(await outboxRows()).toEqual([]);
    expect(await bookingsOnBus()).toHaveLength(1);
    // The same booking appended again under another message id (a relay after the bus's
    // de-duplication window): the engine knows it by its seqs and adds nothing.
    const [first] = await bookingsOnBus();
    if (!first) throw new Error('the run was appended');
    await bus.append(BOOKINGS_SUBJECT, first.data, 'the same booking again');
    await new Promise((r) => setTimeout(r, 100));
    expect(await bookingsOnBus()).toHaveLength(2);
    expect(memory(otc)).toBe(subtractDecimal(otcBefore, '1'));
    expect(memory(cold)).toBe(addDecimal(coldBefore, '1'));
    expect(relayErrors).toEqual([]);
  });

  it('R-SCALE-17: a booking whose append failed stays in the outbox and reaches the engine once, from the next relay, even after a reload read it', async () => {
    const otcBefore = await dbBalance(venue, otc, 'USDC');
    await insertSweep('Sweep relayed later');
    const { timetable } = scheduler(broken);
    expect(await timetable.tick()).toBe(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(relayErrors.length).toBeGreaterThan(0);
    expect(await dbBalance(venue, otc, 'USDC')).toBe(subtractDecimal(otcBefore, '1'));
    // Not heard: memory still has the balance before the run, and the row waits.
    expect(memory(otc)).toBe(otcBefore);
    const [row] = await outboxRows();
    expect(row).toBeDefined();
    // The next scheduler relays it: memory follows once.
    await new BookingOutbox(venue.db, bus, (e) => relayErrors.push(e)).relay();
    await memoryReaches(otc, subtractDecimal(otcBefore, '1'));
    expect(await outboxRows()).toEqual([]);

    // Another run left in the outbox, then the engine reloads (it reads the run's booking from
    // PostgreSQL), then the relay: the booking is not counted again.
    await insertSweep('Sweep loaded before it is heard');
    expect(await scheduler(broken).timetable.tick()).toBe(1);
    await venue.orders.reload();
    expect(memory(otc)).toBe(subtractDecimal(otcBefore, '2'));
    await new BookingOutbox(venue.db, bus, (e) => relayErrors.push(e)).relay();
    await new Promise((r) => setTimeout(r, 100));
    expect(await outboxRows()).toEqual([]);
    expect(memory(otc)).toBe(subtractDecimal(otcBefore, '2'));
    expect(memory(otc)).toBe(await dbBalance(venue, otc, 'USDC'));
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
