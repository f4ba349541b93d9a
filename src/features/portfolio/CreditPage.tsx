// Portfolio → Credit (flag credit_loan_balance): the trade credit line exactly as quotes and
// orders check it (limit, utilised, available), its freeze with the reason, the amounts due
// with their dates and the loans (principal, rate, accrued interest); a tab for each.
import { NavLink, useParams } from 'react-router-dom';
import { formatDateUtc } from '../../../domain/dates';
import { formatAmount, formatUsd } from '../../../domain/numbers';
import { creditQuery, type CreditReport } from '../../tab/portfolio/wire';
import { useQuery } from '../../tab/react/query';
import { PageState, Stat } from './Outcome';
import { useFeatureFlag } from './useFeatureFlag';

export const INSUFFICIENT_CREDIT_TEXT = 'Insufficient Credit Remaining';

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'amounts-due', label: 'Amounts due' },
  { key: 'loans', label: 'Loans' },
] as const;

export function CreditPage() {
  const enabled = useFeatureFlag('credit_loan_balance');
  if (!enabled)
    return (
      <section className="card pf-state" data-testid="portfolio-credit-off">
        <p>Credit and loan balances are not enabled for your organisation.</p>
      </section>
    );
  return <CreditBody />;
}

function CreditBody() {
  const { tab = 'overview' } = useParams();
  const { data, refetch } = useQuery(creditQuery);
  const current = TABS.find((t) => t.key === tab) ?? TABS[0];
  return (
    <section className="pf-page" data-testid="portfolio-credit">
      <nav className="pf-subtabs" aria-label="Credit sections">
        {TABS.map((t) => (
          <NavLink
            key={t.key}
            to={`/portfolio/credit/${t.key}`}
            className={`pf-chip${t.key === current.key ? ' active' : ''}`}
            data-testid={`credit-tab-${t.key}`}
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      <PageState data={data} retry={refetch}>
        {(value) =>
          current.key === 'overview' ? (
            <Overview credit={value} />
          ) : current.key === 'loans' ? (
            <Loans credit={value} />
          ) : (
            <AmountsDue credit={value} />
          )
        }
      </PageState>
    </section>
  );
}

function Overview({ credit }: { readonly credit: CreditReport }) {
  const exhausted = Number(credit.remaining) <= 0;
  const used = Number(credit.limit) > 0 ? (Number(credit.used) / Number(credit.limit)) * 100 : 0;
  const loans = credit.loans.reduce((a, l) => a + Number(l.outstanding), 0);
  return (
    <>
      <div className="pf-stats">
        <Stat label="Credit limit" value={formatUsd(credit.limit)} testId="credit-limit" />
        <Stat label="Utilised" value={formatUsd(credit.used)} testId="credit-used" />
        <Stat label="Available" value={formatUsd(credit.remaining)} testId="credit-available" />
        <Stat label="Frozen" value={credit.frozen ? 'Yes' : 'No'} testId="credit-frozen" />
        <Stat
          label="Loans outstanding (principal + interest)"
          value={formatUsd(loans.toFixed(2))}
        />
      </div>
      {credit.frozen && (
        <p className="alert-error" role="alert" data-testid="credit-frozen-reason">
          Credit is frozen{credit.frozenReason ? `: ${credit.frozenReason}` : ''}.
        </p>
      )}
      {exhausted && (
        <p className="alert-error" role="alert" data-testid="credit-insufficient">
          {INSUFFICIENT_CREDIT_TEXT}
        </p>
      )}
      <div className="card pf-card">
        <h2 className="pf-card-title">Credit totals</h2>
        <div
          className="pf-meter"
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={used}
          aria-label="Credit utilised"
        >
          <div
            className={`pf-meter-fill pf-meter-${used >= 80 ? 'high' : used >= 50 ? 'mid' : 'low'}`}
            style={{ width: `${Math.min(100, used)}%` }}
          />
        </div>
        <p className="muted pf-note">
          {used.toFixed(2)}% of the limit is used by RFQ, streaming and options executions. Quotes
          and orders are checked against the same available amount.
        </p>
      </div>
    </>
  );
}

function Loans({ credit }: { readonly credit: CreditReport }) {
  return (
    <div className="card pf-card">
      <h2 className="pf-card-title">Loans</h2>
      <table className="pf-data" data-testid="credit-loans">
        <thead>
          <tr>
            <th>Token</th>
            <th className="num">Principal</th>
            <th className="num">Rate (annual)</th>
            <th>Start</th>
            <th>Due</th>
            <th className="num">Accrued interest</th>
            <th className="num">Outstanding</th>
          </tr>
        </thead>
        <tbody>
          {credit.loans.map((l) => (
            <tr key={l.id}>
              <td>{l.token}</td>
              <td className="num mono">{formatAmount(l.principal, l.token)}</td>
              <td className="num mono">{(Number(l.annualRate) * 100).toFixed(2)}%</td>
              <td>{formatDateUtc(l.startedAt)}</td>
              <td>{formatDateUtc(l.dueAt)}</td>
              <td className="num mono">{formatAmount(l.accruedInterest, l.token)}</td>
              <td className="num mono">{formatAmount(l.outstanding, l.token)}</td>
            </tr>
          ))}
          {credit.loans.length === 0 && (
            <tr>
              <td colSpan={7} className="muted">
                No open loans
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <p className="muted pf-note">Simple interest, accrued daily on an actual/365 basis.</p>
    </div>
  );
}

function AmountsDue({ credit }: { readonly credit: CreditReport }) {
  return (
    <div className="card pf-card">
      <h2 className="pf-card-title">Amounts due</h2>
      <table className="pf-data" data-testid="credit-amounts-due">
        <thead>
          <tr>
            <th>Due date</th>
            <th>Token</th>
            <th className="num">Amount</th>
          </tr>
        </thead>
        <tbody>
          {credit.amountsDue.map((d) => (
            <tr key={d.loanId}>
              <td>{formatDateUtc(d.dueAt)}</td>
              <td>{d.token}</td>
              <td className="num mono">{formatAmount(d.amount, d.token)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default CreditPage;
