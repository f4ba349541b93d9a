// Loading and failure states of a portfolio page.
import type { Loadable } from '../../tab/loadable';

export function PageState<T>({
  data,
  retry,
  children,
}: {
  readonly data: Loadable<T>;
  readonly retry: () => void;
  readonly children: (value: T) => React.ReactNode;
}) {
  const value =
    data.status === 'ready' ? data.value : data.status === 'idle' ? undefined : data.stale;
  if (value !== undefined) return <>{children(value)}</>;
  if (data.status === 'error')
    return (
      <div className="card pf-state" role="alert">
        <p>{data.message}</p>
        <button type="button" className="btn btn-sm" onClick={retry}>
          Retry
        </button>
      </div>
    );
  return (
    <div className="card pf-state skeleton" aria-busy="true" data-testid="portfolio-loading" />
  );
}

export function Stat({
  label,
  value,
  testId,
  tone,
  title,
}: {
  readonly label: string;
  readonly value: string;
  readonly testId?: string;
  readonly tone?: 'up' | 'down' | null;
  readonly title?: string;
}) {
  return (
    <div className="pf-stat card" title={title}>
      <span className="pf-stat-label">{label}</span>
      <span className={`pf-stat-value mono${tone ? ` pf-${tone}` : ''}`} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

export const toneOf = (v: string | number): 'up' | 'down' | null =>
  Number(v) > 0 ? 'up' : Number(v) < 0 ? 'down' : null;
