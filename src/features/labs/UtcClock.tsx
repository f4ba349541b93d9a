// The Labs "UTC clock in the top bar" switch: the current UTC time to the second.
import { useEffect, useState } from 'react';
import { formatTimeUtc } from '../../../domain/dates';

export function UtcClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, []);
  return (
    <span className="labs-clock" data-testid="labs-utc-clock" aria-label="UTC time">
      {formatTimeUtc(now)} UTC
    </span>
  );
}
