// The simulator process and the markets that follow it, on the bus (issue 20, docs/scale-out.md
// "The simulator process"). The simulator publishes every step on `sim.step` (core NATS: at
// most once; steps are numbered, so a follower that misses one notices) and serves its state
// (`svc.sim.state`: books, marks, the latest candles) and older candles in chunks
// (`svc.sim.candles`). A follower subscribes first, then loads the state, then applies the
// steps it heard after the state's step; a gap, a book that does not check out, or a new
// simulator (another epoch) makes it load again, and what changed in the books reaches its
// listeners as ordinary deltas (followed-market.ts).
import type { Bus, BusSubscription } from '../bus/bus';
import { failureText } from '../bus/bus';
import type { MarketRuntime, FollowedFeed, MarketListener } from '../market-runtime/runtime';
import type { Timers, TimerHandle } from '../market-runtime/timers';
import {
  FollowedMarket,
  toWireCandle,
  type SimStateMessage,
  type SimStepMessage,
  type SimSymbolState,
  type WireCandle,
} from '../market/followed-market';
import { minuteOf } from '../market/klines';
import type { MarketEvent, MarkPriceMessage, SimInstrument } from '../market/types';
import { decodeJson, encodeJson } from './market-wire';

export const SIM_STEP_SUBJECT = 'sim.step';
export const SIM_STATE_SUBJECT = 'svc.sim.state';
export const SIM_CANDLES_SUBJECT = 'svc.sim.candles';
/** Candles per `svc.sim.candles` answer: a day of minutes, far below NATS's 1 MB message. */
export const CANDLE_CHUNK_MINUTES = 1440;
export const SIM_REQUEST_MILLIS = 5000;
/** A follower that could not load (no simulator yet, a timeout) tries again this soon. */
export const SIM_RETRY_MILLIS = 500;
/** Steps kept while a load is under way (a minute at the default 50 ms step). */
const MAX_BUFFERED_STEPS = 1200;

interface StateRequest {
  /** Candles from this minute on; null: the current minute only. */
  readonly fromMinute: number | null;
}

interface CandlesRequest {
  readonly symbol: string;
  readonly from: number;
  readonly to: number;
}

interface CandlesAnswer {
  readonly first: number;
  readonly candles: readonly WireCandle[];
}

/** A symbol's state with the first minute the simulator holds (where a history starts). */
type SymbolStateWithHeld = SimSymbolState & { readonly heldFrom: number };
type StateAnswer = SimStateMessage & { readonly symbols: readonly SymbolStateWithHeld[] };

/** The simulator process: every step published, the state and candles served. */
export async function publishSimulator(
  bus: Bus,
  runtime: MarketRuntime,
  continues?: SimStateMessage['continues'],
): Promise<() => Promise<void>> {
  const sim = runtime.simulator;
  if (!sim) throw new Error('publishSimulator needs a runtime that steps its own simulator');
  let step = 0;
  // The marks as sent (every statsEveryMillis), so a follower's mark is always one sent.
  const marks = new Map<string, MarkPriceMessage>();
  const off = runtime.onEvents((events) => {
    step += 1;
    for (const e of events) if (e.kind === 'markPrice') marks.set(e.message.symbol, e.message);
    const message: SimStepMessage = { epoch: sim.epoch, step, time: sim.now, events };
    bus.publish(SIM_STEP_SUBJECT, encodeJson(message));
  });
  // Both answers are built without an await, so they describe the state after `step` exactly.
  const state: BusSubscription = await bus.serve(SIM_STATE_SUBJECT, async (message) => {
    const { fromMinute } = decodeJson<StateRequest>(message.data);
    if (fromMinute !== null && !Number.isSafeInteger(fromMinute))
      throw new Error('fromMinute must be a minute number or null');
    const current = minuteOf(sim.now);
    const symbols: SymbolStateWithHeld[] = [];
    for (const symbol of sim.symbols) {
      const snapshot = sim.snapshot(symbol);
      const held = sim.minutes(symbol, fromMinute ?? current, current);
      const heldFrom = sim.firstMinute(symbol);
      if (!snapshot || !held || heldFrom === null) continue;
      symbols.push({
        snapshot,
        mark: marks.get(symbol) ?? sim.markPrice(symbol),
        first: held.first,
        candles: held.candles.map(toWireCandle),
        heldFrom,
      });
    }
    const answer: StateAnswer = {
      epoch: sim.epoch,
      ...(continues ? { continues } : {}),
      step,
      time: sim.now,
      capacityMinutes: sim.capacityMinutes,
      symbols,
    };
    return encodeJson(answer);
  });
  const candles: BusSubscription = await bus.serve(SIM_CANDLES_SUBJECT, async (message) => {
    const { symbol, from, to } = decodeJson<CandlesRequest>(message.data);
    if (typeof symbol !== 'string' || !Number.isSafeInteger(from) || !Number.isSafeInteger(to))
      throw new Error('malformed candles request');
    const held = sim.minutes(symbol, from, Math.min(to, from + CANDLE_CHUNK_MINUTES - 1));
    if (!held) throw new Error(`unknown symbol ${symbol}`);
    const answer: CandlesAnswer = { first: held.first, candles: held.candles.map(toWireCandle) };
    return encodeJson(answer);
  });
  return async () => {
    off();
    await state.unsubscribe();
    await candles.unsubscribe();
  };
}

export interface SimFollowerOptions {
  readonly timers: Timers;
  /** A line for the operator (waiting for the simulator, a reload). */
  readonly write?: (line: string) => void;
  readonly retryMillis?: number;
  /** False: resolve at once and load in the background (a standby simulator, which follows
   *  the active one when there is one). Default true: resolve once the first state is loaded. */
  readonly waitForFirstLoad?: boolean;
}

export interface SimFollower {
  readonly feed: FollowedFeed;
  readonly market: FollowedMarket;
  /** Loads done (the first, then one per gap or new simulator). */
  readonly loads: number;
  /** Resolves once the first state is loaded. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * A market following the simulator process. Resolves once the first state is loaded (it asks
 * again every `retryMillis` while no simulator answers).
 */
export async function followSimulator(
  bus: Bus,
  instruments: readonly SimInstrument[],
  options: SimFollowerOptions,
): Promise<SimFollower> {
  const market = new FollowedMarket(instruments);
  const listeners = new Set<MarketListener>();
  const retryMillis = options.retryMillis ?? SIM_RETRY_MILLIS;
  const emit = (events: readonly MarketEvent[]) => {
    for (const listener of listeners) listener(events);
  };
  /** Steps heard while a load is under way; null when none is. */
  let buffer: SimStepMessage[] | null = [];
  let loads = 0;
  let closed = false;
  let waiting = false;
  let retry: TimerHandle | null = null;
  let firstLoad: { resolve: () => void } | null = null;

  const apply = (step: SimStepMessage): boolean => {
    const result = market.apply(step);
    if (result.outcome === 'gap') return false;
    if (result.outcome === 'applied') emit(result.events);
    return true;
  };

  const load = async (): Promise<void> => {
    // A market already held asks only for the candles since its last minute.
    const holding = market.loaded;
    const fromMinute = holding ? minuteOf(market.now) - 1 : null;
    const ask = async (from: number | null) =>
      decodeJson<StateAnswer>(
        await bus.request(SIM_STATE_SUBJECT, encodeJson({ fromMinute: from }), SIM_REQUEST_MILLIS),
      );
    let state = await ask(fromMinute);
    const continuing = holding && state.continues?.epoch === market.epoch;
    // A standby that took over after what this market heard: its candles from where it resumed.
    if (continuing && state.continues && fromMinute !== null && state.continues.minute < fromMinute)
      state = await ask(state.continues.minute);
    const whole =
      state.epoch === market.epoch || continuing ? state : await withHistory(bus, state);
    emit(market.load(whole));
    loads += 1;
  };

  const reload = () => {
    if (buffer !== null || closed) return;
    buffer = [];
    void run();
  };

  const run = async (): Promise<void> => {
    for (;;) {
      try {
        await load();
      } catch (error) {
        if (closed) return;
        // Once per outage, not every retry.
        if (!waiting)
          options.write?.(`market simulator: no state yet (${failureText(error)}); waiting for it`);
        waiting = true;
        retry = options.timers.setTimeout(() => {
          retry = null;
          void run();
        }, retryMillis);
        return;
      }
      if (waiting) options.write?.('market simulator: following it');
      waiting = false;
      const heard = buffer ?? [];
      buffer = null;
      if (heard.every(apply)) break;
      buffer = []; // a gap among what was heard meanwhile: load again
    }
    firstLoad?.resolve();
    firstLoad = null;
  };

  const subscription = await bus.subscribe(SIM_STEP_SUBJECT, (message) => {
    const step = decodeJson<SimStepMessage>(message.data);
    if (buffer === null) {
      if (!apply(step)) reload();
      return;
    }
    buffer.push(step);
    // A load that takes long keeps the newest steps; one dropped shows as a gap and loads again.
    if (buffer.length > MAX_BUFFERED_STEPS) buffer.shift();
  });
  const loaded = new Promise<void>((resolve) => {
    firstLoad = { resolve };
    void run();
  });
  if (options.waitForFirstLoad ?? true) await loaded;
  return {
    market,
    feed: {
      market,
      onStep(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    get loads() {
      return loads;
    },
    ready: loaded,
    async close() {
      closed = true;
      if (retry) options.timers.clearTimeout(retry);
      listeners.clear();
      await subscription.unsubscribe();
    },
  };
}

/** A new simulator's state with each symbol's whole history before the state's candles. */
async function withHistory(bus: Bus, state: StateAnswer): Promise<StateAnswer> {
  const symbols: SymbolStateWithHeld[] = [];
  for (const s of state.symbols) {
    let first = s.heldFrom;
    let older: WireCandle[] = [];
    for (let from = s.heldFrom; from < s.first;) {
      const chunk = decodeJson<CandlesAnswer>(
        await bus.request(
          SIM_CANDLES_SUBJECT,
          encodeJson({ symbol: s.snapshot.symbol, from, to: s.first - 1 }),
          SIM_REQUEST_MILLIS,
        ),
      );
      // The ring moved on while asking: what was older than its new start is gone.
      if (chunk.first > from) {
        older = [];
        first = chunk.first;
      }
      older = older.concat(chunk.candles);
      if (chunk.candles.length === 0) break;
      from = chunk.first + chunk.candles.length;
    }
    symbols.push(
      first + older.length === s.first
        ? { ...s, first, candles: [...older, ...s.candles] }
        : { ...s },
    );
  }
  return { ...state, symbols };
}
