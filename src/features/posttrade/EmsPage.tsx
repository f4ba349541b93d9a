// EMS transactions (issue 16 item 5): execution records — parent orders with their child
// slices (TWAP) and fills, liquidation closes — with average price, arrival price and slippage,
// from what the order engine records (docs/post-trade.md "EMS transactions").
import { Fragment, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatDateTimeUtc } from '../../../domain/dates';
import { formatPrice } from '../../../domain/numbers';
import { emsQuery, type EmsRecord } from '../../tab/posttrade/wire';
import { useQuery } from '../../tab/react/query';
import { PageState } from '../portfolio/Outcome';
import { PostTradeShell, SubTabs } from './Shell';
import { ExportMenu } from '../downloads/ExportMenu';

export const EMS_TABS = [
  { key: 'all', label: 'All executions' },
  { key: 'twap', label: 'TWAP' },
  { key: 'liquidations', label: 'Liquidations' },
] as const;

/** The screen's window (as the server's): from 00:00 UTC 30 days before today. */
export const emsWindowStart = (now: number): string =>
  new Date(Math.floor(now / 86_400_000) * 86_400_000 - 30 * 86_400_000).toISOString().slice(0, 10);

export function EmsPage() {
  const { tab } = useParams();
  const [search] = useSearchParams();
  const current = EMS_TABS.find((t) => t.key === tab)?.key ?? 'all';
  const { data, refetch } = useQuery(useMemo(() => emsQuery(current), [current]));
  const [open, setOpen] = useState<string | null>(search.get('order'));
  const [windowStart] = useState(() => emsWindowStart(Date.now()));
  return (
    <PostTradeShell
      title="EMS transactions"
      subtitle="Parent orders with their slices and fills, average and arrival price, slippage (last 30 days)."
      testId="post-trade-ems"
    >
      <SubTabs base="/post-trade/ems-transactions" tabs={EMS_TABS} current={current} />
      <PageState data={data} retry={refetch}>
        {(records) => (
          <div className="card pf-card">
            <div className="pf-card-head">
              <h2 className="pf-card-title">Executions</h2>
              {/* The orders behind these records (parents and slices) over the same window. */}
              <ExportMenu
                kind="order_history_async_download"
                label="Export orders"
                startDate={windowStart}
                filters={{ orderScope: current }}
              />
            </div>
            <table className="pf-data" data-testid="pt-ems">
              <thead>
                <tr>
                  <th>Order</th>
                  <th>Created (UTC)</th>
                  <th>Subaccount</th>
                  <th>Market</th>
                  <th>Side</th>
                  <th>Type</th>
                  <th>Status</th>
                  <th className="num">Executed</th>
                  <th className="num">Avg price</th>
                  <th className="num">Arrival</th>
                  <th className="num">Slippage (bps)</th>
                  <th className="num">Slices / fills</th>
                </tr>
              </thead>
              <tbody>
                {records.length === 0 ? (
                  <tr>
                    <td colSpan={12}>
                      {current === 'liquidations'
                        ? 'No liquidation closes in the last 30 days'
                        : 'No executions in the last 30 days'}
                    </td>
                  </tr>
                ) : null}
                {records.map((r) => (
                  <Fragment key={r.orderId}>
                    <tr
                      className={`pt-clickable${open === r.orderId ? ' pt-selected' : ''}`}
                      onClick={() => setOpen(open === r.orderId ? null : r.orderId)}
                      data-testid="pt-ems-row"
                      data-type={r.orderType}
                    >
                      <td>{r.orderId}</td>
                      <td>{formatDateTimeUtc(r.createdAt)}</td>
                      <td>{r.subaccountName}</td>
                      <td>{r.symbol}</td>
                      <td>{r.side}</td>
                      <td>{r.liquidation ? `${r.orderType} (liquidation)` : r.orderType}</td>
                      <td>{r.status}</td>
                      <td className="num">
                        {r.executedQuantity} / {r.quantity}
                      </td>
                      <td className="num">
                        {r.averagePrice === null ? '—' : formatPrice(r.averagePrice)}
                      </td>
                      <td className="num">
                        {r.arrivalPrice === null ? '—' : formatPrice(r.arrivalPrice)}
                      </td>
                      <td
                        className={`num ${r.slippageBps !== null && r.slippageBps > 0 ? 'pt-neg' : 'pt-pos'}`}
                      >
                        {r.slippageBps === null ? '—' : r.slippageBps.toFixed(2)}
                      </td>
                      <td className="num">
                        {r.slices.length} / {r.fills.length}
                      </td>
                    </tr>
                    {open === r.orderId ? <Detail record={r} /> : null}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PageState>
    </PostTradeShell>
  );
}

function Detail({ record }: { readonly record: EmsRecord }) {
  return (
    <>
      {record.slices.map((s) => (
        <tr key={s.orderId} className="pt-nested" data-testid="pt-ems-slice">
          <td>↳ slice {s.orderId}</td>
          <td>{formatDateTimeUtc(s.createdAt)}</td>
          <td />
          <td>{s.symbol}</td>
          <td>{s.side}</td>
          <td>{s.orderType}</td>
          <td>{s.status}</td>
          <td className="num">{s.executedQuantity}</td>
          <td className="num">
            {Number(s.executedQuantity) > 0
              ? formatPrice(Number(s.executedNotional) / Number(s.executedQuantity))
              : '—'}
          </td>
          <td colSpan={3} />
        </tr>
      ))}
      {record.fills.map((f) => (
        <tr key={f.fillId} className="pt-nested" data-testid="pt-ems-fill">
          <td>· fill {f.fillId}</td>
          <td>{formatDateTimeUtc(f.time)}</td>
          <td colSpan={5}>
            order {f.orderId} · {f.liquidity} · fee {f.fee}
          </td>
          <td className="num">{f.quantity}</td>
          <td className="num">{formatPrice(f.price)}</td>
          <td colSpan={3} />
        </tr>
      ))}
    </>
  );
}

export default EmsPage;
