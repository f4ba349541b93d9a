// Trade confirmation emails.
import { useState } from 'react';
import {
  setTradeConfirmationEmailsCall,
  TRADE_CONFIRMATION_CHANGED,
  tradeConfirmationEmailsQuery,
} from '../../tab/account/security';
import { ready } from '../../tab/loadable';
import { useShell } from '../../tab/react/hooks';
import { useMutation, useQuery } from '../../tab/react/query';

export function TradeConfirmationCard() {
  const { toasts } = useShell();
  const loaded = useQuery(tradeConfirmationEmailsQuery).data;
  const change = useMutation();
  // The setting this card's last change answered shows from then on; the change also marked
  // the read stale, so other tabs and the next visit load the new setting.
  const [answered, setAnswered] = useState<boolean | null>(null);
  const enabled = answered === null ? loaded : ready(answered);
  const busy = change.pending;

  async function toggle(next: boolean) {
    if (busy) return;
    const r = await change.run<{ enabled: boolean }>(
      setTradeConfirmationEmailsCall(next),
      TRADE_CONFIRMATION_CHANGED,
    );
    if (!r.ok) return toasts.show(r.error, 'error');
    setAnswered(r.value.enabled);
    toasts.show(
      r.value.enabled ? 'Trade confirmation emails on.' : 'Trade confirmation emails off.',
      'success',
    );
  }

  return (
    <section className="card sec-card" aria-labelledby="tce-title">
      <header className="sec-card-header">
        <h2 id="tce-title">Trade confirmation emails</h2>
      </header>
      <p className="muted">An email for every executed trade, sent to your sign-in address.</p>
      {enabled.status === 'error' ? (
        <div className="alert-error" role="alert">
          {enabled.message}
        </div>
      ) : (
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={enabled.status === 'ready' && enabled.value}
            disabled={enabled.status !== 'ready' || busy}
            onChange={(e) => void toggle(e.target.checked)}
            data-testid="trade-confirmation-toggle"
          />
          <span className="switch-track" aria-hidden="true" />
          <span>{enabled.status === 'ready' && enabled.value ? 'On' : 'Off'}</span>
        </label>
      )}
    </section>
  );
}
