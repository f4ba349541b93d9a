// Cashflows (issue 16 item 5): money in and out of the institution's subaccounts by tab —
// deposits, withdrawals, transfers, fees, funding, interest — from the ledger, server-paged.
import { useParams } from 'react-router-dom';
import { LedgerTable } from './LedgerTable';
import { PostTradeShell, SubTabs } from './Shell';

export const CASHFLOW_TABS = [
  { key: 'deposits', label: 'Deposits' },
  { key: 'withdrawals', label: 'Withdrawals' },
  { key: 'transfers', label: 'Transfers' },
  { key: 'fees', label: 'Fees' },
  { key: 'funding', label: 'Funding' },
  { key: 'interest', label: 'Interest' },
] as const;

export function CashflowsPage() {
  const { tab } = useParams();
  const current = CASHFLOW_TABS.find((t) => t.key === tab)?.key ?? 'deposits';
  return (
    <PostTradeShell
      title="Cashflows"
      subtitle="Deposits, withdrawals, transfers, fees, funding and interest, as the ledger booked them."
      testId="post-trade-cashflows"
    >
      <SubTabs base="/post-trade/cashflows" tabs={CASHFLOW_TABS} current={current} />
      {current === 'interest' ? (
        <p className="pf-note">
          Interest shows what the ledger books as interest. Interest accruing on open credit loans
          is on Portfolio → Credit until it is charged.
        </p>
      ) : null}
      <LedgerTable
        key={current}
        groups={[current]}
        table={`posttrade.cashflows.${current}`}
        testId="pt-cashflows"
        exportKind="cashflows"
      />
    </PostTradeShell>
  );
}

export default CashflowsPage;
