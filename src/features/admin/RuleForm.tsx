// One approval-policy rule, added or edited in the draft: what it matches (kind, asset, amount
// range in USD, destination type, account) and who approves (how many, which roles or users).
import { useState, type FormEvent } from 'react';
import { normalizeDecimal } from '../../../domain/decimal';
import { adminUsersQuery, displayName } from '../../tab/admin/users';
import { ruleErrors, type PolicyRule, type RuleErrors } from '../../tab/admin/policies';
import { ROLES } from '../../tab/admin/vocabulary';
import { DESTINATION_OPTIONS, KIND_OPTIONS } from '../../tab/approvals/vocabulary';
import { useSessionData } from '../../tab/react/hooks';
import { useQuery } from '../../tab/react/query';
import type { HedgeVenuesOptions } from '../../tab/sessionTypes';
import { AmountField, SelectField, TextField, type Option } from '../../ui/fields';

/** USD amounts are entered with 2 decimals (spec 9). */
const USD_DECIMALS = 2;

export interface SubaccountOption {
  readonly id: number;
  readonly label: string;
}

/** The entity's readable subaccounts, for "account" selects. */
export function subaccountOptions(accounts: HedgeVenuesOptions): readonly SubaccountOption[] {
  const out: SubaccountOption[] = [];
  for (const venue of Object.values(accounts.optionsMap)) {
    for (const a of venue.hedgeVenuesList) {
      if (a.canRead && !out.some((o) => o.id === a.subaccountId)) {
        out.push({ id: a.subaccountId, label: `${a.displayText} (#${a.subaccountId})` });
      }
    }
  }
  return out.sort((a, b) => a.label.localeCompare(b.label));
}

/** The same, as select options (value = the subaccount id). */
export function accountOptions(accounts: HedgeVenuesOptions): readonly Option[] {
  return subaccountOptions(accounts).map((o) => ({ value: String(o.id), label: o.label }));
}

function amountOrNull(text: string): string | null {
  return text === '' || text === '.'
    ? null
    : normalizeDecimal(text.endsWith('.') ? text.slice(0, -1) : text);
}

export function RuleForm(props: {
  readonly rule: PolicyRule;
  readonly title: string;
  readonly onSave: (rule: PolicyRule) => void;
  readonly onCancel: () => void;
}) {
  const { accounts } = useSessionData();
  const users = useQuery(adminUsersQuery).data;
  const r = props.rule;
  const [kind, setKind] = useState(r.kind);
  const [asset, setAsset] = useState(r.asset);
  const [min, setMin] = useState(r.min_amount_usd ?? '');
  const [max, setMax] = useState(r.max_amount_usd ?? '');
  const [destination, setDestination] = useState(r.destination_type);
  const [account, setAccount] = useState(r.account_id === null ? '' : String(r.account_id));
  const [approvals, setApprovals] = useState(String(r.min_approvers));
  const [roles, setRoles] = useState<readonly string[]>(r.approver_roles);
  const [userIds, setUserIds] = useState<readonly number[]>(r.approver_user_ids);
  const [userIdsText, setUserIdsText] = useState(r.approver_user_ids.join(', '));
  const [errors, setErrors] = useState<RuleErrors>({});

  const userList = users.status === 'ready' ? users.value : null;

  function build(): PolicyRule {
    const ids =
      userList !== null
        ? userIds
        : userIdsText
            .split(',')
            .map((s) => s.trim())
            .filter((s) => /^\d+$/.test(s))
            .map(Number);
    return {
      id: r.id,
      kind,
      asset: asset.trim() === '' ? '*' : asset.trim().toUpperCase(),
      min_amount_usd: amountOrNull(min),
      max_amount_usd: amountOrNull(max),
      destination_type: destination,
      account_id: account === '' ? null : Number(account),
      min_approvers: /^\d+$/.test(approvals) ? Number(approvals) : 0,
      approver_roles: roles,
      approver_user_ids: ids,
    };
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const rule = build();
    const errs = ruleErrors(rule);
    setErrors(errs);
    if (Object.keys(errs).length === 0) props.onSave(rule);
  }

  return (
    <form className="rule-form" onSubmit={submit} noValidate data-testid="rule-form">
      <h3>{props.title}</h3>
      <div className="rule-grid">
        <SelectField
          label="Kind"
          value={kind}
          onChange={setKind}
          options={[{ value: '*', label: 'Any kind' }, ...KIND_OPTIONS]}
          testId="rule-kind"
        />
        <TextField
          label="Asset"
          value={asset}
          onChange={setAsset}
          placeholder="* for any"
          testId="rule-asset"
        />
        <AmountField
          label="From (USD, inclusive)"
          value={min}
          onChange={setMin}
          decimals={USD_DECIMALS}
          placeholder="open"
          error={errors.min_amount_usd}
          testId="rule-min"
        />
        <AmountField
          label="Below (USD, exclusive)"
          value={max}
          onChange={setMax}
          decimals={USD_DECIMALS}
          placeholder="open"
          error={errors.max_amount_usd}
          errorTestId="rule-max-error"
          testId="rule-max"
        />
        <SelectField
          label="Destination"
          value={destination}
          onChange={setDestination}
          options={DESTINATION_OPTIONS}
          testId="rule-destination"
        />
        <SelectField
          label="Account"
          value={account}
          onChange={setAccount}
          emptyOption="Any account"
          options={accountOptions(accounts)}
          testId="rule-account"
        />
        <TextField
          label="Approvals needed"
          mono
          inputMode="numeric"
          value={approvals}
          onChange={(v) => setApprovals(v.replace(/\D/g, '').slice(0, 2))}
          error={errors.min_approvers}
          testId="rule-min-approvers"
        />
      </div>
      <div className="rule-approvers">
        <div className="field">
          <span className="field-label">Approver roles</span>
          <span className="role-checks">
            {ROLES.map((role) => (
              <label key={role} className="check">
                <input
                  type="checkbox"
                  checked={roles.includes(role)}
                  onChange={(e) =>
                    setRoles(
                      e.target.checked
                        ? ROLES.filter((x) => x === role || roles.includes(x))
                        : roles.filter((x) => x !== role),
                    )
                  }
                  data-testid={`rule-role-${role}`}
                />
                {role}
              </label>
            ))}
          </span>
        </div>
        <div className="field">
          <span className="field-label">Or these users</span>
          {userList !== null ? (
            <span className="role-checks">
              {userList.map((u) => (
                <label key={u.id} className="check">
                  <input
                    type="checkbox"
                    checked={userIds.includes(u.id)}
                    onChange={(e) =>
                      setUserIds(
                        e.target.checked ? [...userIds, u.id] : userIds.filter((x) => x !== u.id),
                      )
                    }
                  />
                  {displayName(u)}
                </label>
              ))}
            </span>
          ) : (
            <input
              className="input input-sm mono"
              value={userIdsText}
              onChange={(e) => setUserIdsText(e.target.value)}
              placeholder="user ids, comma-separated"
              data-testid="rule-user-ids"
            />
          )}
        </div>
        {errors.approvers && (
          <span className="field-error" data-testid="rule-approvers-error">
            {errors.approvers}
          </span>
        )}
      </div>
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary btn-sm" data-testid="rule-save">
          Keep in draft
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
