// Focal (spec 2.3 /focal; docs/labs-focal.md): one token across the whole product on one page —
// live price, balances by venue and subaccount, open orders, recent Edge fills and OTC trades,
// treasury rules and pending requests that touch it, with the actions that apply to it.
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTimeUtc } from '../../../domain/dates';
import { groupThousands } from '../../../domain/numbers';
import { cell, focalQuery, focalTokensQuery, type FocalView } from '../../tab/labs/labs';
import type { Json } from '../../tab/queries/json';
import { useTicker } from '../../tab/react/market';
import { useQuery } from '../../tab/react/query';
import { SelectField } from '../../ui/fields';
import { LoadError, TableSkeleton } from '../admin/Outcome';
import '../admin/admin.css';
import './focal.css';

const DEFAULT_TOKEN = 'BTC';

export default function FocalPage() {
  const [params, setParams] = useSearchParams();
  const tokens = useQuery(focalTokensQuery);
  const list = tokens.data.status === 'ready' ? tokens.data.value : [];
  const token =
    params.get('token')?.toUpperCase() ??
    (list.includes(DEFAULT_TOKEN) ? DEFAULT_TOKEN : (list[0] ?? DEFAULT_TOKEN));
  const { data, refetch } = useQuery(focalQuery(token));
  return (
    <section className="focal" data-testid="focal-page">
      <header className="focal-head">
        <h1>Focal</h1>
        <SelectField
          label="Token"
          value={token}
          onChange={(t) => setParams({ token: t })}
          options={(list.includes(token) ? list : [token, ...list]).map((t) => ({
            value: t,
            label: t,
          }))}
          testId="focal-token"
        />
        <span className="muted">
          Everything about one token, across venues, trading and treasury.
        </span>
      </header>
      {data.status === 'error' && <LoadError message={data.message} onRetry={refetch} />}
      {data.status === 'loading' && !data.stale && <TableSkeleton rows={6} />}
      {(data.status === 'ready' || (data.status === 'loading' && data.stale)) && (
        <FocalBody view={data.status === 'ready' ? data.value : data.stale!} />
      )}
    </section>
  );
}

function PriceCard({ view }: { readonly view: FocalView }) {
  const usdPair = view.symbols.find((s) => s === `${view.token}/USD`) ?? null;
  return (
    <div className="card focal-card focal-price" data-testid="focal-price">
      <h2>Price</h2>
      {usdPair ? <LivePrice symbol={usdPair} /> : null}
      <p className="focal-figure">
        {view.usdPrice ? `$${groupThousands(view.usdPrice)}` : '—'}
        <span className="muted"> USD value per {view.token}</span>
      </p>
      <p className="focal-figure" data-testid="focal-total">
        {groupThousands(view.total)} {view.token}
        <span className="muted"> held in total</span>
      </p>
      <div className="focal-actions">
        {usdPair && <Link to={`/trading/dma`}>Trade on Edge</Link>}
        {usdPair && <Link to="/v2/trade/fxorderbook">Fusion</Link>}
        <Link to="/trading/rfq">RFQ</Link>
        <Link to="/wallet/withdraw">Withdraw</Link>
        <Link to="/wallet/deposit">Deposit</Link>
      </div>
    </div>
  );
}

function LivePrice({ symbol }: { readonly symbol: string }) {
  const t = useTicker(symbol);
  if (!t) return <p className="muted">Waiting for {symbol}…</p>;
  const up = !t.change.startsWith('-');
  return (
    <p className="focal-live" data-testid="focal-live">
      <span className="focal-last">{groupThousands(t.last)}</span>{' '}
      <span className={up ? 'bid' : 'ask'}>
        {up ? '+' : ''}
        {t.changePercent}% 24h
      </span>{' '}
      <span className="muted">
        {symbol} · bid {groupThousands(t.bestBid)} · ask {groupThousands(t.bestAsk)}
      </span>
    </p>
  );
}

function Table({
  title,
  rows,
  columns,
  empty,
  testId,
  wide = false,
}: {
  readonly wide?: boolean;
  readonly title: string;
  readonly rows: readonly Json[];
  readonly columns: readonly { label: string; render: (r: Json) => string; num?: boolean }[];
  readonly empty: string;
  readonly testId: string;
}) {
  return (
    <div className={`card focal-card${wide ? ' wide' : ''}`} data-testid={testId}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <table className="dense-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} className={c.num ? 'num' : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                {columns.map((c) => (
                  <td key={c.label} className={c.num ? 'num' : undefined}>
                    {c.render(r)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const time = (key: string) => (r: Json) => {
  const v = r[key];
  const ms = typeof v === 'number' ? v : Date.parse(String(v));
  return Number.isFinite(ms) ? formatDateTimeUtc(ms) : '';
};
const amount = (key: string) => (r: Json) => groupThousands(cell(r, key));

function FocalBody({ view }: { readonly view: FocalView }) {
  return (
    <div className="focal-grid">
      <PriceCard view={view} />
      <Table
        title="Balances by venue"
        testId="focal-balances"
        rows={view.balances}
        empty={`No ${view.token} on any account you can read.`}
        columns={[
          { label: 'Venue', render: (r) => cell(r, 'venue') },
          { label: 'Subaccount', render: (r) => cell(r, 'subaccount') },
          { label: 'Total', render: amount('total'), num: true },
          { label: 'Available', render: amount('available'), num: true },
        ]}
      />
      <Table
        title="Open orders"
        testId="focal-orders"
        rows={view.openOrders}
        empty="No open orders in this token."
        columns={[
          { label: 'Market', render: (r) => cell(r, 'symbol') },
          { label: 'Side', render: (r) => cell(r, 'side') },
          { label: 'Type', render: (r) => cell(r, 'orderType') },
          { label: 'Quantity', render: amount('quantity'), num: true },
          { label: 'Limit', render: amount('limitPrice'), num: true },
          { label: 'Status', render: (r) => cell(r, 'status') },
        ]}
      />
      <Table
        title="Recent Edge fills"
        wide
        testId="focal-fills"
        rows={view.fills}
        empty="No recent fills."
        columns={[
          { label: 'Time (UTC)', render: time('time') },
          { label: 'Market', render: (r) => cell(r, 'symbol') },
          { label: 'Side', render: (r) => cell(r, 'side') },
          { label: 'Price', render: amount('price'), num: true },
          { label: 'Quantity', render: amount('quantity'), num: true },
          { label: 'Fee', render: (r) => `${cell(r, 'fee')} ${cell(r, 'feeToken')}`, num: true },
        ]}
      />
      <Table
        title="Recent OTC trades (RFQ, RFS, Fusion)"
        wide
        testId="focal-otc"
        rows={view.otcTrades}
        empty="No recent OTC trades."
        columns={[
          { label: 'Time (UTC)', render: time('time') },
          { label: 'Source', render: (r) => cell(r, 'source') },
          { label: 'Market', render: (r) => cell(r, 'symbol') },
          { label: 'Side', render: (r) => cell(r, 'side') },
          { label: 'Price', render: amount('price'), num: true },
          { label: 'Quantity', render: amount('quantity'), num: true },
        ]}
      />
      <Table
        title="Treasury rules"
        testId="focal-rules"
        rows={view.treasuryRules}
        empty={`No treasury rule watches ${view.token}.`}
        columns={[
          { label: 'Rule', render: (r) => cell(r, 'name') },
          { label: 'Status', render: (r) => cell(r, 'status') },
        ]}
      />
      <Table
        title="Pending requests"
        testId="focal-requests"
        rows={view.pendingRequests}
        empty="Nothing waiting for approval."
        columns={[
          { label: 'Request', render: (r) => `#${cell(r, 'id')} ${cell(r, 'kind')}` },
          { label: 'Opened (UTC)', render: time('createdAt') },
          { label: 'USD', render: amount('amountUsd'), num: true },
          { label: 'Status', render: (r) => cell(r, 'status') },
        ]}
      />
    </div>
  );
}
