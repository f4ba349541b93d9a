// Flex auto-convert on the RFQ screen (docs/autoflex.md): what the sweeper converts on the
// traded Flex subaccount, a form to change it (canTrade only), and its recent conversions.
import { useState } from 'react';
import { formatTimeUtc } from '../../../domain/dates';
import { displayAmount, displayPrice } from '../../../domain/numbers';
import {
  autoflexQuery,
  keepConvertible,
  saveAutoflexCall,
  type AutoflexInfo,
} from '../../tab/quotes/autoflex';
import { useMutation, useQuery } from '../../tab/react/query';
import { SelectField } from '../../ui/fields';
import { useLiveSubaccounts } from '../portfolio/usePortfolio';

const SWEEP_SECONDS = 30;

type State = 'on' | 'off' | 'paused';
const STATE_LABEL: Record<State, string> = { on: 'On', off: 'Off', paused: 'Paused' };
const stateOf = (info: AutoflexInfo): State =>
  info.enabled ? 'on' : info.pausedReason ? 'paused' : 'off';

function summary(info: AutoflexInfo): string {
  if (info.pausedReason) return info.pausedReason;
  if (!info.enabled) return 'Off. Balances stay as they are.';
  return `Every ${SWEEP_SECONDS} s, available ${info.tokens.join(', ')} ${
    info.tokens.length === 1 ? 'is' : 'are'
  } sold into ${info.targetToken} at the RFQ price.`;
}

function Editor(props: { readonly info: AutoflexInfo; readonly onDone: () => void }) {
  const { info } = props;
  const [enabled, setEnabled] = useState(info.enabled);
  const [target, setTarget] = useState(info.targetToken);
  const [tokens, setTokens] = useState<readonly string[]>(info.tokens);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation();
  const choices = info.convertibleTokens[target] ?? [];

  async function submit() {
    setError(null);
    const r = await save.run(
      saveAutoflexCall({ subaccountId: info.subaccountId, enabled, targetToken: target, tokens }),
      { keys: [['autoflex']] },
    );
    if (r.ok) props.onDone();
    else setError(r.error);
  }

  return (
    <form
      className="autoflex-form"
      data-testid="autoflex-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className="autoflex-switch">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          data-testid="autoflex-enabled"
        />
        Convert automatically
      </label>
      <SelectField
        label="Into"
        value={target}
        onChange={(t) => {
          setTarget(t);
          setTokens(keepConvertible(info, t, tokens));
        }}
        options={info.targetTokens.map((t) => ({ value: t, label: t }))}
        testId="autoflex-target"
      />
      <fieldset className="autoflex-tokens">
        <legend className="field-label">Sell</legend>
        {choices.map((t) => (
          <label key={t} className="autoflex-token">
            <input
              type="checkbox"
              checked={tokens.includes(t)}
              onChange={(e) =>
                setTokens(e.target.checked ? [...tokens, t] : tokens.filter((x) => x !== t))
              }
              data-testid={`autoflex-token-${t}`}
            />
            {t}
          </label>
        ))}
      </fieldset>
      {error !== null && (
        <p role="alert" className="quotes-error" data-testid="autoflex-error">
          {error}
        </p>
      )}
      <div className="autoflex-actions">
        <button type="button" className="btn btn-sm" onClick={props.onDone}>
          Cancel
        </button>
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={save.pending}
          data-testid="autoflex-save"
        >
          Save
        </button>
      </div>
    </form>
  );
}

export function AutoflexPanel(props: { readonly subaccountId: number | null }) {
  const { data } = useQuery(autoflexQuery);
  // The subaccount whose settings are open in the editor (closed when another is shown).
  const [editingId, setEditingId] = useState<number | null>(null);
  const list = data.status === 'ready' ? data.value : [];
  const info = list.find((i) => i.subaccountId === props.subaccountId) ?? list[0];
  const editing = info !== undefined && editingId === info.subaccountId;
  // The subaccount's balance topic: a sweep's conversion refreshes the panel (and the balances).
  useLiveSubaccounts(info ? [info.subaccountId] : []);
  if (data.status === 'ready' && info === undefined) return null;

  return (
    <section
      className="quotes-panel autoflex"
      data-testid="autoflex-panel"
      aria-label="Auto-convert"
    >
      <header className="autoflex-head">
        <h2>Auto-convert</h2>
        {info && (
          <span
            className={`autoflex-state autoflex-state-${stateOf(info)}`}
            data-testid="autoflex-status"
          >
            {STATE_LABEL[stateOf(info)]}
          </span>
        )}
      </header>
      {data.status === 'error' && <p role="alert">{data.message}</p>}
      {data.status === 'loading' && <p className="quotes-muted">Loading…</p>}
      {info && (
        <>
          <p className="quotes-muted autoflex-summary" data-testid="autoflex-summary">
            <span className="autoflex-account">{info.subaccountName}:</span> {summary(info)}
          </p>
          {editing ? (
            <Editor info={info} onDone={() => setEditingId(null)} />
          ) : (
            info.canEdit && (
              <button
                type="button"
                className="btn btn-sm autoflex-edit"
                onClick={() => setEditingId(info.subaccountId)}
                data-testid="autoflex-edit"
              >
                Change
              </button>
            )
          )}
          {info.conversions.length > 0 && (
            <ol className="autoflex-conversions" data-testid="autoflex-conversions">
              {info.conversions.slice(0, 5).map((c) => (
                <li key={c.id} data-testid="autoflex-conversion">
                  <time className="quotes-muted">{formatTimeUtc(c.time)}</time>
                  <span className="num">
                    {displayAmount(c.sold, c.token)} {c.token} →{' '}
                    {displayAmount(c.received, c.targetToken)} {c.targetToken}
                  </span>
                  <span className="num quotes-muted">@ {displayPrice(c.price)}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
