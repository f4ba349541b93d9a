// Options RFQ (/trading/options, spec 2.4): customer and instrument select, legs (add, clear
// all), show matrix, strategy buy/sell, equal or different ratio, expiry; then quote (greeks,
// VaR, total cost, incremental margin, validation errors) and execute; the vol surface.
import { useMemo, useState } from 'react';
import { valueOf } from '../../tab/loadable';
import {
  applyRatioMode,
  executeStructure,
  optionChainQuery,
  quoteStructure,
  UNDERLYINGS,
  defaultNewLeg,
  validateLegs,
  type Leg,
  type LegSide,
  type OptionExecution,
  type OptionQuote,
  type OptionRow,
  type QuoteError,
  type RatioMode,
  type Underlying,
} from '../../tab/quotes/options';
import { useSessionData, useShell } from '../../tab/react/hooks';
import { useQuery } from '../../tab/react/query';
import { absDecimal, signDecimal } from '../../../domain/decimal';
import { formatUsd, toDecimalOrNull } from '../../../domain/numbers';
import { BalancesPanel } from '../rfq/BalancesPanel';
import { RecentExecutions } from '../rfq/RecentExecutions';
import { useBalances } from '../rfq/useBalances';
import { useOtcSubaccount } from '../rfq/useOtcSubaccount';
import { ChainMatrix } from './ChainMatrix';
import { LegsTable } from './LegsTable';
import { QuoteSummary, ValidationErrors } from './QuoteSummary';
import { VolSurfacePanel } from './VolSurfacePanel';
import '../rfq/quotes.css';

type QuoteFlow =
  | { readonly kind: 'idle' }
  | { readonly kind: 'quoting' }
  | { readonly kind: 'quoted'; readonly quote: OptionQuote }
  | { readonly kind: 'executing'; readonly quote: OptionQuote }
  | { readonly kind: 'executed'; readonly quote: OptionQuote; readonly execution: OptionExecution }
  | { readonly kind: 'refused'; readonly quote: OptionQuote | null; readonly message: string };

/** The result line: premium paid (cost > 0) or received, and the trade id. */
function executedText(e: OptionExecution): string {
  const cost = toDecimalOrNull(e.totalCost) ?? '0';
  const verb = signDecimal(cost) < 0 ? 'received' : 'paid';
  return `Executed: premium ${verb} ${formatUsd(absDecimal(cost))} (trade ${e.tradeId})`;
}

export default function OptionsPage() {
  const { core } = useShell();
  const { entities } = useSessionData();
  const [customer, setCustomer] = useState(String(entities.current_entity_id ?? ''));
  const [underlying, setUnderlying] = useState<Underlying>('BTC');
  const chain = useQuery(useMemo(() => optionChainQuery(underlying), [underlying])).data;
  const [expiryChoice, setExpiry] = useState('');
  const [legs, setLegs] = useState<Leg[]>([]);
  const [ratioMode, setRatioMode] = useState<RatioMode>('equal');
  const [strategy, setStrategy] = useState<LegSide>('BUY');
  const [showMatrix, setShowMatrix] = useState(false);
  const [showSurface, setShowSurface] = useState(false);
  const [flow, setFlow] = useState<QuoteFlow>({ kind: 'idle' });
  const [clientErrors, setClientErrors] = useState<QuoteError[]>([]);
  const subaccount = useOtcSubaccount();
  const { balances, refresh: refreshBalances } = useBalances(subaccount);

  const loaded = valueOf(chain);
  // The chosen expiry while the chain lists it, else the chain's first.
  const expiry =
    loaded?.expiries.some((e) => e.expiry === expiryChoice) === true
      ? expiryChoice
      : (loaded?.expiries[0]?.expiry ?? '');
  const edit = (next: Leg[]) => {
    setLegs(applyRatioMode(next, ratioMode));
    setFlow({ kind: 'idle' });
    setClientErrors([]);
  };
  const addRow = (row: OptionRow | null) => {
    if (row) edit([...legs, { symbol: row.symbol, side: 'BUY', ratio: 1, quantity: '1' }]);
  };
  const currentEntity = String(entities.current_entity_id ?? '');
  const otherCustomer = customer !== currentEntity;

  const requestQuote = () => {
    const errors = validateLegs(legs);
    setClientErrors(errors);
    if (errors.length > 0) return;
    setFlow({ kind: 'quoting' });
    // Another entity of the user is quoted for through customer_id (docs/api.md).
    const forCustomer = otherCustomer && customer !== '' ? Number(customer) : undefined;
    void quoteStructure(core, underlying, strategy, legs, forCustomer).then((r) => {
      if (!r.ok) setFlow({ kind: 'refused', quote: null, message: r.message });
      else if (!r.value.valid) {
        setClientErrors([...r.value.errors]);
        setFlow({ kind: 'idle' });
      } else setFlow({ kind: 'quoted', quote: r.value });
    });
  };

  const execute = () => {
    if (flow.kind !== 'quoted') return;
    const quote = flow.quote;
    setFlow({ kind: 'executing', quote });
    void executeStructure(core, quote.id).then((r) => {
      setFlow(
        r.ok
          ? { kind: 'executed', quote, execution: r.value }
          : { kind: 'refused', quote, message: r.message },
      );
      if (r.ok) refreshBalances();
    });
  };

  const shown =
    flow.kind === 'quoted' || flow.kind === 'executing' || flow.kind === 'executed'
      ? flow.quote
      : flow.kind === 'refused'
        ? flow.quote
        : null;

  return (
    <div className="quotes" data-testid="options-screen">
      <div className="quotes-toolbar">
        <h1>Options RFQ</h1>
      </div>
      <div className="options-row">
        <label>
          <span>Customer</span>
          <select
            data-testid="options-customer"
            value={customer}
            onChange={(e) => {
              setCustomer(e.target.value);
              setFlow({ kind: 'idle' });
            }}
          >
            {entities.entities.map((e) => (
              <option key={String(e.id)} value={String(e.id)}>
                {e.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Instrument</span>
          <select
            data-testid="options-underlying"
            value={underlying}
            onChange={(e) => {
              setUnderlying(e.target.value as Underlying);
              setLegs([]);
              setFlow({ kind: 'idle' });
            }}
          >
            {UNDERLYINGS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Expiry</span>
          <select
            data-testid="options-expiry"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            disabled={loaded === null}
          >
            {(loaded?.expiries ?? []).map((e) => (
              <option key={e.expiry} value={e.expiry}>
                {e.expiry.slice(0, 10)}
              </option>
            ))}
          </select>
        </label>
        <div className="quotes-ccy" role="group" aria-label="Strategy">
          {(['BUY', 'SELL'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={strategy === s}
              data-testid={`options-strategy-${s}`}
              onClick={() => {
                setStrategy(s);
                setFlow({ kind: 'idle' });
              }}
            >
              Strategy {s === 'BUY' ? 'Buy' : 'Sell'}
            </button>
          ))}
        </div>
        <div className="quotes-ccy" role="group" aria-label="Ratio">
          {(['equal', 'different'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={ratioMode === m}
              data-testid={`options-ratio-${m}`}
              onClick={() => {
                setRatioMode(m);
                setLegs(applyRatioMode(legs, m));
                setFlow({ kind: 'idle' });
              }}
            >
              {m === 'equal' ? 'Equal ratio' : 'Different ratio'}
            </button>
          ))}
        </div>
      </div>
      {chain.status === 'error' ? (
        <div role="alert" className="quotes-error" data-testid="options-chain-error">
          {chain.message}
        </div>
      ) : loaded === null ? (
        <p className="quotes-muted">Loading the options chain…</p>
      ) : (
        <div className="options-grid">
          <div className="options-main">
            <div className="quotes-panel">
              <div className="options-row">
                <h2>Legs</h2>
                <button
                  type="button"
                  data-testid="options-add-leg"
                  onClick={() => addRow(defaultNewLeg(loaded, expiry, legs))}
                  disabled={defaultNewLeg(loaded, expiry, legs) === null}
                >
                  Add leg
                </button>
                <button type="button" data-testid="options-clear" onClick={() => edit([])}>
                  Clear all
                </button>
                <button
                  type="button"
                  aria-pressed={showMatrix}
                  data-testid="options-show-matrix"
                  onClick={() => setShowMatrix((v) => !v)}
                >
                  Show matrix
                </button>
                <button
                  type="button"
                  aria-pressed={showSurface}
                  data-testid="options-show-surface"
                  onClick={() => setShowSurface((v) => !v)}
                >
                  Vol surface
                </button>
              </div>
              <LegsTable
                chain={loaded}
                expiry={expiry}
                legs={legs}
                quoted={shown?.legs}
                ratioMode={ratioMode}
                onChange={(i, leg) => edit(legs.map((l, j) => (j === i ? leg : l)))}
                onRemove={(i) => edit(legs.filter((_, j) => j !== i))}
              />
              <ValidationErrors errors={clientErrors} />
              <div className="options-row">
                <button
                  type="button"
                  data-testid="options-quote-button"
                  disabled={flow.kind === 'quoting' || flow.kind === 'executing'}
                  onClick={requestQuote}
                >
                  {shown ? 'Requote' : 'Request quote'}
                </button>
                {flow.kind === 'quoting' ? <span className="quotes-muted">Quoting…</span> : null}
              </div>
              {flow.kind === 'refused' ? (
                <p className="quotes-bad" role="alert" data-testid="options-result">
                  {flow.message}
                </p>
              ) : flow.kind === 'executed' ? (
                <p
                  className="quotes-ok"
                  role="status"
                  data-testid="options-result"
                  data-total-cost={flow.execution.totalCost}
                >
                  {executedText(flow.execution)}
                </p>
              ) : null}
            </div>
            {showMatrix ? <ChainMatrix chain={loaded} onPick={addRow} /> : null}
            {showSurface ? <VolSurfacePanel key={underlying} underlying={underlying} /> : null}
          </div>
          <aside className="options-side">
            {shown ? (
              <QuoteSummary
                quote={shown}
                busy={flow.kind !== 'quoted'}
                executed={flow.kind === 'executed'}
                onExecute={execute}
              />
            ) : (
              <section className="quotes-panel" aria-label="Quote">
                <h2>Quote</h2>
                <p className="quotes-muted">
                  Greeks, VaR (99%, 1 day), total cost and incremental margin show here once the
                  structure is quoted.
                </p>
              </section>
            )}
            <BalancesPanel balances={balances} tokens={['USD']} />
            <RecentExecutions source="OPTIONS" />
          </aside>
        </div>
      )}
    </div>
  );
}
