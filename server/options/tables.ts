// Typed view of migration 036 (option_trade_legs), used through Kysely's withTables until
// server/db/schema.ts lists it.
import type { ColumnType } from 'kysely';

export interface OptionTradeLegsTable {
  trade_id: ColumnType<string, string | number, string | number>;
  leg_index: number;
  symbol: string;
  side: 'BUY' | 'SELL';
  ratio: number;
  quantity: ColumnType<string, string, string>;
  contracts: ColumnType<string, string, string>;
  price: ColumnType<string, string, string>;
  vol: ColumnType<string, string, string>;
}
