// The implied-vol surface the venue prices from: expiries × moneyness (K/F), each cell the vol,
// shaded from the lowest to the highest vol shown. Loaded when opened; keyed by underlying.
import { useMemo } from 'react';
import { volSurfaceQuery, type Underlying } from '../../tab/quotes/options';
import { useQuery } from '../../tab/react/query';

const pct = (v: string): string => {
  const n = Number(v);
  return v === '' || !Number.isFinite(n) ? '—' : `${(n * 100).toFixed(1)}%`;
};

export function VolSurfacePanel(props: { underlying: Underlying }) {
  const surface = useQuery(
    useMemo(() => volSurfaceQuery(props.underlying), [props.underlying]),
  ).data;

  if (surface.status === 'error')
    return (
      <div className="quotes-panel" data-testid="options-surface">
        <h2>Vol surface</h2>
        <p role="alert">{surface.message}</p>
      </div>
    );
  if (surface.status !== 'ready')
    return (
      <div className="quotes-panel" data-testid="options-surface">
        <h2>Vol surface</h2>
        <p className="quotes-muted">Loading…</p>
      </div>
    );
  const s = surface.value;
  const vols = s.expiries.flatMap((e) => e.points.map((p) => Number(p.vol)));
  const lo = Math.min(...vols);
  const hi = Math.max(...vols);
  const shade = (v: string) => {
    const t = hi > lo ? (Number(v) - lo) / (hi - lo) : 0;
    return { background: `rgb(20 184 166 / ${Math.round(6 + t * 34)}%)` };
  };
  return (
    <div className="quotes-panel" data-testid="options-surface">
      <h2>{s.underlying} vol surface · moneyness K/F</h2>
      <table className="options-table options-surface">
        <thead>
          <tr>
            <th>Expiry</th>
            <th>ATM</th>
            {s.moneyness.map((m) => (
              <th key={m}>{m}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {s.expiries.map((e) => (
            <tr key={e.expiry}>
              <td>{e.expiry.slice(0, 10)}</td>
              <td className="num">{pct(e.atmVol)}</td>
              {e.points.map((p) => (
                <td
                  key={p.moneyness}
                  className="num"
                  style={shade(p.vol)}
                  title={`Strike ${p.strike}`}
                >
                  {pct(p.vol)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
