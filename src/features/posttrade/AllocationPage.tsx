// Trade allocation (spec 3.7, 4, 6; docs/post-trade.md "Allocation"): pick one or several open
// trades (one average price), split them by percentage or quantity across subaccounts with the
// remainder to a chosen one, preview every leg's quantity, quote value and fee share, then book.
// Stages: FILL_ALLOCATION_FORM → TRADE_ALLOCATION_PREVIEW (GROUP_TRADE_PREVIEW for several
// trades) → TRADE_ALLOCATION_SUCCESS | TRADE_ALLOCATION_ERROR. Booked allocations can be
// reversed; a reversal is linked to the original.
import { useMemo, useState } from 'react';
import { formatDateTimeUtc } from '../../../domain/dates';
import type { TradeAllocationStage } from '../../../domain/enums';
import { formatAmount, formatPrice } from '../../../domain/numbers';
import { averagePrice } from '../../../domain/post-trade';
import {
  allocateCall,
  allocationContextQuery,
  allocationsQuery,
  parseAllocation,
  parsePlan,
  previewCall,
  reverseCall,
  tradesQuery,
  type AllocationDraft,
  type AllocationView,
  type PlanView,
  type TradeRow,
} from '../../tab/posttrade/wire';
import { useMutation, useQuery } from '../../tab/react/query';
import { VirtualTable, type Column } from '../edge/trading/VirtualTable';
import '../edge/trading/trading.css';
import { PageState } from '../portfolio/Outcome';
import { PostTradeShell } from './Shell';
import { ExportMenu } from '../downloads/ExportMenu';

const PAGE = 200;
export const ALLOCATION_TITLE = 'Trade Allocation';

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

interface LegDraft {
  readonly subaccountId: number;
  readonly value: string;
}

export function AllocationPage() {
  const context = useQuery(allocationContextQuery).data;
  const [offset, setOffset] = useState(0);
  const trades = useQuery(useMemo(() => tradesQuery('open', offset, PAGE), [offset]));
  const history = useQuery(allocationsQuery);
  const [selected, setSelected] = useState<readonly TradeRow[]>([]);
  const [stage, setStage] = useState<TradeAllocationStage>('FILL_ALLOCATION_FORM');
  const [mode, setMode] = useState<'percent' | 'quantity'>('percent');
  const [legs, setLegs] = useState<readonly LegDraft[]>([]);
  const [remainder, setRemainder] = useState<number | null>(null);
  const [plan, setPlan] = useState<PlanView | null>(null);
  const [requestId, setRequestId] = useState(newId);
  const [outcome, setOutcome] = useState<
    { ok: true; value: AllocationView } | { ok: false; error: string } | null
  >(null);
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation();

  const ctx = context.status === 'ready' ? context.value : null;
  const subs = ctx?.subaccounts ?? [];
  const nameOf = (id: number) => subs.find((s) => s.id === id)?.name ?? `#${id}`;
  const can = ctx?.userCanAllocate === true;

  const toggle = (t: TradeRow) => {
    setSelected((cur) =>
      cur.some((x) => x.ref === t.ref) ? cur.filter((x) => x.ref !== t.ref) : [...cur, t],
    );
    setStage('FILL_ALLOCATION_FORM');
    setOutcome(null);
    if (remainder === null) setRemainder(t.subaccountId);
  };

  const columns = useMemo<readonly Column<TradeRow>[]>(
    () => [
      {
        id: 'pick',
        label: '',
        width: 32,
        render: (r) => (
          <input
            type="checkbox"
            aria-label={`Select trade ${r.ref}`}
            checked={selected.some((x) => x.ref === r.ref)}
            disabled={!can}
            onChange={() => toggle(r)}
            data-testid="pt-trade-pick"
          />
        ),
      },
      {
        id: 'time',
        label: 'Time (UTC)',
        width: 170,
        render: (r) => formatDateTimeUtc(r.time),
        sortValue: (r) => r.time,
      },
      { id: 'source', label: 'Source', width: 60, render: (r) => r.source },
      {
        id: 'symbol',
        label: 'Market',
        width: 90,
        render: (r) => r.symbol,
        sortValue: (r) => r.symbol,
      },
      {
        id: 'kind',
        label: 'Product',
        width: 80,
        render: (r) => (r.kind === 'derivative' ? 'Derivative' : 'Spot'),
      },
      { id: 'side', label: 'Side', width: 50, render: (r) => r.side },
      { id: 'sub', label: 'Subaccount', width: 130, render: (r) => r.subaccountName },
      {
        id: 'qty',
        label: 'Quantity',
        width: 120,
        align: 'right',
        render: (r) => formatAmount(r.quantity, r.baseToken),
        sortValue: (r) => Number(r.quantity),
      },
      {
        id: 'price',
        label: 'Avg price',
        width: 110,
        align: 'right',
        render: (r) => formatPrice(averagePrice([r], 8)),
      },
      {
        id: 'fee',
        label: 'Fee',
        width: 100,
        align: 'right',
        render: (r) => `${formatAmount(r.fee, r.feeToken)} ${r.feeToken}`,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selected, can],
  );

  const draft = (): AllocationDraft | null => {
    if (remainder === null || selected.length === 0) return null;
    return {
      tradeRefs: selected.map((t) => t.ref),
      mode,
      legs: legs.filter((l) => l.value.trim() !== ''),
      remainderSubaccountId: remainder,
    };
  };

  async function preview() {
    const d = draft();
    if (!d) return setFormError('Pick a trade and a remainder account');
    if (d.legs.length === 0) return setFormError('Add at least one subaccount');
    setFormError(null);
    const res = await mutation.run(previewCall(d), {});
    if (!res.ok) return setFormError(res.error);
    setPlan(parsePlan(res.value));
    setRequestId(newId());
    setStage(d.tradeRefs.length > 1 ? 'GROUP_TRADE_PREVIEW' : 'TRADE_ALLOCATION_PREVIEW');
  }

  async function book() {
    const d = draft();
    if (!d) return;
    const res = await mutation.run<{ allocation: unknown }>(allocateCall(d, requestId), {
      tags: ['balances', 'positions', 'risk'],
      keys: [['post_trade']],
    });
    if (res.ok) {
      setOutcome({ ok: true, value: parseAllocation(res.value.allocation) });
      setStage('TRADE_ALLOCATION_SUCCESS');
      setSelected([]);
    } else {
      setOutcome({ ok: false, error: res.error });
      setStage('TRADE_ALLOCATION_ERROR');
    }
  }

  async function reverse(id: number) {
    const res = await mutation.run(reverseCall(id, newId()), {
      tags: ['balances', 'positions', 'risk'],
      keys: [['post_trade']],
    });
    if (!res.ok) setFormError(res.error);
  }

  const restart = () => {
    setStage('FILL_ALLOCATION_FORM');
    setPlan(null);
    setOutcome(null);
    setLegs([]);
  };

  const base = selected[0];
  const inPreview = stage === 'TRADE_ALLOCATION_PREVIEW' || stage === 'GROUP_TRADE_PREVIEW';

  return (
    <PostTradeShell
      title={ALLOCATION_TITLE}
      subtitle="Allocate block trades to subaccounts: one average price, fees split per leg, booked through the ledger."
      testId="trade-allocation"
    >
      {context.status === 'ready' && !can ? (
        <p className="pf-note" role="status" data-testid="pt-cannot-allocate">
          You may read trades here but not allocate them: allocation needs the right to trade on at
          least two subaccounts.
        </p>
      ) : null}
      <div className="pt-stack">
        <div className="card pf-card">
          <h2 className="pf-card-title">Open trades</h2>
          <PageState data={trades.data} retry={trades.refetch}>
            {(v) => (
              <>
                <div className="pf-table">
                  <VirtualTable
                    table="posttrade.trades"
                    columns={columns}
                    rows={v.trades}
                    rowKey={(r) => r.ref}
                    rowTestId="pt-trade-row"
                    rowProps={(r) => ({
                      'data-ref': r.ref,
                      'data-side': r.side,
                      'data-symbol': r.symbol,
                      'data-kind': r.kind,
                    })}
                    empty="No trades waiting for allocation"
                  />
                </div>
                <Pager offset={offset} total={v.total} page={PAGE} onChange={setOffset} />
              </>
            )}
          </PageState>
        </div>
        <div className="card pf-card" data-testid="pt-allocation-form" data-stage={stage}>
          <h2 className="pf-card-title">
            {inPreview
              ? stage === 'GROUP_TRADE_PREVIEW'
                ? 'Group preview'
                : 'Preview'
              : 'Allocate'}
          </h2>
          <p className="pt-stage">Stage: {stage}</p>
          {stage === 'FILL_ALLOCATION_FORM' ? (
            base === undefined ? (
              <p className="pf-note">
                Pick one or several trades of one market, side and subaccount.
              </p>
            ) : (
              <div className="pt-legs">
                <p className="pf-note" data-testid="pt-selection">
                  {selected.length} trade{selected.length > 1 ? 's' : ''} · {base.side}{' '}
                  {base.symbol} ·{' '}
                  {formatAmount(
                    selected.reduce((s, t) => s + Number(t.quantity), 0).toString(),
                    base.baseToken,
                  )}{' '}
                  {base.baseToken} at {formatPrice(averagePrice(selected, 8))}
                </p>
                <div className="pt-toolbar">
                  <label className="pt-field">
                    Split by
                    <select
                      value={mode}
                      onChange={(e) =>
                        setMode(e.target.value === 'quantity' ? 'quantity' : 'percent')
                      }
                      data-testid="pt-mode"
                    >
                      <option value="percent">Percentage</option>
                      <option value="quantity">Quantity</option>
                    </select>
                  </label>
                  <label className="pt-field">
                    Remainder to
                    <select
                      value={remainder ?? ''}
                      onChange={(e) => setRemainder(Number(e.target.value))}
                      data-testid="pt-remainder"
                    >
                      {subs.map((s) => (
                        <option key={s.id} value={s.id}>
                          {s.name} ({s.venueName})
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
                {legs.map((l, i) => (
                  <div className="pt-leg" key={i}>
                    <select
                      value={l.subaccountId}
                      aria-label={`Leg ${i + 1} subaccount`}
                      onChange={(e) =>
                        setLegs(
                          legs.map((x, k) =>
                            k === i ? { ...x, subaccountId: Number(e.target.value) } : x,
                          ),
                        )
                      }
                      data-testid="pt-leg-subaccount"
                    >
                      {subs.map((s) => (
                        <option key={s.id} value={s.id}>
                          {s.name} ({s.venueName})
                        </option>
                      ))}
                    </select>
                    <input
                      value={l.value}
                      inputMode="decimal"
                      aria-label={`Leg ${i + 1} ${mode === 'percent' ? 'percentage' : 'quantity'}`}
                      placeholder={mode === 'percent' ? '%' : base.baseToken}
                      onChange={(e) =>
                        setLegs(
                          legs.map((x, k) =>
                            k === i ? { ...x, value: e.target.value.replace(/[^0-9.]/g, '') } : x,
                          ),
                        )
                      }
                      data-testid="pt-leg-value"
                    />
                    <button
                      type="button"
                      className="btn btn-sm"
                      onClick={() => setLegs(legs.filter((_, k) => k !== i))}
                    >
                      Remove
                    </button>
                  </div>
                ))}
                <div className="pt-actions">
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={subs.length === 0}
                    onClick={() => {
                      const used = new Set(legs.map((l) => l.subaccountId));
                      const next =
                        subs.find((s) => !used.has(s.id) && s.id !== base.subaccountId) ?? subs[0];
                      if (next) setLegs([...legs, { subaccountId: next.id, value: '' }]);
                    }}
                    data-testid="pt-add-leg"
                  >
                    Add subaccount
                  </button>
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    disabled={mutation.pending || !can}
                    onClick={() => void preview()}
                    data-testid="pt-preview"
                  >
                    Preview
                  </button>
                </div>
                {formError ? (
                  <p className="pt-error" role="alert">
                    {formError}
                  </p>
                ) : null}
              </div>
            )
          ) : null}
          {inPreview && plan ? (
            <>
              <PlanTable plan={plan} nameOf={nameOf} />
              <div className="pt-actions">
                <button
                  type="button"
                  className="btn btn-sm"
                  onClick={() => setStage('FILL_ALLOCATION_FORM')}
                >
                  Back
                </button>
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={mutation.pending}
                  onClick={() => void book()}
                  data-testid="pt-book"
                >
                  Book allocation
                </button>
              </div>
            </>
          ) : null}
          {stage === 'TRADE_ALLOCATION_SUCCESS' && outcome?.ok ? (
            <div role="status" data-testid="pt-allocation-success">
              <p>
                Allocation #{outcome.value.id} booked: {outcome.value.legs.length} legs of{' '}
                {outcome.value.symbol}.
              </p>
              <PlanTable plan={outcome.value} nameOf={nameOf} />
              <div className="pt-actions">
                <button type="button" className="btn btn-sm" onClick={restart}>
                  Allocate another
                </button>
              </div>
            </div>
          ) : null}
          {stage === 'TRADE_ALLOCATION_ERROR' && outcome && !outcome.ok ? (
            <div role="alert" data-testid="pt-allocation-error">
              <p className="pt-error">{outcome.error}</p>
              <div className="pt-actions">
                <button
                  type="button"
                  className="btn btn-sm"
                  onClick={() => setStage('FILL_ALLOCATION_FORM')}
                >
                  Back to the form
                </button>
              </div>
            </div>
          ) : null}
        </div>
      </div>
      <div className="card pf-card">
        <div className="pf-card-head">
          <h2 className="pf-card-title">Allocations</h2>
          <ExportMenu kind="allocations" />
        </div>
        <PageState data={history.data} retry={history.refetch}>
          {(v) => (
            <table className="pf-data" data-testid="pt-allocations">
              <thead>
                <tr>
                  <th>#</th>
                  <th>Time (UTC)</th>
                  <th>Market</th>
                  <th>Side</th>
                  <th className="num">Quantity</th>
                  <th className="num">Avg price</th>
                  <th>Legs</th>
                  <th>Status</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {v.allocations.length === 0 ? (
                  <tr>
                    <td colSpan={9}>No allocations yet</td>
                  </tr>
                ) : null}
                {v.allocations.slice(0, 50).map((a) => (
                  <tr key={a.id} data-testid="pt-allocation-row" data-status={a.status}>
                    <td>{a.id}</td>
                    <td>{formatDateTimeUtc(a.createdAt)}</td>
                    <td>{a.symbol}</td>
                    <td>{a.side}</td>
                    <td className="num">{formatAmount(a.quantity, a.baseToken)}</td>
                    <td className="num">{formatPrice(a.averagePrice)}</td>
                    <td>
                      {a.legs
                        .map(
                          (l) =>
                            `${nameOf(l.subaccountId)} ${formatAmount(l.quantity, a.baseToken)}`,
                        )
                        .join(' · ')}
                    </td>
                    <td>
                      {a.status === 'reversal' ? `reversal of #${a.reversalOf ?? ''}` : a.status}
                      {a.reversedBy !== null ? ` by #${a.reversedBy}` : ''}
                    </td>
                    <td>
                      {a.status === 'booked' && can ? (
                        <button
                          type="button"
                          className="btn btn-sm"
                          disabled={mutation.pending}
                          onClick={() => void reverse(a.id)}
                        >
                          Reverse
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </PageState>
      </div>
    </PostTradeShell>
  );
}

function PlanTable({
  plan,
  nameOf,
}: {
  readonly plan: Pick<
    PlanView,
    | 'legs'
    | 'kind'
    | 'baseToken'
    | 'quoteToken'
    | 'feeToken'
    | 'quantity'
    | 'notional'
    | 'fee'
    | 'averagePrice'
  >;
  readonly nameOf: (id: number) => string;
}) {
  // A derivative's legs receive position size: the side it lands on and, in a preview, the
  // initial margin it takes.
  const derivative = plan.kind === 'derivative';
  const margins = derivative && plan.legs.some((l) => l.marginChange !== null);
  return (
    <table className="pf-data" data-testid="pt-plan" data-kind={plan.kind}>
      <thead>
        <tr>
          <th>Subaccount</th>
          <th className="num">Quantity ({plan.baseToken})</th>
          <th className="num">
            {derivative ? 'Notional' : 'Quote value'} ({plan.quoteToken})
          </th>
          <th className="num">Fee share ({plan.feeToken})</th>
          {derivative ? <th>Position side</th> : null}
          {margins ? <th className="num">Margin added ({plan.feeToken})</th> : null}
        </tr>
      </thead>
      <tbody>
        {plan.legs.map((l) => (
          <tr
            key={l.subaccountId}
            data-testid="pt-plan-leg"
            data-subaccount={String(l.subaccountId)}
          >
            <td>
              {nameOf(l.subaccountId)}
              {l.remainder ? ' (remainder)' : ''}
            </td>
            <td className="num">{formatAmount(l.quantity, plan.baseToken)}</td>
            <td className="num">{l.quoteValue}</td>
            <td className="num">{l.feeShare}</td>
            {derivative ? <td>{l.positionSide ?? ''}</td> : null}
            {margins ? <td className="num">{l.marginChange ?? ''}</td> : null}
          </tr>
        ))}
        <tr>
          <td>Total at {formatPrice(plan.averagePrice)}</td>
          <td className="num">{formatAmount(plan.quantity, plan.baseToken)}</td>
          <td className="num">{plan.notional}</td>
          <td className="num">{plan.fee}</td>
          {derivative ? <td /> : null}
          {margins ? <td /> : null}
        </tr>
      </tbody>
    </table>
  );
}

export function Pager({
  offset,
  total,
  page,
  onChange,
}: {
  readonly offset: number;
  readonly total: number;
  readonly page: number;
  readonly onChange: (offset: number) => void;
}) {
  return (
    <div className="pt-pager">
      <span>
        {total === 0 ? 0 : offset + 1}–{Math.min(offset + page, total)} of {total}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - page))}
      >
        Previous
      </button>
      <button
        type="button"
        className="btn btn-sm"
        disabled={offset + page >= total}
        onClick={() => onChange(offset + page)}
      >
        Next
      </button>
    </div>
  );
}

export default AllocationPage;
