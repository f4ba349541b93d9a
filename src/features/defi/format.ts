// Small helpers of the DeFi screen: UTC times, APY text, a one-second tick, time left.
import { useEffect, useState } from 'react';
import { formatDateTimeUtc } from '../../../domain/dates';

export const when = (iso: string) => formatDateTimeUtc(Date.parse(iso));
export const apy = (bps: number) => `${(bps / 100).toFixed(2)} %`;

export function useSecondTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, []);
  return now;
}

/** Time left, e.g. "6 d 23 h" or "12 min". */
export function timeLeft(ms: number): string {
  if (ms <= 0) return 'ended';
  const min = Math.floor(ms / 60_000);
  if (min < 60) return `${Math.max(1, min)} min`;
  const h = Math.floor(min / 60);
  return h < 24 ? `${h} h ${min % 60} min` : `${Math.floor(h / 24)} d ${h % 24} h`;
}
