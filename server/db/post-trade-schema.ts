// 048: post-trade tables (server/posttrade, docs/post-trade.md).
import type { ColumnType, Generated } from 'kysely';

type Numeric = ColumnType<string, string, string>;
type EpochMillis = ColumnType<string | number, number, number>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface AllocationsTable {
  id: Generated<number>;
  entity_id: number;
  user_id: number;
  client_request_id: string;
  symbol: string;
  side: 'BUY' | 'SELL';
  base_token: string;
  quote_token: string;
  source_subaccount_id: number;
  remainder_subaccount_id: number;
  mode: 'percent' | 'quantity';
  quantity: Numeric;
  average_price: Numeric;
  notional: Numeric;
  fee: Numeric;
  fee_token: string;
  status: 'booked' | 'reversed' | 'reversal';
  reversal_of: Nullable<number>;
  reversed_by: Nullable<number>;
  journal_id: ColumnType<string | number, number, number>;
  created_at: EpochMillis;
  /** 059: the block's position side on a derivative allocation; null on spot. */
  position_side: Nullable<'BOTH' | 'LONG' | 'SHORT'>;
}

export interface AllocationLegsTable {
  allocation_id: number;
  leg: number;
  subaccount_id: number;
  quantity: Numeric;
  quote_value: Numeric;
  fee_share: Numeric;
  remainder: boolean;
  /** 059: the position side the leg's size went to on a derivative allocation; null on spot. */
  position_side: Nullable<'BOTH' | 'LONG' | 'SHORT'>;
}

export interface AllocatedTradesTable {
  trade_ref: string;
  allocation_id: number;
  quantity: Numeric;
  notional: Numeric;
  fee: Numeric;
}

export type SettlementBatchStatus =
  'open' | 'pending_approval' | 'settled' | 'settled_with_disputes' | 'nothing_to_settle';

export interface SettlementBatchesTable {
  id: Generated<number>;
  entity_id: number;
  kind: 'crypto' | 'fiat';
  cycle_start: EpochMillis;
  cycle_end: EpochMillis;
  status: SettlementBatchStatus;
  settlement_subaccount_id: Nullable<number>;
  request_id: ColumnType<string | number | null, number | null | undefined, number | null>;
  journal_id: ColumnType<string | number | null, number | null | undefined, number | null>;
  settled_by: Nullable<number>;
  settled_at: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: EpochMillis;
}

export interface SettlementLinesTable {
  batch_id: number;
  subaccount_id: number;
  token: string;
  owed: Numeric;
  receivable: Numeric;
  net: Numeric;
  trades: number;
  status: 'open' | 'disputed' | 'settled';
  dispute_reason: Nullable<string>;
  disputed_by: Nullable<number>;
  disputed_at: ColumnType<string | number | null, number | null | undefined, number | null>;
}

export interface OrderArrivalPricesTable {
  order_id: ColumnType<string, string, string>;
  arrival_price: Numeric;
}

export interface PostTradeTables {
  allocations: AllocationsTable;
  allocation_legs: AllocationLegsTable;
  allocated_trades: AllocatedTradesTable;
  settlement_batches: SettlementBatchesTable;
  settlement_lines: SettlementLinesTable;
  order_arrival_prices: OrderArrivalPricesTable;
}
