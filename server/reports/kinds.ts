// Which source produces each report kind (domain/reports.ts names them, spec 3.7 and 7.3).
import type { SourceRegistry } from './source';
import { contractsSource, structuredProductsSource } from './sources/confirmations';
import {
  derivativesDisclosureSource,
  openPositionsSource,
  portfolioSource,
  positionsSource,
} from './sources/holdings';
import { allocationsSource } from './sources/allocations';
import { cashflowsSource, transactionsSource } from './sources/entries';
import { balanceStatementSource, interestStatementSource } from './sources/ledger';
import { orderBlotterSource, orderHistorySource, tradeHistorySource } from './sources/orders';
import { eodDashboardSource, eodSnapshotSource } from './sources/snapshots';
import { depositsSource, transfersSource, withdrawalsSource } from './sources/wallet';

export const REPORT_SOURCES: SourceRegistry = {
  orderblotter: orderBlotterSource,
  eodsnapshot: eodSnapshotSource,
  portfolio: portfolioSource,
  order_history_async_download: orderHistorySource,
  trade_history_async_download: tradeHistorySource,
  eod_snapshot_dashboard: eodDashboardSource,
  balances: balanceStatementSource,
  deposits: depositsSource,
  withdrawals: withdrawalsSource,
  transfers: transfersSource,
  open_positions: openPositionsSource,
  positions: positionsSource,
  cashflows: cashflowsSource,
  interest_statement: interestStatementSource,
  derivatives_disclosure: derivativesDisclosureSource,
  structured_products_confirmation: structuredProductsSource,
  contracts: contractsSource,
  transactions: transactionsSource,
  allocations: allocationsSource,
};
