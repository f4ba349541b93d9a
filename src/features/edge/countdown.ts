// Display of a remaining duration as HH:MM:SS (funding countdown); negative counts as zero.
import type { Millis } from '../../../workers/api';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatCountdown(remaining: Millis): string {
  const total = Number.isFinite(remaining) && remaining > 0 ? Math.floor(remaining / 1000) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return `${pad(h)}:${pad(m)}:${pad(total % 60)}`;
}
