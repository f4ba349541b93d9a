// The trading settings tables: per subaccount the position mode, the multi-assets mode and the
// private stream's event seq (trading_settings); per subaccount and symbol the leverage and
// margin mode (symbol_settings).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

export function allTradingSettings(db: Kysely<Database>) {
  return db.selectFrom('trading_settings').selectAll().execute();
}

export function allSymbolSettings(db: Kysely<Database>) {
  return db.selectFrom('symbol_settings').selectAll().execute();
}

/** A subaccount's margin mode per symbol it has settings for. */
export async function marginModesOf(
  db: Kysely<Database>,
  subaccountId: number,
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('symbol_settings')
    .selectAll()
    .where('subaccount_id', '=', subaccountId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.symbol, r.margin_mode]));
}

export async function saveSymbolSettings(
  db: Kysely<Database>,
  subaccountId: number,
  symbol: string,
  leverage: number,
  marginMode: string,
): Promise<void> {
  await db
    .insertInto('symbol_settings')
    .values({ subaccount_id: subaccountId, symbol, leverage, margin_mode: marginMode })
    .onConflict((oc) =>
      oc.columns(['subaccount_id', 'symbol']).doUpdateSet({ leverage, margin_mode: marginMode }),
    )
    .execute();
}

export async function saveModes(
  db: Kysely<Database>,
  subaccountId: number,
  hedgeMode: boolean,
  multiAssetsMode: boolean,
): Promise<void> {
  await db
    .insertInto('trading_settings')
    .values({
      subaccount_id: subaccountId,
      hedge_mode: hedgeMode,
      multi_assets_mode: multiAssetsMode,
    })
    .onConflict((oc) =>
      oc
        .column('subaccount_id')
        .doUpdateSet({ hedge_mode: hedgeMode, multi_assets_mode: multiAssetsMode }),
    )
    .execute();
}

/** Raises each subaccount's event counter by one (docs/stream-protocol.md "Sequence"). */
export async function raiseEventSeqs(
  tx: Transaction<Database>,
  subs: readonly number[],
): Promise<Map<number, number>> {
  const seqs = new Map<number, number>();
  for (const sub of subs) {
    const row = await tx
      .insertInto('trading_settings')
      .values({ subaccount_id: sub, event_seq: 1 })
      .onConflict((oc) =>
        oc.column('subaccount_id').doUpdateSet({ event_seq: sql`trading_settings.event_seq + 1` }),
      )
      .returning('event_seq')
      .executeTakeFirstOrThrow();
    seqs.set(sub, Number(row.event_seq));
  }
  return seqs;
}
