// Pieces the wallet panels share: a status in its spec 4 display class, and the load states.
import type { ReactNode } from 'react';
import { formatDateTimeUtc } from '../../../domain/dates';
import { statusDisplayClass } from '../../../domain/status';
import type { Loadable } from '../../tab/loadable';

/** A status pill: the class of `display` (spec 4), the text the server chose. */
export function StatusPill({ display, text }: { readonly display: string; readonly text: string }) {
  return (
    <span className={`status-pill ${statusDisplayClass(display)}`} data-testid="status-pill">
      {text}
    </span>
  );
}

/** The value of a read, or its loading / error line. */
export function Loaded<T>({
  data,
  children,
}: {
  readonly data: Loadable<T>;
  readonly children: (value: T) => ReactNode;
}) {
  if (data.status === 'ready') return <>{children(data.value)}</>;
  if ('stale' in data && data.stale !== undefined) return <>{children(data.stale)}</>;
  if (data.status === 'error')
    return (
      <p className="alert-error" role="alert">
        {data.message}
      </p>
    );
  return <p className="muted">Loading…</p>;
}

/** Spec 9: MM/DD/YYYY hh:mm:ss AM/PM in UTC. */
export const time = (iso: string): string => formatDateTimeUtc(Date.parse(iso));
