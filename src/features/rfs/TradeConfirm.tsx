// Click-to-trade confirmation: side, quantity and the clicked price, then the server's answer.
import { useState } from 'react';
import type { Execution, Side } from '../../tab/quotes/wire';
import { displayPrice, formatAmount, isPositiveDecimal } from '../../../domain/numbers';
import { Modal } from '../../ui/Modal';

export interface PendingTrade {
  readonly symbol: string;
  readonly baseToken: string;
  readonly quoteToken: string;
  readonly side: Side;
  readonly price: string;
  readonly quantity: string;
}

export type TradeOutcome =
  | { readonly kind: 'sending' }
  | { readonly kind: 'done'; readonly execution: Execution }
  | { readonly kind: 'refused'; readonly message: string };

export function TradeConfirm(props: {
  trade: PendingTrade;
  outcome: TradeOutcome | null;
  onConfirm(quantity: string): void;
  onClose(): void;
}) {
  const { trade, outcome } = props;
  const [quantity, setQuantity] = useState(trade.quantity);
  const valid = isPositiveDecimal(quantity) && Number(quantity) > 0;
  const verb = trade.side === 'BUY' ? 'Buy' : 'Sell';
  const footer =
    outcome?.kind === 'done' || outcome?.kind === 'refused' ? (
      <button type="button" className="btn" data-testid="rfs-confirm-close" onClick={props.onClose}>
        Close
      </button>
    ) : (
      <>
        <button type="button" className="btn btn-ghost" onClick={props.onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="rfs-confirm-submit"
          disabled={!valid || outcome?.kind === 'sending'}
          onClick={() => props.onConfirm(quantity)}
        >
          Confirm {verb}
        </button>
      </>
    );
  return (
    <Modal
      title={`${verb} ${trade.symbol}`}
      onClose={props.onClose}
      footer={footer}
      maxWidth={380}
      testId="rfs-confirm"
    >
      <div className="quotes">
        <label className="quotes-qty">
          <span>Quantity ({trade.baseToken})</span>
          <input
            data-testid="rfs-confirm-qty"
            inputMode="decimal"
            value={quantity}
            disabled={outcome !== null}
            onChange={(e) => setQuantity(e.target.value.trim())}
          />
        </label>
        <p>
          {verb} at <span className="num">{displayPrice(trade.price)}</span> {trade.quoteToken}
        </p>
        {outcome?.kind === 'done' ? (
          <p className="quotes-ok" role="status" data-testid="rfs-confirm-result">
            {outcome.execution.side === 'BUY' ? 'Bought' : 'Sold'}{' '}
            {formatAmount(outcome.execution.quantity, trade.baseToken)} {trade.baseToken} at{' '}
            {displayPrice(outcome.execution.price)}
            {outcome.execution.partial ? ' (partial fill)' : ''}
          </p>
        ) : outcome?.kind === 'refused' ? (
          <p className="quotes-bad" role="alert" data-testid="rfs-confirm-result">
            {outcome.message}
          </p>
        ) : outcome?.kind === 'sending' ? (
          <p className="quotes-muted">Sending…</p>
        ) : null}
      </div>
    </Modal>
  );
}
