// Admin → Approval policies: the entity's ordered rules (first match wins). Adding, editing,
// moving and deleting rules build a draft, marked rule by rule; "Send for approval" makes ONE
// approval_policy request of the whole list. Below, the dry run answers "who would have to
// approve this?" without creating anything.
import { useState } from 'react';
import {
  amountRangeText,
  EMPTY_RULE,
  moveRule,
  policiesQuery,
  policyDiff,
  policyPayload,
  removeRule,
  replaceRule,
  type PolicyRule,
  type RuleMark,
} from '../../tab/admin/policies';
import { kindLabel } from '../../tab/approvals/vocabulary';
import { useQuery } from '../../tab/react/query';
import { useSendRequest, type SendOutcome } from '../../tab/react/permissions';
import { DryRunForm } from './DryRunForm';
import { LoadError, Outcome, TableSkeleton } from './Outcome';
import { RuleForm } from './RuleForm';

export function PoliciesTab() {
  const { data, refetch } = useQuery(policiesQuery);
  return (
    <section className="admin-section" data-testid="admin-policies">
      {data.status === 'error' && <LoadError message={data.message} onRetry={refetch} />}
      {data.status === 'loading' && <TableSkeleton />}
      {data.status === 'ready' && <PolicyEditor current={data.value} />}
      <DryRunForm rules={data.status === 'ready' ? data.value : null} />
    </section>
  );
}

const MARK_TEXT: Readonly<Record<RuleMark, string>> = {
  new: 'New',
  edited: 'Edited',
  moved: 'Moved',
  same: '',
};

export function approversText(rule: PolicyRule): string {
  const who = [
    ...rule.approver_roles.map((r) => `role ${r}`),
    ...rule.approver_user_ids.map((id) => `user #${id}`),
  ];
  return who.length === 0 ? '—' : who.join(', ');
}

function PolicyEditor({ current }: { readonly current: readonly PolicyRule[] }) {
  const { pending, send } = useSendRequest();
  const [draft, setDraft] = useState<readonly PolicyRule[] | null>(null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const rules = draft ?? current;
  const diff = policyDiff(current, rules);

  const change = (next: readonly PolicyRule[]) => {
    setOutcome(null);
    setDraft(next);
  };

  async function submit() {
    if (pending || !diff.changed) return;
    const r = await send('approval_policy', policyPayload(rules));
    setOutcome(r);
    if (r.ok) {
      setDraft(null);
      setEditing(null);
    }
  }

  return (
    <div className="card admin-card">
      <header className="admin-card-head">
        <h2>Rules</h2>
        <span className="muted">
          Tried in order; the first rule that matches a request decides.
        </span>
        <button
          type="button"
          className="btn btn-sm admin-head-action"
          onClick={() => setEditing('new')}
          disabled={editing !== null}
          data-testid="rule-add"
        >
          Add rule
        </button>
      </header>
      <table className="dense-table" data-testid="policy-rules">
        <thead>
          <tr>
            <th className="num">#</th>
            <th>Kind</th>
            <th>Asset</th>
            <th>Amount (USD)</th>
            <th>Destination</th>
            <th>Account</th>
            <th className="num">Approvals</th>
            <th>Approvers</th>
            <th />
            <th className="actions-col">Order / edit</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule, i) => {
            const mark = diff.marks[i] ?? 'same';
            return (
              <tr
                key={rule.id ?? `new-${i}`}
                className={mark === 'same' ? undefined : `rule-${mark}`}
                data-testid="policy-rule-row"
                data-mark={mark}
              >
                <td className="num mono">{i + 1}</td>
                <td>{kindLabel(rule.kind)}</td>
                <td className="mono">{rule.asset === '*' ? 'Any' : rule.asset}</td>
                <td className="mono">{amountRangeText(rule)}</td>
                <td>{rule.destination_type}</td>
                <td className="mono">{rule.account_id === null ? 'Any' : `#${rule.account_id}`}</td>
                <td className="num mono">{rule.min_approvers}</td>
                <td>{approversText(rule)}</td>
                <td>
                  {mark !== 'same' && (
                    <span className="badge badge-warning">{MARK_TEXT[mark]}</span>
                  )}
                </td>
                <td className="actions-col">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={`Move rule ${i + 1} up`}
                    disabled={i === 0 || editing !== null}
                    onClick={() => change(moveRule(rules, i, -1))}
                    data-testid="rule-up"
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={`Move rule ${i + 1} down`}
                    disabled={i === rules.length - 1 || editing !== null}
                    onClick={() => change(moveRule(rules, i, 1))}
                    data-testid="rule-down"
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={editing !== null}
                    onClick={() => setEditing(i)}
                    data-testid="rule-edit"
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-danger"
                    disabled={editing !== null}
                    onClick={() => change(removeRule(rules, i))}
                    data-testid="rule-delete"
                  >
                    Delete
                  </button>
                </td>
              </tr>
            );
          })}
          <tr className="rule-default">
            <td className="num mono">—</td>
            <td colSpan={9} className="muted">
              Otherwise: one approval by an <strong>admin</strong> for administrative requests, by
              an <strong>approver</strong> for money requests.
            </td>
          </tr>
        </tbody>
      </table>
      {editing !== null && (
        <RuleForm
          key={String(editing)}
          title={editing === 'new' ? 'New rule (added last)' : `Edit rule ${editing + 1}`}
          rule={editing === 'new' ? EMPTY_RULE : (rules[editing] ?? EMPTY_RULE)}
          onCancel={() => setEditing(null)}
          onSave={(rule) => {
            change(editing === 'new' ? [...rules, rule] : replaceRule(rules, editing, rule));
            setEditing(null);
          }}
        />
      )}
      {diff.changed && (
        <div className="policy-diff" data-testid="policy-diff">
          <strong>Draft:</strong>{' '}
          {[
            countText(diff.marks, 'new', 'added'),
            countText(diff.marks, 'edited', 'edited'),
            countText(diff.marks, 'moved', 'moved'),
            diff.removed.length > 0 ? `${diff.removed.length} deleted` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
          {diff.removed.length > 0 && (
            <ul className="diff-list">
              {diff.removed.map((r, i) => (
                <li key={r.id ?? i} className="diff-remove">
                  <span className="diff-sign">−</span>
                  {kindLabel(r.kind)} · {r.asset === '*' ? 'any asset' : r.asset} ·{' '}
                  {amountRangeText(r)} · {r.min_approvers} approval
                  {r.min_approvers === 1 ? '' : 's'}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="admin-actions admin-card-foot">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => void submit()}
          disabled={pending || !diff.changed || editing !== null}
          data-testid="policy-submit"
        >
          {pending ? 'Sending…' : 'Send policy for approval'}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => {
            setDraft(null);
            setEditing(null);
          }}
          disabled={pending || !diff.changed}
          data-testid="policy-reset"
        >
          Discard draft
        </button>
        <Outcome outcome={outcome} />
      </div>
    </div>
  );
}

function countText(marks: readonly RuleMark[], mark: RuleMark, word: string): string | null {
  const n = marks.filter((m) => m === mark).length;
  return n === 0 ? null : `${n} ${word}`;
}
