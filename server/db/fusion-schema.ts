// Kysely types of migration 052 (Fusion orders, FAQ feedback, support tickets, Labs switches).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Json<T> = ColumnType<T, string | undefined, string>;
type Numeric = ColumnType<string, string, string>;
type EpochMillis = ColumnType<string | number, number, number>;

export interface FusionOrdersTable {
  id: Generated<number>;
  entity_id: number;
  user_id: number;
  client_order_id: string;
  symbol: string;
  side: 'BUY' | 'SELL';
  order_type: 'MARKET' | 'LIMIT';
  time_in_force: 'IOC' | 'GTC';
  quantity: Numeric;
  limit_price: Nullable<string>;
  edge_subaccount_id: number;
  otc_subaccount_id: number;
  state: ColumnType<'ROUTING' | 'ROUTED', 'ROUTING' | 'ROUTED' | undefined, 'ROUTING' | 'ROUTED'>;
  plan: Json<Record<string, unknown>>;
  created_at: EpochMillis;
}

export interface FusionChildrenTable {
  id: Generated<number>;
  parent_id: number;
  source: 'EDGE' | 'OTC';
  planned_quantity: Numeric;
  order_id: Nullable<string>;
  fx_quote_id: Nullable<string>;
  quote_trade_id: Nullable<string>;
  price: Nullable<string>;
  executed_quantity: ColumnType<string, string | undefined, string>;
  status: string;
  reason: ColumnType<string, string | undefined, string>;
}

export interface FaqFeedbackTable {
  user_id: number;
  slug: string;
  helpful: boolean;
  comment: ColumnType<string, string | undefined, string>;
  updated_at: Timestamp;
}

export type SupportCategory = 'trading' | 'custody' | 'withdrawals' | 'account' | 'technical';
export type SupportPriority = 'low' | 'normal' | 'high' | 'urgent';
export type SupportStatus = 'open' | 'pending' | 'resolved' | 'closed';

export interface SupportTicketsTable {
  id: Generated<number>;
  entity_id: number;
  user_id: number;
  subject: string;
  category: SupportCategory;
  priority: SupportPriority;
  status: ColumnType<SupportStatus, SupportStatus | undefined, SupportStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  author_id: number;
  staff: boolean;
  body: string;
  attachment_name: Nullable<string>;
  attachment_type: Nullable<string>;
  attachment_base64: Nullable<string>;
  created_at: Timestamp;
}

export interface LabFlagsTable {
  user_id: number;
  flag: string;
  enabled: boolean;
  feedback: ColumnType<string, string | undefined, string>;
  updated_at: Timestamp;
}

export interface FusionTables {
  fusion_orders: FusionOrdersTable;
  fusion_children: FusionChildrenTable;
  faq_feedback: FaqFeedbackTable;
  support_tickets: SupportTicketsTable;
  support_messages: SupportMessagesTable;
  lab_flags: LabFlagsTable;
}
