// Portfolio → Treasury management (docs/treasury.md): the entity's rules with their state,
// next run and last outcome; a form to add or edit one; run now, enable, delete (each a
// maker-checker request) and disable (at once); a rule's run history. Live: rule changes and
// runs arrive on the entity's approvals topic.
import { Fragment, useState, type FormEvent } from 'react';
import { formatDateTimeUtc } from '../../../domain/dates';
import { groupThousands } from '../../../domain/numbers';
import { ruleProblems, SCHEDULE_UNITS } from '../../../domain/treasury';
import { APPROVALS_CHANGED } from '../../tab/approvals/calls';
import { useSessionData } from '../../tab/react/hooks';
import { useSendRequest, type SendOutcome } from '../../tab/react/permissions';
import { useMutation, useQuery } from '../../tab/react/query';
import {
  actionText,
  disableRuleCall,
  draftToRule,
  EMPTY_DRAFT,
  ruleRunsQuery,
  ruleToDraft,
  scheduleText,
  STATUS_LABEL,
  statusTone,
  treasuryRulesQuery,
  triggerText,
  type RuleDraft,
  type TreasuryRule,
} from '../../tab/treasury/rules';
import { AmountField, SelectField, TextField, type Option } from '../../ui/fields';
import { accountOptions } from '../admin/RuleForm';
import { LoadError, Outcome, TableSkeleton } from '../admin/Outcome';
import '../admin/admin.css';
import './treasury.css';

const AMOUNT_DECIMALS = 8;

function StatusBadge({ status }: { readonly status: string }) {
  return (
    <span className={`status-text status-${statusTone(status)}`} data-testid="rule-status">
      {STATUS_LABEL[status] ?? status}
    </span>
  );
}

export default function TreasuryPage() {
  const { accounts } = useSessionData();
  const options = accountOptions(accounts);
  const nameOf = (id: number) => options.find((o) => o.value === String(id))?.label ?? `#${id}`;
  const { data, refetch } = useQuery(treasuryRulesQuery);
  const [form, setForm] = useState<{ readonly rule: TreasuryRule | null } | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const sender = useSendRequest();
  const disable = useMutation();

  async function send(payload: unknown) {
    setOutcome(await sender.send('treasury_rule', payload));
  }
  async function turnOff(rule: TreasuryRule) {
    const r = await disable.run(disableRuleCall(rule.id), APPROVALS_CHANGED);
    setOutcome(r.ok ? { ok: true, request: null, text: `${rule.name} is disabled` } : r);
  }

  return (
    <section className="admin-section treasury" data-testid="treasury-page">
      <div className="card admin-card">
        <header className="admin-card-head">
          <h2>Treasury rules</h2>
          <span className="muted">
            Keep balances where you want them. New rules and changes run once approved.
          </span>
          <button
            type="button"
            className="btn btn-primary btn-sm admin-head-action"
            onClick={() => setForm({ rule: null })}
            data-testid="rule-new"
          >
            New rule
          </button>
        </header>
        <Outcome outcome={outcome} />
        {data.status === 'error' && <LoadError message={data.message} onRetry={refetch} />}
        {data.status === 'loading' && <TableSkeleton rows={4} />}
        {data.status === 'ready' &&
          (data.value.length === 0 ? (
            <p className="empty-state" data-testid="rules-empty">
              No rules yet. A rule can keep a balance on an account and sweep the rest, or top it up
              when it runs low.
            </p>
          ) : (
            <table className="dense-table treasury-rules" data-testid="rules-table">
              <thead>
                <tr>
                  <th>Rule</th>
                  <th>Watches</th>
                  <th>When</th>
                  <th>Then</th>
                  <th>Schedule</th>
                  <th>Status</th>
                  <th>Next run (UTC)</th>
                  <th>Last run</th>
                  <th className="actions-col" />
                </tr>
              </thead>
              <tbody>
                {data.value.map((rule) => (
                  <Fragment key={rule.id}>
                    <tr data-testid="rule-row" data-rule-id={rule.id} data-status={rule.status}>
                      <td className="cell-main">{rule.name}</td>
                      <td>
                        {nameOf(rule.account_id)}
                        <div className="cell-sub">with {nameOf(rule.counterparty_id)}</div>
                      </td>
                      <td>{triggerText(rule)}</td>
                      <td>{actionText(rule)}</td>
                      <td>{scheduleText(rule.schedule)}</td>
                      <td>
                        <StatusBadge status={rule.status} />
                        {rule.pendingRequestId !== null && rule.status !== 'pending_approval' && (
                          <div className="cell-sub">Change awaiting approval</div>
                        )}
                      </td>
                      <td className="mono">
                        {rule.nextRunAt === null
                          ? '—'
                          : formatDateTimeUtc(Date.parse(rule.nextRunAt))}
                      </td>
                      <td>
                        {rule.lastRun === null ? (
                          <span className="muted">Not run yet</span>
                        ) : (
                          <RunSummary run={rule.lastRun} token={rule.token} />
                        )}
                      </td>
                      <td className="actions-col">
                        <RuleActions
                          rule={rule}
                          busy={sender.pending || disable.pending}
                          onHistory={() => setOpen(open === rule.id ? null : rule.id)}
                          onEdit={() => setForm({ rule })}
                          onSend={(payload) => void send(payload)}
                          onDisable={() => void turnOff(rule)}
                        />
                      </td>
                    </tr>
                    {open === rule.id && (
                      <tr className="outcome-row">
                        <td colSpan={9}>
                          <RunHistory rule={rule} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          ))}
      </div>
      {form !== null && (
        <RuleForm
          rule={form.rule}
          accounts={options}
          pending={sender.pending}
          onCancel={() => setForm(null)}
          onSubmit={async (payload) => {
            const r = await sender.send('treasury_rule', payload);
            setOutcome(r);
            if (r.ok) setForm(null);
            return r;
          }}
        />
      )}
    </section>
  );
}

function RunSummary({
  run,
  token,
}: {
  readonly run: TreasuryRule['lastRun'] & {};
  readonly token: string;
}) {
  const moved =
    run.outcome === 'transferred' && run.amount !== null
      ? `${run.direction === 'in' ? 'In' : 'Out'} ${groupThousands(run.amount)} ${token}`
      : null;
  return (
    <span title={run.reason ?? undefined}>
      <StatusBadge status={run.status} />
      <div className="cell-sub">
        {moved ?? (run.outcome === 'skipped' ? 'Nothing to move' : (run.reason ?? ''))}
      </div>
    </span>
  );
}

function RuleActions(props: {
  readonly rule: TreasuryRule;
  readonly busy: boolean;
  readonly onHistory: () => void;
  readonly onEdit: () => void;
  readonly onSend: (payload: unknown) => void;
  readonly onDisable: () => void;
}) {
  const { rule, busy } = props;
  const waiting = rule.pendingRequestId !== null;
  const settled = rule.status !== 'pending_approval' && rule.status !== 'rejected';
  const button = (label: string, testId: string, run: () => void, danger = false) => (
    <button
      key={testId}
      type="button"
      className={`btn btn-sm${danger ? ' btn-danger' : ''}`}
      onClick={run}
      disabled={busy}
      data-testid={testId}
    >
      {label}
    </button>
  );
  return (
    <>
      {button('History', 'rule-history', props.onHistory)}
      {settled && !waiting && (
        <>
          {button('Run now', 'rule-run-now', () =>
            props.onSend({ op: 'run_now', rule_id: rule.id }),
          )}
          {button('Edit', 'rule-edit', props.onEdit)}
          {rule.status === 'enabled'
            ? button('Disable', 'rule-disable', props.onDisable)
            : button('Enable', 'rule-enable', () =>
                props.onSend({ op: 'enable', rule_id: rule.id }),
              )}
          {button(
            'Delete',
            'rule-delete',
            () => props.onSend({ op: 'delete', rule_id: rule.id }),
            true,
          )}
        </>
      )}
    </>
  );
}

function RunHistory({ rule }: { readonly rule: TreasuryRule }) {
  const { data, refetch } = useQuery(ruleRunsQuery(rule.id));
  if (data.status === 'error') return <LoadError message={data.message} onRetry={refetch} />;
  if (data.status !== 'ready') return <TableSkeleton rows={3} />;
  const { runs, total } = data.value;
  if (runs.length === 0) return <p className="muted">No runs yet.</p>;
  return (
    <table className="dense-table treasury-runs" data-testid="run-history">
      <thead>
        <tr>
          <th>Period (UTC)</th>
          <th>Status</th>
          <th>Moved</th>
          <th className="num">Balance before</th>
          <th>Why</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr
            key={run.id}
            data-testid="run-row"
            data-status={run.status}
            data-outcome={run.outcome ?? ''}
          >
            <td className="mono">
              {formatDateTimeUtc(Date.parse(run.periodStart))}
              {run.manual && <span className="badge treasury-manual">Run now</span>}
            </td>
            <td>
              <StatusBadge status={run.status} />
            </td>
            <td className="mono">
              {run.outcome === 'transferred' && run.amount !== null
                ? `${run.direction === 'in' ? '→ in' : 'out →'} ${groupThousands(run.amount)} ${rule.token}`
                : '—'}
            </td>
            <td className="num mono">
              {run.balanceBefore === null ? '—' : groupThousands(run.balanceBefore)}
            </td>
            <td className="muted">{run.reason ?? ''}</td>
          </tr>
        ))}
      </tbody>
      {total > runs.length && (
        <caption className="muted">
          Latest {runs.length} of {total} runs
        </caption>
      )}
    </table>
  );
}

const TRIGGER_OPTIONS: readonly Option[] = [
  { value: 'above', label: 'Balance above a level (sweep)' },
  { value: 'below', label: 'Balance below a level (top up)' },
  { value: 'range', label: 'Balance outside a range' },
];
const ACTION_OPTIONS: readonly Option[] = [
  { value: 'limits', label: 'Move to a target balance' },
  { value: 'fixed', label: 'Move a fixed amount' },
];
const UNIT_OPTIONS: readonly Option[] = SCHEDULE_UNITS.map((u) => ({ value: u, label: u }));

function RuleForm(props: {
  readonly rule: TreasuryRule | null;
  readonly accounts: readonly Option[];
  readonly pending: boolean;
  readonly onCancel: () => void;
  readonly onSubmit: (payload: unknown) => Promise<SendOutcome>;
}) {
  const [d, setD] = useState<RuleDraft>(props.rule ? ruleToDraft(props.rule) : EMPTY_DRAFT);
  const [tried, setTried] = useState(false);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const set = (patch: Partial<RuleDraft>) => setD((x) => ({ ...x, ...patch }));
  const chosen = d.accountId !== '' && d.counterpartyId !== '';
  const problems = chosen ? ruleProblems(draftToRule(d)) : { account_id: 'Choose both accounts.' };
  const shown = (field: string) => (tried ? problems[field] : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0 || props.pending) return;
    const rule = draftToRule(d);
    const payload =
      props.rule === null ? { op: 'add', rule } : { op: 'edit', rule_id: props.rule.id, rule };
    const r = await props.onSubmit(payload);
    if (!r.ok) setOutcome(r);
  }

  return (
    <form
      className="card admin-card treasury-form"
      onSubmit={submit}
      noValidate
      data-testid="rule-form"
    >
      <header className="admin-card-head">
        <h2>{props.rule === null ? 'New rule' : `Edit ${props.rule.name}`}</h2>
        <span className="muted">Sent for approval; it runs once approved.</span>
      </header>
      <div className="treasury-grid">
        <TextField
          label="Name"
          value={d.name}
          onChange={(name) => set({ name })}
          placeholder="Keep 2M USDC on Edge"
          error={shown('name')}
          testId="rule-name"
        />
        <TextField
          label="Token"
          value={d.token}
          onChange={(token) => set({ token: token.toUpperCase() })}
          testId="rule-token"
        />
        <SelectField
          label="Watch the balance of"
          value={d.accountId}
          onChange={(accountId) => set({ accountId })}
          emptyOption="Choose an account"
          options={props.accounts}
          error={shown('account_id')}
          testId="rule-account"
        />
        <SelectField
          label="Move money with"
          value={d.counterpartyId}
          onChange={(counterpartyId) => set({ counterpartyId })}
          emptyOption="Choose an account"
          options={props.accounts}
          error={shown('counterparty_id')}
          testId="rule-counterparty"
        />
        <SelectField
          label="When"
          value={d.trigger}
          onChange={(t) => set({ trigger: t as RuleDraft['trigger'] })}
          options={TRIGGER_OPTIONS}
          testId="rule-trigger"
        />
        {d.trigger === 'range' ? (
          <>
            <AmountField
              label="Lower bound"
              value={d.min}
              onChange={(min) => set({ min })}
              decimals={AMOUNT_DECIMALS}
              error={shown('trigger.min')}
              testId="rule-min"
            />
            <AmountField
              label="Upper bound"
              value={d.max}
              onChange={(max) => set({ max })}
              decimals={AMOUNT_DECIMALS}
              error={shown('trigger.max')}
              testId="rule-max"
            />
          </>
        ) : (
          <AmountField
            label="Level"
            value={d.level}
            onChange={(level) => set({ level })}
            decimals={AMOUNT_DECIMALS}
            error={shown('trigger.level')}
            testId="rule-level"
          />
        )}
        <SelectField
          label="Then"
          value={d.action}
          onChange={(a) => set({ action: a as RuleDraft['action'] })}
          options={ACTION_OPTIONS}
          testId="rule-action"
        />
        {d.action === 'fixed' ? (
          <AmountField
            label="Amount"
            value={d.amount}
            onChange={(amount) => set({ amount })}
            decimals={AMOUNT_DECIMALS}
            error={shown('action.amount')}
            testId="rule-amount"
          />
        ) : (
          <AmountField
            label="Target balance"
            value={d.target}
            onChange={(target) => set({ target })}
            decimals={AMOUNT_DECIMALS}
            error={shown('action.target')}
            testId="rule-target"
          />
        )}
        <TextField
          label="Every"
          mono
          inputMode="numeric"
          value={d.every}
          onChange={(v) => set({ every: v.replace(/\D/g, '').slice(0, 4) })}
          error={shown('schedule.every')}
          testId="rule-every"
        />
        <SelectField
          label="Unit"
          value={d.unit}
          onChange={(u) => set({ unit: u as RuleDraft['unit'] })}
          options={UNIT_OPTIONS}
          testId="rule-unit"
        />
        {d.unit === 'days' && (
          <TextField
            label="At (UTC)"
            type="time"
            value={d.at}
            onChange={(at) => set({ at })}
            error={shown('schedule.at')}
            testId="rule-at"
          />
        )}
      </div>
      <Outcome outcome={outcome} />
      <div className="admin-actions">
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={props.pending}
          data-testid="rule-submit"
        >
          {props.pending ? 'Sending…' : 'Send for approval'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
