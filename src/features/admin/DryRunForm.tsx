// The policy dry run: kind, asset, amount in USD, destination type and account → which rule
// matches and who would have to approve. Creates nothing.
import { useState, type FormEvent } from 'react';
import { sanitizeAmountInput } from '../../../domain/numbers';
import {
  amountRangeText,
  dryRunQuery,
  type DryRunInput,
  type DryRunResult,
  type PolicyRule,
} from '../../tab/admin/policies';
import { DESTINATION_TYPES, REQUEST_KINDS, kindLabel } from '../../tab/approvals/vocabulary';
import { useSessionData } from '../../tab/react/hooks';
import { useQuery } from '../../tab/react/query';
import { subaccountOptions } from './RuleForm';

const EMPTY: DryRunInput = {
  kind: 'withdrawal',
  asset: '',
  amount_usd: '',
  destination_type: 'any',
  account_id: '',
};

export function DryRunForm({ rules }: { readonly rules: readonly PolicyRule[] | null }) {
  const { accounts } = useSessionData();
  const [form, setForm] = useState<DryRunInput>(EMPTY);
  const [asked, setAsked] = useState<DryRunInput | null>(null);
  const { data } = useQuery(asked === null ? null : dryRunQuery(asked));
  const set = (patch: Partial<DryRunInput>) => setForm((f) => ({ ...f, ...patch }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const amount = form.amount_usd.endsWith('.') ? form.amount_usd.slice(0, -1) : form.amount_usd;
    setAsked({ ...form, asset: form.asset.trim().toUpperCase(), amount_usd: amount });
  }

  return (
    <form className="card admin-card" onSubmit={submit} noValidate data-testid="dry-run">
      <header className="admin-card-head">
        <h2>Dry run</h2>
        <span className="muted">
          Who would have to approve a request like this? Nothing is created.
        </span>
      </header>
      <div className="admin-form-row">
        <label className="field">
          <span className="field-label">Kind</span>
          <select
            className="input input-sm"
            value={form.kind}
            onChange={(e) => set({ kind: e.target.value })}
            data-testid="dry-kind"
          >
            {REQUEST_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Asset</span>
          <input
            className="input input-sm"
            value={form.asset}
            onChange={(e) => set({ asset: e.target.value })}
            placeholder="BTC"
            data-testid="dry-asset"
          />
        </label>
        <label className="field">
          <span className="field-label">Amount (USD)</span>
          <input
            className="input input-sm mono"
            inputMode="decimal"
            value={form.amount_usd}
            onChange={(e) => set({ amount_usd: sanitizeAmountInput(e.target.value, 2) })}
            placeholder="0.00"
            data-testid="dry-amount"
          />
        </label>
        <label className="field">
          <span className="field-label">Destination</span>
          <select
            className="input input-sm"
            value={form.destination_type}
            onChange={(e) => set({ destination_type: e.target.value })}
            data-testid="dry-destination"
          >
            {DESTINATION_TYPES.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Account</span>
          <select
            className="input input-sm"
            value={form.account_id}
            onChange={(e) => set({ account_id: e.target.value })}
            data-testid="dry-account"
          >
            <option value="">Any account</option>
            {subaccountOptions(accounts).map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-sm admin-form-submit" data-testid="dry-submit">
          Who approves?
        </button>
      </div>
      {asked !== null && (
        <div className="dry-result" data-testid="dry-result" aria-live="polite">
          {data.status === 'loading' && <span className="muted">Checking…</span>}
          {data.status === 'error' && (
            <div className="alert-error" role="alert">
              {data.message}
            </div>
          )}
          {data.status === 'ready' && <DryRunAnswer result={data.value} rules={rules} />}
        </div>
      )}
    </form>
  );
}

function DryRunAnswer({
  result,
  rules,
}: {
  readonly result: DryRunResult;
  readonly rules: readonly PolicyRule[] | null;
}) {
  const index =
    result.ruleId === null || rules === null ? -1 : rules.findIndex((r) => r.id === result.ruleId);
  const rule = index >= 0 ? (rules?.[index] ?? null) : result.rule;
  const which =
    result.ruleId === null && result.rule === null
      ? 'No rule matches: the default applies.'
      : index >= 0
        ? `Rule ${index + 1} matches`
        : 'A rule matches';
  return (
    <>
      <p>
        <strong>{which}</strong>
        {rule !== null && (
          <span className="muted">
            {' '}
            ({kindLabel(rule.kind)}, {rule.asset === '*' ? 'any asset' : rule.asset},{' '}
            {amountRangeText(rule)})
          </span>
        )}
        {' — '}
        {result.min_approvers} approval{result.min_approvers === 1 ? '' : 's'} needed from:
      </p>
      {result.approvers.length === 0 ? (
        <p className="text-danger">Nobody in this entity could approve it.</p>
      ) : (
        <ul className="dry-approvers">
          {result.approvers.map((a) => (
            <li key={a.id} data-testid="dry-approver">
              {a.name || a.email} <span className="muted">{a.name ? a.email : ''}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
