// The policy dry run: kind, asset, amount in USD, destination type and account → which rule
// matches and who would have to approve. Creates nothing.
import { useState, type FormEvent } from 'react';
import {
  amountRangeText,
  dryRunQuery,
  type DryRunInput,
  type DryRunResult,
  type PolicyRule,
} from '../../tab/admin/policies';
import { DESTINATION_OPTIONS, KIND_OPTIONS, kindLabel } from '../../tab/approvals/vocabulary';
import { useSessionData } from '../../tab/react/hooks';
import { useQuery } from '../../tab/react/query';
import { AmountField, SelectField, TextField } from '../../ui/fields';
import { accountOptions } from './RuleForm';

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
        <SelectField
          label="Kind"
          value={form.kind}
          onChange={(kind) => set({ kind })}
          options={KIND_OPTIONS}
          testId="dry-kind"
        />
        <TextField
          label="Asset"
          value={form.asset}
          onChange={(asset) => set({ asset })}
          placeholder="BTC"
          testId="dry-asset"
        />
        <AmountField
          label="Amount (USD)"
          value={form.amount_usd}
          onChange={(amount_usd) => set({ amount_usd })}
          decimals={2}
          placeholder="0.00"
          testId="dry-amount"
        />
        <SelectField
          label="Destination"
          value={form.destination_type}
          onChange={(destination_type) => set({ destination_type })}
          options={DESTINATION_OPTIONS}
          testId="dry-destination"
        />
        <SelectField
          label="Account"
          value={form.account_id}
          onChange={(account_id) => set({ account_id })}
          emptyOption="Any account"
          options={accountOptions(accounts)}
          testId="dry-account"
        />
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
