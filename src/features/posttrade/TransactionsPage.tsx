// Transactions (issue 16 item 5): every ledger movement on the caller's subaccounts, filterable
// by tab, token and subaccount, server-paged, each linked to the order, quote, withdrawal,
// deposit, transfer, allocation or settlement that caused it.
import { useParams } from 'react-router-dom';
import { LedgerTable } from './LedgerTable';
import { PostTradeShell, SubTabs } from './Shell';

export const TRANSACTION_TABS = [
  { key: 'all', label: 'All' },
  { key: 'trades', label: 'Trades' },
  { key: 'fees', label: 'Fees' },
  { key: 'transfers', label: 'Transfers' },
  { key: 'deposits', label: 'Deposits' },
  { key: 'withdrawals', label: 'Withdrawals' },
  { key: 'funding', label: 'Funding' },
] as const;

export function TransactionsPage() {
  const { tab } = useParams();
  const current = TRANSACTION_TABS.find((t) => t.key === tab)?.key ?? 'all';
  return (
    <PostTradeShell
      title="Transactions"
      subtitle="Every ledger movement, with what caused it."
      testId="post-trade-transactions"
    >
      <SubTabs base="/post-trade/transactions" tabs={TRANSACTION_TABS} current={current} />
      <LedgerTable
        key={current}
        groups={current === 'all' ? null : [current]}
        table="posttrade.transactions"
        testId="pt-transactions"
        exportKind="transactions"
      />
    </PostTradeShell>
  );
}

export default TransactionsPage;
