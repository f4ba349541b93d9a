// A form edits its own copy of what it loaded: it starts from the first settled answer (not a
// cached copy that is being loaded again) and later loads of the same read leave it alone.
import { useState } from 'react';
import type { Loadable } from '../../tab/loadable';

function settled<T>(l: Loadable<T>): T | null {
  return l.status === 'ready' && l.refreshing !== true ? l.value : null;
}

/** Null until `l` first settles; from then on that value, whatever `l` does. */
export function useFirstSettled<T>(l: Loadable<T>): T | null {
  const [first, setFirst] = useState<{ readonly value: T } | null>(null);
  const now = settled(l);
  if (first === null && now !== null) {
    // Stored during render (React's "information from previous renders"): no extra paint.
    setFirst({ value: now });
    return now;
  }
  return first === null ? null : first.value;
}
