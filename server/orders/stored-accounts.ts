// Accounts as PostgreSQL holds them, for a process that keeps no engine's memory (issue 20:
// the scheduler's report jobs, docs/scale-out.md "Report jobs"). One snapshot gives balances,
// positions, settings and what every shard's stored rows lock (each engine writes its rows in
// the transaction of every change that moves them, so their sum is the venue's hold: open
// orders, position margin, option margin). Marks come from the caller (a followed market).
import type { Kysely } from 'kysely';
import { addDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';
import { AccountState } from './account-state';
import type { TradeInstrument } from './instruments';
import type { AccountReader } from './read-model';
import { storedAccountRows } from './snapshot-store';

export class StoredAccounts implements AccountReader {
  readonly state = new AccountState();
  private readonly locks = new Map<string, string>();

  private constructor(
    readonly instruments: ReadonlyMap<string, TradeInstrument>,
    private readonly marks: (symbol: string) => string,
  ) {}

  /** The subaccounts as stored now (one snapshot). */
  static async read(
    db: Kysely<Database>,
    subaccountIds: readonly number[],
    instruments: ReadonlyMap<string, TradeInstrument>,
    marks: (symbol: string) => string,
  ): Promise<StoredAccounts> {
    const rows = await storedAccountRows(db, subaccountIds);
    const out = new StoredAccounts(instruments, marks);
    const state = out.state;
    for (const b of rows.balances) state.addBalance(b.subaccount_id, b.token, b.amount);
    for (const l of rows.locks) out.locks.set(`${l.subaccountId}|${l.token}`, l.locked);
    for (const p of rows.positions) {
      const position = state.position(p.subaccount_id, p.symbol, p.position_side);
      position.size = addDecimal(p.size, '0');
      position.entryPrice = addDecimal(p.entry_price, '0');
      position.realizedPnl = addDecimal(p.realized_pnl, '0');
    }
    for (const s of rows.settings)
      state.settings.set(s.subaccount_id, {
        hedgeMode: s.hedge_mode,
        multiAssetsMode: s.multi_assets_mode,
        eventSeq: Number(s.event_seq),
      });
    for (const s of rows.symbolSettings)
      state.setSymbolSettings(s.subaccount_id, s.symbol, {
        leverage: s.leverage,
        marginMode: s.margin_mode === 'ISOLATED' ? 'ISOLATED' : 'CROSSED',
      });
    return out;
  }

  /** Every shard's stored lock of the token (a stored row cannot leave one order out). */
  locked(sub: number, token: string): string {
    return this.locks.get(`${sub}|${token}`) ?? '0';
  }

  mark(symbol: string): string {
    return this.marks(symbol);
  }
}
