// Workflow schedules of the assistant (docs/assistant.md "Schedules"): daily at a UTC time, or
// every N hours counted from 00:00 UTC. A schedule's periods are the instants it runs at; the
// server runs each period at most once.

export const SCHEDULE_KINDS = ['daily', 'hours'] as const;
export type WorkflowScheduleKind = (typeof SCHEDULE_KINDS)[number];

export interface WorkflowSchedule {
  readonly kind: WorkflowScheduleKind;
  /** daily: minutes after 00:00 UTC (0..1439). */
  readonly minuteOfDay: number;
  /** hours: the period in hours (1..168). */
  readonly everyHours: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The first period strictly after `t`. */
export function nextScheduledRun(s: WorkflowSchedule, t: number): number {
  if (s.kind === 'daily') {
    const today = Math.floor(t / DAY) * DAY + s.minuteOfDay * MINUTE;
    return today > t ? today : today + DAY;
  }
  const step = s.everyHours * HOUR;
  return (Math.floor(t / step) + 1) * step;
}

/** The latest period at or before `t`. */
export function currentScheduledRun(s: WorkflowSchedule, t: number): number {
  if (s.kind === 'daily') {
    const today = Math.floor(t / DAY) * DAY + s.minuteOfDay * MINUTE;
    return today <= t ? today : today - DAY;
  }
  const step = s.everyHours * HOUR;
  return Math.floor(t / step) * step;
}

/** "HH:MM" (UTC) ↔ minutes of the day; null when malformed. */
export function minuteOfDay(text: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export const timeOfDay = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export function scheduleLabel(s: WorkflowSchedule): string {
  return s.kind === 'daily'
    ? `Daily at ${timeOfDay(s.minuteOfDay)} UTC`
    : `Every ${s.everyHours} hour${s.everyHours === 1 ? '' : 's'}`;
}
