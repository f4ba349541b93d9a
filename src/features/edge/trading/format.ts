// Display helpers for the blotters: decimal strings stay strings (grouped, never floats).
import { formatDateTimeUtc, formatTimeUtc } from '../../../../domain/dates';
import { displayAmount, groupThousands } from '../../../../domain/numbers';

export const num = (s: string): string => (s === '' ? '—' : groupThousands(s));
/** An amount of a token, R-FMT-3 decimals, grouped: '-1,234.50'. */
export const money = (s: string, token: string): string => displayAmount(s, token) || '—';
export const time = (ms: number): string => (ms > 0 ? formatTimeUtc(ms) : '—');
export const dateTime = (ms: number): string => (ms > 0 ? formatDateTimeUtc(ms) : '—');

const STATUS_LABEL: Readonly<Record<string, string>> = {
  NEW: 'New',
  PARTIALLY_FILLED: 'Partially filled',
  FILLED: 'Filled',
  CANCELED: 'Canceled',
  REJECTED: 'Rejected',
  PENDING_CANCEL: 'Pending cancel',
  EXPIRED: 'Expired',
};

export const statusLabel = (s: string): string => STATUS_LABEL[s] ?? s;

/** Status colour class of spec 4's order statuses. */
export function statusTone(s: string): 'ok' | 'warn' | 'bad' | 'neutral' {
  if (s === 'FILLED') return 'ok';
  if (s === 'REJECTED' || s === 'EXPIRED' || s === 'CANCELED') return 'bad';
  if (s === 'PARTIALLY_FILLED' || s === 'PENDING_CANCEL') return 'warn';
  return 'neutral';
}

/** The venue's own order reasons in words: 'LIQUIDATION[: why]' (docs/orders.md "Liquidation"). */
export const reasonLabel = (reason: string): string =>
  reason.startsWith('LIQUIDATION') ? `Liquidation${reason.slice('LIQUIDATION'.length)}` : reason;
