/** Epoch milliseconds from the server's clock; injected so tests can move time. */
export type EpochMillis = number;
export type Clock = () => EpochMillis;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
