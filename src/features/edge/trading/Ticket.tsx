// The order ticket (spec 2.4, 3.1, 3.4, 5): order types from the instrument's flags, exactly
// the fields each type needs, spec 5 validation, time in force from the venue's list, post-only
// and reduce-only, TWAP, a live fee estimate, leverage and margin mode for derivatives.
// Keys: B / S pick the side, Enter asks to confirm and Enter again sends, Esc clears.
import { useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import type { EdgeInstrument } from '../../../tab/market/instruments';
import type { TradingAccount } from '../../../tab/orders/accounts';
import type { OrderFlags } from '../../../tab/orders/instrumentFlags';
import {
  FIELD_LABEL,
  ORDER_TYPE_LABEL,
  availableTabs,
  buildDraft,
  emptyTicket,
  fieldsOf,
  inputDecimals,
  resolveOrderType,
  stopTypes,
  timeInForceChoices,
  validateTicket,
  type MarketUnits,
  type TicketErrors,
  type TicketField,
  type TicketInput,
  type TicketTab,
} from '../../../tab/orders/ticketModel';
import { useOrderClient } from '../../../tab/react/account';
import { useShell } from '../../../tab/react/hooks';
import type { OrderType, Side, TimeInForce } from '../../../../domain/enums';
import { groupThousands, sanitizeAmountInput } from '../../../../domain/numbers';
import {
  leverageSteps,
  useAllowedTif,
  useFeeEstimate,
  useLeverage,
  type FeeQuery,
} from './useTicketData';

export interface PriceRequest {
  readonly price: string;
  /** Bumped per click, so clicking the same price again still applies it. */
  readonly n: number;
}

export interface TicketProps {
  readonly instrument: EdgeInstrument;
  readonly flags: OrderFlags;
  readonly account: TradingAccount | null;
  readonly priceRequest: PriceRequest | null;
}

type Action =
  | { readonly kind: 'set'; readonly patch: Partial<TicketInput> }
  | { readonly kind: 'clear'; readonly keep: Pick<TicketInput, 'tab' | 'side' | 'stopType'> };

function reducer(state: TicketInput, action: Action): TicketInput {
  switch (action.kind) {
    case 'set':
      return { ...state, ...action.patch };
    case 'clear':
      return {
        ...state,
        ...action.keep,
        limitPrice: '',
        stopPrice: '',
        quantity: '',
        activationPrice: '',
        callbackRate: '',
      };
  }
}

const TIF_LABEL: Readonly<Record<TimeInForce, string>> = {
  NONE: 'None',
  GTC: 'GTC',
  IOC: 'IOC',
  FOK: 'FOK',
  GTX: 'GTX',
};

type Phase =
  { readonly kind: 'editing' } | { readonly kind: 'confirming' } | { readonly kind: 'sending' };

/** The user's choice to review orders before sending (default on), kept in the browser. */
export const REVIEW_ORDERS_KEY = 'desk.edge.reviewOrders';

export function Ticket({ instrument, flags, account, priceRequest }: TicketProps) {
  const { toasts, env } = useShell();
  const orders = useOrderClient();
  // R-SHELL-36: one rule for mouse and keyboard: review first, unless the user turned it off.
  const [review, setReview] = useState(() => env.local.getItem(REVIEW_ORDERS_KEY) !== 'off');
  const toggleReview = (on: boolean) => {
    env.local.setItem(REVIEW_ORDERS_KEY, on ? 'on' : 'off');
    setReview(on);
  };
  const kind = instrument.kind;
  const tabs = availableTabs(flags);
  const [input, dispatch] = useReducer(reducer, undefined, () =>
    emptyTicket(kind, tabs[0] ?? 'Limit'),
  );
  const [touched, setTouched] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const root = useRef<HTMLFormElement>(null);
  const allowed = useAllowedTif();
  const units: MarketUnits = {
    tickSize: instrument.tickSize,
    lotSize: instrument.lotSize,
    kind,
  };
  const set = (patch: Partial<TicketInput>) => dispatch({ kind: 'set', patch });

  // A tab the instrument does not allow (flags loaded later) falls back to the first allowed.
  const tab: TicketTab | null = tabs.includes(input.tab) ? input.tab : (tabs[0] ?? null);
  useEffect(() => {
    if (tab !== null && tab !== input.tab) set({ tab });
  }, [tab, input.tab]);

  // A click on a book price fills the price the type uses (limit, else stop).
  const lastRequest = useRef(0);
  useEffect(() => {
    if (priceRequest === null || priceRequest.n === lastRequest.current) return;
    lastRequest.current = priceRequest.n;
    const f = fieldsOf(input, kind);
    const price = sanitizeAmountInput(priceRequest.price, inputDecimals('limitPrice', units));
    if (f.limitPrice) set({ limitPrice: price });
    else if (f.stopPrice) set({ stopPrice: price });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [priceRequest]);

  const fields = fieldsOf(input, kind);
  const orderType = resolveOrderType(input);
  const errors: TicketErrors = useMemo(
    () => validateTicket(input, units),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [input, instrument.tickSize, instrument.lotSize, kind],
  );
  const valid = Object.keys(errors).length === 0;
  const tifChoices = timeInForceChoices(
    allowed?.[orderType] ?? allowed?.['LIMIT'] ?? ['GTC', 'IOC', 'FOK', 'GTX'],
    flags,
  );
  const tifValue: TimeInForce = tifChoices.includes(input.timeInForce)
    ? input.timeInForce
    : (tifChoices[0] ?? 'GTC');

  const leverage = useLeverage(
    fields.leverage && account ? account.account.subaccountId : null,
    fields.leverage ? instrument.symbol : null,
  );

  const feeQuery: FeeQuery | null =
    account &&
    errors.quantity === undefined &&
    (!fields.limitPrice || errors.limitPrice === undefined)
      ? {
          quantity: input.quantity.trim(),
          baseToken: instrument.baseToken,
          quoteToken: instrument.quoteToken,
          side: input.side,
          orderType,
          price: fields.limitPrice ? input.limitPrice.trim() : '',
          subaccountId: account.account.subaccountId,
        }
      : null;
  const fee = useFeeEstimate(feeQuery);

  const canSend = account !== null && tab !== null && phase.kind !== 'sending';

  async function send(): Promise<void> {
    setTouched(true);
    if (!valid || account === null) {
      setPhase({ kind: 'editing' });
      return;
    }
    const draft = buildDraft(
      { ...input, timeInForce: tifValue },
      instrument.symbol,
      units,
      fields.leverage ? leverage.info?.marginMode : undefined,
    );
    setPhase({ kind: 'sending' });
    const out = await orders.create(draft, account.ref);
    setPhase({ kind: 'editing' });
    switch (out.kind) {
      case 'accepted': {
        const text = `${draft.side === 'BUY' ? 'Buy' : 'Sell'} ${draft.quantity} ${instrument.displayName} ${ORDER_TYPE_LABEL[draft.orderType]}: ${out.order?.status ?? 'sent'}`;
        setResult({ tone: 'ok', text });
        toasts.show(text, 'success');
        setTouched(false);
        dispatch({ kind: 'set', patch: { quantity: '' } });
        return;
      }
      case 'rejected':
        setResult({ tone: 'error', text: `Rejected: ${out.reason}` });
        return;
      case 'invalid':
        setResult({ tone: 'error', text: out.errors.map((e) => e.message).join('\n') });
        return;
      case 'failed':
        setResult({ tone: 'error', text: out.message });
        return;
    }
  }

  /** Submit by mouse or Enter: review first when the setting is on, then send. */
  function submit(): void {
    if (!canSend) return;
    setTouched(true);
    if (phase.kind === 'confirming' || !review) void send();
    else if (valid) setPhase({ kind: 'confirming' });
  }

  function clear(): void {
    dispatch({
      kind: 'clear',
      keep: { tab: input.tab, side: input.side, stopType: input.stopType },
    });
    setTouched(false);
    setResult(null);
    setPhase({ kind: 'editing' });
  }

  function onKeyDown(e: KeyboardEvent<HTMLFormElement>): void {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const key = e.key.toLowerCase();
    const inSelect = (e.target as HTMLElement).tagName === 'SELECT';
    if ((key === 'b' || key === 's') && !inSelect) {
      e.preventDefault();
      set({ side: key === 'b' ? 'BUY' : 'SELL' });
    } else if (key === 'escape') {
      e.preventDefault();
      if (phase.kind === 'confirming') setPhase({ kind: 'editing' });
      else clear();
    } else if (key === 'enter' && (e.target as HTMLElement).tagName !== 'BUTTON') {
      e.preventDefault();
      submit();
    }
  }

  const amount = (field: TicketField, value: string) =>
    sanitizeAmountInput(value, inputDecimals(field, units));
  const shown = (field: TicketField): string | undefined => (touched ? errors[field] : undefined);
  const buy = input.side === 'BUY';

  if (tab === null) {
    return (
      <p className="ticket-note" data-testid="ticket-no-types">
        No order types are enabled for {instrument.displayName}.
      </p>
    );
  }

  return (
    <form
      ref={root}
      className={`ticket ${buy ? 'buy' : 'sell'}`}
      data-testid="ticket"
      aria-label="Order ticket"
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
    >
      <div className="ticket-sides" role="group" aria-label="Side">
        {(['BUY', 'SELL'] as const satisfies readonly Side[]).map((s) => (
          <button
            key={s}
            type="button"
            className={`ticket-side ${s === 'BUY' ? 'buy' : 'sell'}${input.side === s ? ' active' : ''}`}
            aria-pressed={input.side === s}
            data-testid={s === 'BUY' ? 'ticket-side-buy' : 'ticket-side-sell'}
            onClick={() => set({ side: s })}
          >
            {s === 'BUY' ? 'Buy' : 'Sell'}
            <kbd>{s === 'BUY' ? 'B' : 'S'}</kbd>
          </button>
        ))}
      </div>

      <div className="ticket-tabs" role="tablist" aria-label="Order type">
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === tab}
            className={`ticket-tab${t === tab ? ' active' : ''}`}
            data-testid={`ticket-type-${t}`}
            onClick={() => set({ tab: t, postOnly: t === 'Limit' ? input.postOnly : false })}
          >
            {t}
          </button>
        ))}
      </div>

      {tab === 'Stop' && (
        <label className="ticket-field">
          <span>Stop type</span>
          <select
            className="ticket-select"
            value={input.stopType}
            data-testid="ticket-stop-type"
            onChange={(e) => set({ stopType: e.target.value as OrderType })}
          >
            {stopTypes(kind).map((t) => (
              <option key={t} value={t}>
                {ORDER_TYPE_LABEL[t]}
              </option>
            ))}
          </select>
        </label>
      )}

      {fields.leverage && (
        <div className="ticket-row" data-testid="ticket-leverage">
          <label className="ticket-field half">
            <span>Margin</span>
            <select
              className="ticket-select"
              value={leverage.info?.marginMode ?? ''}
              disabled={leverage.info === null}
              onChange={(e) => leverage.setMarginMode(e.target.value)}
              data-testid="ticket-margin-mode"
            >
              {leverage.info === null && <option value="">—</option>}
              <option value="CROSSED">Cross</option>
              <option value="ISOLATED">Isolated</option>
            </select>
          </label>
          <label className="ticket-field half">
            <span>Leverage</span>
            <select
              className="ticket-select"
              value={leverage.info?.leverage ?? ''}
              disabled={leverage.info === null}
              onChange={(e) => leverage.setLeverage(e.target.value)}
              data-testid="ticket-leverage-select"
            >
              {leverage.info === null && <option value="">—</option>}
              {leverage.info &&
                leverageSteps(leverage.info.maxLeverage).map((x) => (
                  <option key={x} value={String(x)}>
                    {x}×
                  </option>
                ))}
            </select>
          </label>
        </div>
      )}

      {fields.stopPrice && (
        <AmountField
          field="stopPrice"
          suffix={instrument.quoteToken}
          value={input.stopPrice}
          error={shown('stopPrice')}
          onChange={(v) => set({ stopPrice: amount('stopPrice', v) })}
        />
      )}
      {fields.limitPrice && (
        <AmountField
          field="limitPrice"
          suffix={instrument.quoteToken}
          value={input.limitPrice}
          error={shown('limitPrice')}
          onChange={(v) => set({ limitPrice: amount('limitPrice', v) })}
        />
      )}
      {fields.trailing && (
        <>
          <AmountField
            field="activationPrice"
            suffix={instrument.quoteToken}
            value={input.activationPrice}
            error={shown('activationPrice')}
            onChange={(v) => set({ activationPrice: amount('activationPrice', v) })}
          />
          <AmountField
            field="callbackRate"
            suffix="%"
            value={input.callbackRate}
            error={shown('callbackRate')}
            onChange={(v) => set({ callbackRate: amount('callbackRate', v) })}
          />
        </>
      )}
      <AmountField
        field="quantity"
        suffix={instrument.baseToken}
        value={input.quantity}
        error={shown('quantity')}
        onChange={(v) => set({ quantity: amount('quantity', v) })}
      />
      {fields.twap && (
        <div className="ticket-row">
          <AmountField
            field="twapSeconds"
            half
            value={input.twapSeconds}
            error={shown('twapSeconds')}
            onChange={(v) => set({ twapSeconds: amount('twapSeconds', v) })}
          />
          <AmountField
            field="twapSlices"
            half
            value={input.twapSlices}
            error={shown('twapSlices')}
            onChange={(v) => set({ twapSlices: amount('twapSlices', v) })}
          />
        </div>
      )}

      <div className="ticket-options">
        {fields.timeInForce && (
          <label className="ticket-inline">
            <span>TIF</span>
            <select
              className="ticket-select"
              value={tifValue}
              data-testid="ticket-tif"
              onChange={(e) => set({ timeInForce: e.target.value as TimeInForce })}
            >
              {tifChoices.map((t) => (
                <option key={t} value={t}>
                  {TIF_LABEL[t]}
                </option>
              ))}
            </select>
          </label>
        )}
        {fields.postOnly && (
          <label className="ticket-check">
            <input
              type="checkbox"
              checked={input.postOnly}
              data-testid="ticket-post-only"
              onChange={(e) => set({ postOnly: e.target.checked })}
            />
            Post-only
          </label>
        )}
        {fields.reduceOnly && (
          <label className="ticket-check">
            <input
              type="checkbox"
              checked={input.reduceOnly}
              data-testid="ticket-reduce-only"
              onChange={(e) => set({ reduceOnly: e.target.checked })}
            />
            Reduce-only
          </label>
        )}
      </div>

      <div className="ticket-fee" data-testid="ticket-fee">
        <span>Est. fee</span>
        <span className="num">
          {fee.status === 'ready'
            ? `${groupThousands(fee.fee)} ${fee.token}`
            : fee.status === 'loading'
              ? '…'
              : '—'}
        </span>
      </div>

      {account === null ? (
        <p className="ticket-note" role="alert" data-testid="ticket-no-account">
          No account that can trade {instrument.displayName}. Trading needs a subaccount with trade
          permission.
        </p>
      ) : phase.kind === 'confirming' ? (
        <div
          className="ticket-confirm"
          role="alertdialog"
          aria-label="Confirm order"
          data-testid="ticket-confirm"
        >
          <p>
            {buy ? 'Buy' : 'Sell'} <b className="num">{input.quantity}</b> {instrument.baseToken}{' '}
            {ORDER_TYPE_LABEL[orderType]}
            {fields.limitPrice ? (
              <>
                {' '}
                @ <b className="num">{input.limitPrice}</b>
              </>
            ) : null}
          </p>
          <div className="ticket-row">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => setPhase({ kind: 'editing' })}
            >
              Back <kbd>Esc</kbd>
            </button>
            <button
              type="button"
              className={`btn btn-sm ticket-submit ${buy ? 'buy' : 'sell'}`}
              data-testid="ticket-confirm-send"
              onClick={() => void send()}
            >
              Confirm <kbd>Enter</kbd>
            </button>
          </div>
        </div>
      ) : (
        <button
          type="submit"
          className={`ticket-submit ${buy ? 'buy' : 'sell'}`}
          data-testid="ticket-submit"
          disabled={!canSend}
        >
          {phase.kind === 'sending'
            ? 'Sending…'
            : `${buy ? 'Buy' : 'Sell'} ${instrument.baseToken}`}
        </button>
      )}
      {result && (
        <p className={`ticket-result ${result.tone}`} role="status" data-testid="ticket-result">
          {result.text}
        </p>
      )}
      <label className="ticket-check ticket-review">
        <input
          type="checkbox"
          checked={review}
          onChange={(e) => toggleReview(e.target.checked)}
          data-testid="ticket-review-orders"
        />
        Review orders before sending
      </label>
      <p className="ticket-keys">
        <kbd>B</kbd>/<kbd>S</kbd> side ·{' '}
        {review ? (
          <>
            <kbd>Enter</kbd> or click to review, again to send
          </>
        ) : (
          <>
            <kbd>Enter</kbd> or click sends at once
          </>
        )}{' '}
        · <kbd>Esc</kbd> clear
      </p>
    </form>
  );
}

function AmountField({
  field,
  value,
  error,
  suffix,
  half,
  onChange,
}: {
  readonly field: TicketField;
  readonly value: string;
  readonly error: string | undefined;
  readonly suffix?: string;
  readonly half?: boolean;
  readonly onChange: (v: string) => void;
}) {
  const id = `ticket-${field}`;
  return (
    <label className={`ticket-field${half ? ' half' : ''}${error ? ' invalid' : ''}`}>
      <span>{FIELD_LABEL[field]}</span>
      <span className="ticket-input-wrap">
        <input
          className="ticket-input num"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          data-testid={id}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {suffix && <span className="ticket-suffix">{suffix}</span>}
      </span>
      {error && (
        <span className="ticket-error" id={`${id}-error`} data-testid={`${id}-error`}>
          {error}
        </span>
      )}
    </label>
  );
}
