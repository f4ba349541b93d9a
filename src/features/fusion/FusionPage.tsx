// Fusion (docs/fusion.md): the consolidated book of a pair (Edge levels and OTC ladder tiers,
// each tagged with its source, ranked by all-in price), a ticket that reviews then sends one
// order the venue routes across both, and each order's parent/child breakdown. Live: the book
// and ladder are data-core streams; orders refresh on the private stream's order and balance
// events.
import { useMemo, useState, type FormEvent } from 'react';
import { formatDateTimeUtc } from '../../../domain/dates';
import type { ConsolidatedRow } from '../../../domain/fusion';
import { displayAmount, groupThousands } from '../../../domain/numbers';
import { stepDecimals } from '../../../domain/ticks';
import {
  consolidatedOf,
  FUSION_CHANGED,
  fusionOrdersQuery,
  fusionSetupQuery,
  placeFusionCall,
  type FusionMarket,
  type FusionOrder,
  type FusionSetup,
} from '../../tab/fusion/fusion';
import { useBook } from '../../tab/react/market';
import { usePermissions } from '../../tab/react/permissions';
import { useMutation, useQuery } from '../../tab/react/query';
import { AmountField, SelectField } from '../../ui/fields';
import { LoadError, TableSkeleton } from '../admin/Outcome';
import { useLadder } from '../rfs/useLadder';
import '../admin/admin.css';
import './fusion.css';

const ROWS = 10;
const DEFAULT_SYMBOL = 'BTC/USD';

export default function FusionPage() {
  const { data, refetch } = useQuery(fusionSetupQuery);
  return (
    <section className="fusion" data-testid="fusion-page">
      <header className="fusion-head">
        <h1>Fusion</h1>
        <p className="muted">
          One book and one order across the Edge order book and our OTC streaming liquidity. Each
          level shows its source and its all-in price, fees included; the venue routes your order to
          the best all-in price and shows where each part filled.
        </p>
      </header>
      {data.status === 'error' && <LoadError message={data.message} onRetry={refetch} />}
      {data.status === 'loading' && <TableSkeleton rows={6} />}
      {data.status === 'ready' &&
        (data.value.markets.length === 0 ? (
          <p className="empty-state">No pair is traded on both Edge and OTC.</p>
        ) : (
          <FusionWorkspace setup={data.value} />
        ))}
    </section>
  );
}

function FusionWorkspace({ setup }: { readonly setup: FusionSetup }) {
  // BTC/USD first when offered: the deepest pair of both sources.
  const [symbol, setSymbol] = useState(
    setup.markets.find((m) => m.symbol === DEFAULT_SYMBOL)?.symbol ??
      setup.markets[0]?.symbol ??
      '',
  );
  const market = setup.markets.find((m) => m.symbol === symbol) ?? setup.markets[0];
  if (!market) return null;
  return (
    <>
      <div className="fusion-grid">
        <ConsolidatedLadder setup={setup} market={market} onSymbol={setSymbol} />
        {/* A new pair starts a new ticket (nothing reviewed carries over). */}
        <FusionTicket key={market.symbol} setup={setup} market={market} />
      </div>
      <FusionOrders />
    </>
  );
}

function ConsolidatedLadder({
  setup,
  market,
  onSymbol,
}: {
  readonly setup: FusionSetup;
  readonly market: FusionMarket;
  readonly onSymbol: (s: string) => void;
}) {
  const book = useBook(market.symbol, ROWS, 1);
  const ladder = useLadder(market.symbol);
  const merged = useMemo(
    () =>
      consolidatedOf(
        book,
        ladder,
        { edgeFeeBps: setup.edgeFeeBps, otcFeeBps: setup.otcFeeBps },
        ROWS,
      ),
    [book, ladder, setup.edgeFeeBps, setup.otcFeeBps],
  );
  const priceDp = stepDecimals(market.tickSize);
  const asks = merged.asks.slice(0, ROWS);
  const bids = merged.bids.slice(0, ROWS);
  const live = book !== null && ladder !== null;
  return (
    <section className="card fusion-book" data-testid="fusion-book" aria-label="Consolidated book">
      <div className="fusion-book-head">
        <h2>Consolidated book</h2>
        <SelectField
          label="Pair"
          value={market.symbol}
          onChange={onSymbol}
          options={setup.markets.map((m) => ({ value: m.symbol, label: m.displayName }))}
          testId="fusion-symbol"
        />
        <span className={`fusion-live${live ? '' : ' warn'}`} role="status">
          {live ? 'Live' : book === null ? 'Waiting for book…' : 'Waiting for OTC ladder…'}
        </span>
      </div>
      <p className="muted fusion-legend">
        <span className="fusion-tag edge">EDGE</span> book level, all-in includes the{' '}
        {setup.edgeFeeBps / 100}% taker fee · <span className="fusion-tag otc">OTC</span> streamed
        price for the whole size up to the tier, spread included
      </p>
      <table className="dense-table fusion-ladder">
        <thead>
          <tr>
            <th>Source</th>
            <th className="num">Price ({market.quoteToken})</th>
            <th className="num">All-in</th>
            <th className="num">Size ({market.baseToken})</th>
          </tr>
        </thead>
        <tbody data-testid="fusion-asks">
          {[...asks].reverse().map((r, i) => (
            <LadderRow key={`a${i}`} row={r} side="ask" dp={priceDp} />
          ))}
        </tbody>
        <tbody>
          <tr className="fusion-mid">
            <td colSpan={4}>
              {asks[0] && bids[0]
                ? `Best all-in: bid ${groupThousands(bids[0].allInPrice)} (${bids[0].source}) · ask ${groupThousands(asks[0].allInPrice)} (${asks[0].source})`
                : '—'}
            </td>
          </tr>
        </tbody>
        <tbody data-testid="fusion-bids">
          {bids.map((r, i) => (
            <LadderRow key={`b${i}`} row={r} side="bid" dp={priceDp} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function LadderRow({
  row,
  side,
  dp,
}: {
  readonly row: ConsolidatedRow;
  readonly side: 'bid' | 'ask';
  readonly dp: number;
}) {
  return (
    <tr className={`fusion-row ${side}`} data-testid="fusion-level" data-source={row.source}>
      <td>
        <span className={`fusion-tag ${row.source === 'EDGE' ? 'edge' : 'otc'}`}>{row.source}</span>
      </td>
      <td className={`num ${side}`}>{groupThousands(fixed(row.price, dp))}</td>
      <td className="num">{groupThousands(fixed(row.allInPrice, Math.max(dp, 2) + 2))}</td>
      <td className="num">
        {row.source === 'OTC' ? '≤ ' : ''}
        {groupThousands(row.size)}
      </td>
    </tr>
  );
}

/** Pads or cuts a decimal string to `dp` places for column alignment (display only). */
function fixed(s: string, dp: number): string {
  const [i, f = ''] = s.split('.');
  if (dp === 0) return i ?? '0';
  return `${i}.${(f + '0'.repeat(dp)).slice(0, dp)}`;
}

type Phase = 'editing' | 'confirming' | 'sending';

function newClientId(): string {
  return `fu-${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
}

function FusionTicket({
  setup,
  market,
}: {
  readonly setup: FusionSetup;
  readonly market: FusionMarket;
}) {
  const [side, setSide] = useState<'BUY' | 'SELL'>('BUY');
  const [orderType, setOrderType] = useState<'MARKET' | 'LIMIT'>('MARKET');
  const [tif, setTif] = useState<'IOC' | 'GTC'>('IOC');
  const [quantity, setQuantity] = useState('');
  const [limitPrice, setLimitPrice] = useState('');
  const [edgeId, setEdgeId] = useState(String(setup.edgeAccounts[0]?.subaccountId ?? ''));
  const [otcId, setOtcId] = useState(String(setup.otcAccounts[0]?.subaccountId ?? ''));
  const [phase, setPhase] = useState<Phase>('editing');
  // One client order id per reviewed order: a resend after a lost answer is the same order.
  const [clientId, setClientId] = useState(newClientId);
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const mutation = useMutation();
  const { actions, settled } = usePermissions();
  // The venue refuses too (403); saying it here spares a reviewed order that cannot go.
  const mayTrade = !settled || actions.includes('canTrade');
  const buy = side === 'BUY';

  const qtyOk = Number(quantity) > 0;
  const limitOk = orderType === 'MARKET' || Number(limitPrice) > 0;
  const canReview = qtyOk && limitOk && edgeId !== '' && phase === 'editing';

  async function send() {
    setPhase('sending');
    const r = await mutation.run<{ order: unknown; repeated: boolean }>(
      placeFusionCall({
        clientOrderId: clientId,
        symbol: market.symbol,
        side,
        orderType,
        timeInForce: tif,
        quantity: quantity.endsWith('.') ? quantity.slice(0, -1) : quantity,
        limitPrice: limitPrice.endsWith('.') ? limitPrice.slice(0, -1) : limitPrice,
        edgeSubaccountId: Number(edgeId),
        otcSubaccountId: otcId === '' ? null : Number(otcId),
      }),
      FUSION_CHANGED,
    );
    setPhase('editing');
    if (r.ok) {
      setResult({ tone: 'ok', text: 'Order routed — see the breakdown below' });
      setClientId(newClientId());
      setQuantity('');
    } else setResult({ tone: 'error', text: r.error });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (phase === 'confirming') void send();
    else if (canReview) setPhase('confirming');
  }

  return (
    <form
      className="card fusion-ticket"
      onSubmit={submit}
      data-testid="fusion-ticket"
      aria-label="Fusion order ticket"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && phase === 'confirming') setPhase('editing');
      }}
    >
      <h2>Order</h2>
      <div className="fusion-sides" role="group" aria-label="Side">
        <button
          type="button"
          className={`fusion-side buy${buy ? ' active' : ''}`}
          aria-pressed={buy}
          onClick={() => setSide('BUY')}
          data-testid="fusion-buy"
        >
          Buy
        </button>
        <button
          type="button"
          className={`fusion-side sell${buy ? '' : ' active'}`}
          aria-pressed={!buy}
          onClick={() => setSide('SELL')}
          data-testid="fusion-sell"
        >
          Sell
        </button>
      </div>
      <SelectField
        label="Order type"
        value={orderType}
        onChange={(v) => {
          setOrderType(v === 'LIMIT' ? 'LIMIT' : 'MARKET');
          if (v !== 'LIMIT') setTif('IOC');
        }}
        options={[
          { value: 'MARKET', label: 'Market (IOC)' },
          { value: 'LIMIT', label: 'Limit' },
        ]}
        testId="fusion-type"
      />
      {orderType === 'LIMIT' && (
        <>
          <AmountField
            label={`Limit price (${market.quoteToken})`}
            value={limitPrice}
            onChange={setLimitPrice}
            decimals={stepDecimals(market.tickSize)}
            testId="fusion-limit"
          />
          <SelectField
            label="Remainder"
            value={tif}
            onChange={(v) => setTif(v === 'GTC' ? 'GTC' : 'IOC')}
            options={[
              { value: 'IOC', label: 'Cancel what cannot fill now (IOC)' },
              { value: 'GTC', label: 'Rest the remainder on Edge (GTC)' },
            ]}
            testId="fusion-tif"
          />
        </>
      )}
      <AmountField
        label={`Quantity (${market.baseToken})`}
        value={quantity}
        onChange={setQuantity}
        decimals={stepDecimals(market.lotSize)}
        testId="fusion-quantity"
      />
      <SelectField
        label="Edge account"
        value={edgeId}
        onChange={setEdgeId}
        options={setup.edgeAccounts.map((a) => ({
          value: String(a.subaccountId),
          label: a.displayText,
        }))}
        testId="fusion-edge-account"
      />
      <SelectField
        label="OTC account"
        value={otcId}
        onChange={setOtcId}
        options={setup.otcAccounts.map((a) => ({
          value: String(a.subaccountId),
          label: a.displayText,
        }))}
        testId="fusion-otc-account"
      />
      {!mayTrade ? (
        <p className="ticket-note" role="alert" data-testid="fusion-no-trade">
          Your role does not allow trading. The consolidated book and your entity&apos;s Fusion
          orders stay visible.
        </p>
      ) : setup.edgeAccounts.length === 0 ? (
        <p className="ticket-note" role="alert" data-testid="fusion-no-account">
          No Edge account that can trade spot. Fusion needs a subaccount with trade permission.
        </p>
      ) : phase === 'confirming' ? (
        <div
          className="fusion-confirm"
          role="alertdialog"
          aria-label="Confirm order"
          data-testid="fusion-confirm"
        >
          <p>
            {buy ? 'Buy' : 'Sell'} <b className="num">{quantity}</b> {market.baseToken}{' '}
            {orderType === 'MARKET' ? 'at market' : `limit ${limitPrice} (${tif})`}, routed across
            Edge and OTC to the best all-in price.
          </p>
          <div className="fusion-row-buttons">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => setPhase('editing')}
            >
              Back <kbd>Esc</kbd>
            </button>
            <button
              type="submit"
              className={`btn btn-sm fusion-submit ${buy ? 'buy' : 'sell'}`}
              data-testid="fusion-confirm-send"
            >
              Confirm <kbd>Enter</kbd>
            </button>
          </div>
        </div>
      ) : (
        <button
          type="submit"
          className={`fusion-submit ${buy ? 'buy' : 'sell'}`}
          disabled={!canReview}
          data-testid="fusion-submit"
        >
          {phase === 'sending' ? 'Routing…' : `Review ${buy ? 'buy' : 'sell'} ${market.baseToken}`}
        </button>
      )}
      {result && (
        <p className={`fusion-result ${result.tone}`} role="status" data-testid="fusion-result">
          {result.text}
        </p>
      )}
    </form>
  );
}

function FusionOrders() {
  const { data, refetch } = useQuery(fusionOrdersQuery);
  const [open, setOpen] = useState<number | null>(null);
  const orders = data.status === 'ready' ? data.value : null;
  const shown = open ?? orders?.[0]?.id ?? null;
  return (
    <section className="card fusion-orders" data-testid="fusion-orders">
      <header className="admin-card-head">
        <h2>Fusion orders</h2>
        <span className="muted">Parent orders and where each part filled</span>
      </header>
      {data.status === 'error' && <LoadError message={data.message} onRetry={refetch} />}
      {data.status === 'loading' && <TableSkeleton rows={3} />}
      {orders !== null &&
        (orders.length === 0 ? (
          <p className="empty-state" data-testid="fusion-orders-empty">
            No Fusion orders yet. An order you place here is split between the Edge book and OTC,
            and its breakdown shows up in this list.
          </p>
        ) : (
          <table className="dense-table" data-testid="fusion-orders-table">
            <thead>
              <tr>
                <th>Time (UTC)</th>
                <th>Pair</th>
                <th>Side</th>
                <th>Type</th>
                <th className="num">Quantity</th>
                <th className="num">Filled</th>
                <th className="num">All-in avg</th>
                <th className="num">Improvement</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <OrderRows
                  key={o.id}
                  order={o}
                  open={shown === o.id}
                  onToggle={() => setOpen(shown === o.id ? -1 : o.id)}
                />
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}

function OrderRows({
  order,
  open,
  onToggle,
}: {
  readonly order: FusionOrder;
  readonly open: boolean;
  readonly onToggle: () => void;
}) {
  const quote = order.symbol.split('/')[1] ?? '';
  return (
    <>
      <tr
        className="fusion-order-row"
        data-testid="fusion-order"
        data-status={order.status}
        onClick={onToggle}
        aria-expanded={open}
      >
        <td className="mono">{formatDateTimeUtc(order.createdAt)}</td>
        <td>{order.symbol}</td>
        <td className={order.side === 'BUY' ? 'bid' : 'ask'}>{order.side}</td>
        <td>
          {order.orderType}
          {order.orderType === 'LIMIT' ? ` ${order.limitPrice} ${order.timeInForce}` : ''}
        </td>
        <td className="num">{groupThousands(order.quantity)}</td>
        <td className="num">{groupThousands(order.executedQuantity)}</td>
        <td className="num">{order.allInPrice ? groupThousands(order.allInPrice) : '—'}</td>
        <td className="num" data-testid="fusion-improvement">
          {order.priceImprovement === null
            ? '—'
            : `${displayAmount(order.priceImprovement, quote)} ${quote}`}
        </td>
        <td>{order.status}</td>
      </tr>
      {open && (
        <tr className="fusion-breakdown-row">
          <td colSpan={9}>
            <Breakdown order={order} quote={quote} />
          </td>
        </tr>
      )}
    </>
  );
}

function Breakdown({ order, quote }: { readonly order: FusionOrder; readonly quote: string }) {
  const plan = order.plan;
  return (
    <div className="fusion-breakdown" data-testid="fusion-breakdown">
      <table className="dense-table">
        <thead>
          <tr>
            <th>Source</th>
            <th className="num">Routed</th>
            <th className="num">Filled</th>
            <th className="num">Price</th>
            <th className="num">Fee</th>
            <th className="num">All-in</th>
            <th>Status</th>
            <th>Reference</th>
          </tr>
        </thead>
        <tbody>
          {order.children.length === 0 ? (
            <tr>
              <td colSpan={8} className="muted">
                Nothing could be routed within the limit.
              </td>
            </tr>
          ) : (
            order.children.map((c) => (
              <tr key={c.source} data-testid="fusion-child" data-source={c.source}>
                <td>
                  <span className={`fusion-tag ${c.source === 'EDGE' ? 'edge' : 'otc'}`}>
                    {c.source}
                  </span>
                </td>
                <td className="num">{groupThousands(c.plannedQuantity)}</td>
                <td className="num">{groupThousands(c.executedQuantity)}</td>
                <td className="num">{c.price ? groupThousands(c.price) : '—'}</td>
                <td className="num">
                  {displayAmount(c.fee, c.feeToken)} {c.feeToken}
                </td>
                <td className="num">{c.allInPrice ? groupThousands(c.allInPrice) : '—'}</td>
                <td title={c.reason}>
                  {c.status}
                  {c.reason ? <div className="cell-sub">{c.reason}</div> : null}
                </td>
                <td className="mono cell-sub">{c.reference}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {plan && (
        <p className="fusion-summary" data-testid="fusion-summary">
          Routed {groupThousands(plan.edgeQuantity)} to Edge and {groupThousands(plan.otcQuantity)}{' '}
          to OTC. Total fees {displayAmount(order.totalFee, quote)} {quote}.{' '}
          {plan.bestSingleSource && plan.bestSingleAllInPrice
            ? `Best single source at routing: ${plan.bestSingleSource} at ${groupThousands(
                plan.bestSingleAllInPrice.slice(0, plan.bestSingleAllInPrice.indexOf('.') + 5),
              )} all-in; price improvement ${displayAmount(order.priceImprovement ?? '0', quote)} ${quote}.`
            : 'No single source could fill this quantity alone.'}
        </p>
      )}
    </div>
  );
}
