// Spec 7.2 / 8: ONE periodic sync per core (so one per browser in shared mode),
// on the first eligible moment and every 60 s while eligible. Eligible means a
// session token exists and some attached tab is on a route not excluded.
import { PERIODIC_SYNC_INTERVAL_MS, SYNC_ERROR_TEXT } from '../../domain/constants';
import type { CoreEvent, Millis, PeriodicSync } from '../types';
import { LOGOUT_ROUTE, isCoreFailure } from './errors';
import type { ResponseView } from './errors';
import type { Clock, TimerHandle, Timers } from './ports';
import { compareVersions } from './version';

export const PERIODIC_SYNC_PATH = '/uapi/v1/periodic_sync';
export const PERIODIC_SYNC_INTERVAL: Millis = PERIODIC_SYNC_INTERVAL_MS;
export { SYNC_ERROR_TEXT };

export interface SyncDeps {
  readonly clock: Clock;
  readonly timers: Timers;
  /** Runs GET periodic_sync; rejects with a CoreFailure or a network error. */
  readonly fetchSync: () => Promise<ResponseView>;
  readonly isEligible: () => boolean;
  /** Every sync outcome concerns every tab. */
  readonly emitAll: (event: CoreEvent) => void;
  readonly interval?: Millis;
}

function asRecord(value: unknown): Readonly<Record<string, unknown>> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Keeps the six fields of spec 7.2, with empty defaults for missing ones. */
export function normaliseSync(body: Readonly<Record<string, unknown>>): PeriodicSync {
  const tokens = body['blocked_prefunded_tokens'];
  return {
    blocked_prefunded_tokens: Array.isArray(tokens)
      ? tokens.filter((t): t is string => typeof t === 'string')
      : [],
    frontend_version: typeof body['frontend_version'] === 'string' ? body['frontend_version'] : '',
    enabled_properties: Object.fromEntries(
      Object.entries(asRecord(body['enabled_properties']) ?? {}).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    ),
    global_settings: { ...(asRecord(body['global_settings']) ?? {}) },
    partial_fills_enabled: body['partial_fills_enabled'] === true,
    ack_on_standing_orders_enabled: body['ack_on_standing_orders_enabled'] === true,
  };
}

export class PeriodicSyncRunner {
  private timer: TimerHandle | null = null;
  private running = false;
  private lastStartedAt: Millis | null = null;
  private runCount = 0;
  private latest: PeriodicSync | null = null;
  private firstVersion: string | null = null;
  private promptedVersion: string | null = null;
  private noticeOpen = false;
  private readonly interval: Millis;

  constructor(private readonly deps: SyncDeps) {
    this.interval = deps.interval ?? PERIODIC_SYNC_INTERVAL;
  }

  get runs(): number {
    return this.runCount;
  }

  get lastSync(): PeriodicSync | null {
    return this.latest;
  }

  /** Call whenever tabs, routes or the session change. */
  reevaluate(): void {
    if (!this.deps.isEligible()) {
      this.clearTimer();
      return;
    }
    if (this.running || this.timer !== null) return;
    const now = this.deps.clock.now();
    // Becoming eligible again soon after a run does not run early: the 60 s rhythm holds.
    const due = this.lastStartedAt === null ? now : this.lastStartedAt + this.interval;
    if (due <= now) {
      void this.run();
      return;
    }
    this.timer = this.deps.timers.setTimeout(() => {
      this.timer = null;
      void this.run();
    }, due - now);
  }

  stop(): void {
    this.clearTimer();
  }

  private clearTimer(): void {
    if (this.timer === null) return;
    this.deps.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private async run(): Promise<void> {
    if (!this.deps.isEligible()) return;
    this.running = true;
    this.runCount += 1;
    this.lastStartedAt = this.deps.clock.now();
    try {
      this.handle(await this.deps.fetchSync());
    } catch (error) {
      // Cancelled or blocked by the user's own action: nothing to report.
      if (!isCoreFailure(error)) this.deps.emitAll(toast(SYNC_ERROR_TEXT));
    } finally {
      this.running = false;
      this.reevaluate();
    }
  }

  private handle(response: ResponseView): void {
    const { status } = response;
    if (status === 403 || status === 401) {
      // 403: spec 8 silent logout. 401: the any-call rule of spec 8, also silent.
      this.deps.emitAll({ kind: 'navigate', to: LOGOUT_ROUTE, external: false });
      return;
    }
    const body = asRecord(response.body);
    if (status < 200 || status >= 300 || body === null) {
      this.deps.emitAll(toast(SYNC_ERROR_TEXT));
      return;
    }
    if (body['success'] === false) {
      this.noticeOpen = true;
      this.deps.emitAll({
        kind: 'blockingNotice',
        title: typeof body['title'] === 'string' ? body['title'] : '',
        message: typeof body['message'] === 'string' ? body['message'] : '',
      });
      return;
    }
    const sync = normaliseSync(body);
    this.latest = sync;
    if (this.noticeOpen) {
      this.noticeOpen = false;
      this.deps.emitAll({ kind: 'blockingNoticeCleared' });
    }
    this.deps.emitAll({ kind: 'sync', sync });
    this.checkVersion(sync.frontend_version);
  }

  /** Spec 4 "App version": the first version seen is kept; a higher one prompts a refresh. */
  private checkVersion(version: string): void {
    if (version === '') return;
    if (this.firstVersion === null) {
      this.firstVersion = version;
      return;
    }
    const reference = this.promptedVersion ?? this.firstVersion;
    if (compareVersions(version, reference) > 0) {
      this.promptedVersion = version;
      this.deps.emitAll({ kind: 'refreshPrompt' });
    }
  }
}

function toast(text: string): CoreEvent {
  return { kind: 'toast', text, tone: 'error' };
}
