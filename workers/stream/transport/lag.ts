// The stream's lag: the round trip of a Ping to its Pong, as a decaying average (as lichess's
// socket keeps it): the first pongs of a connection weigh 1, 1/2, 1/3 and 1/4, so a new
// connection's first answers replace the old figure, and every later one weighs 1/10.
import type { Millis } from '../../types';

/** A round trip above this counts as this (one stuck pong should not rule the average). */
export const MAX_LAG_SAMPLE: Millis = 10_000;

export class LagMeter {
  private average: Millis | null = null;
  private pongs = 0;

  /** The average round trip, whole milliseconds; null before the first pong. */
  get millis(): Millis | null {
    return this.average === null ? null : Math.round(this.average);
  }

  /** One pong's round trip. */
  add(roundTrip: Millis): void {
    if (!Number.isFinite(roundTrip)) return;
    const sample = Math.min(Math.max(roundTrip, 0), MAX_LAG_SAMPLE);
    this.pongs += 1;
    const mix = this.pongs > 4 ? 0.1 : 1 / this.pongs;
    this.average = this.average === null ? sample : this.average + mix * (sample - this.average);
  }

  /** A new connection: its first pongs weigh fully again (the figure stays until then). */
  restart(): void {
    this.pongs = 0;
  }
}
