// SQL of the Flex account's automatic conversion (docs/autoflex.md): settings per Flex (OTC
// venue) subaccount and the conversions the sweeper made.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AutoflexSettingsRow {
  readonly subaccountId: number;
  readonly entityId: number;
  readonly enabled: boolean;
  readonly targetToken: string;
  readonly tokens: readonly string[];
  readonly updatedBy: number;
  readonly updatedAt: number;
  readonly pausedReason: string | null;
}

export interface ConversionRow {
  readonly id: number;
  readonly subaccountId: number;
  readonly token: string;
  readonly targetToken: string;
  readonly sold: string;
  readonly received: string;
  readonly price: string;
  readonly symbol: string;
  readonly tradeId: string;
  readonly at: number;
}

export interface FlexSubaccount {
  readonly id: number;
  readonly name: string;
}

/** The entity's Flex subaccounts (on the OTC venue), in id order. */
export function flexSubaccounts(db: Kysely<Database>, entityId: number): Promise<FlexSubaccount[]> {
  return db
    .selectFrom('subaccounts')
    .innerJoin('accounts', 'accounts.id', 'subaccounts.account_id')
    .innerJoin('venues', 'venues.id', 'accounts.venue_id')
    .select(['subaccounts.id', 'subaccounts.name'])
    .where('subaccounts.entity_id', '=', entityId)
    .where('venues.key', '=', 'otc')
    .orderBy('subaccounts.id')
    .execute();
}

const settingsColumns = [
  'autoflex_settings.subaccount_id',
  'subaccounts.entity_id',
  'autoflex_settings.enabled',
  'autoflex_settings.target_token',
  'autoflex_settings.tokens',
  'autoflex_settings.updated_by',
  'autoflex_settings.updated_at',
  'autoflex_settings.paused_reason',
] as const;

type SettingsSelect = {
  subaccount_id: number;
  entity_id: number;
  enabled: boolean;
  target_token: string;
  tokens: string[];
  updated_by: number;
  updated_at: string | number;
  paused_reason: string | null;
};

const toSettings = (r: SettingsSelect): AutoflexSettingsRow => ({
  subaccountId: r.subaccount_id,
  entityId: r.entity_id,
  enabled: r.enabled,
  targetToken: r.target_token,
  tokens: r.tokens,
  updatedBy: r.updated_by,
  updatedAt: Number(r.updated_at),
  pausedReason: r.paused_reason,
});

function settingsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('autoflex_settings')
    .innerJoin('subaccounts', 'subaccounts.id', 'autoflex_settings.subaccount_id')
    .select(settingsColumns);
}

export async function settingsOf(
  db: Kysely<Database>,
  subaccountIds: readonly number[],
): Promise<Map<number, AutoflexSettingsRow>> {
  if (subaccountIds.length === 0) return new Map();
  const rows = await settingsQuery(db)
    .where('autoflex_settings.subaccount_id', 'in', subaccountIds)
    .execute();
  return new Map(rows.map((r) => [r.subaccount_id, toSettings(r)]));
}

export async function enabledSettings(db: Kysely<Database>): Promise<AutoflexSettingsRow[]> {
  const rows = await settingsQuery(db)
    .where('autoflex_settings.enabled', '=', true)
    .orderBy('autoflex_settings.subaccount_id')
    .execute();
  return rows.map(toSettings);
}

export async function saveSettings(
  db: Kysely<Database>,
  s: {
    subaccountId: number;
    enabled: boolean;
    targetToken: string;
    tokens: readonly string[];
    userId: number;
    at: number;
  },
): Promise<void> {
  const values = {
    enabled: s.enabled,
    target_token: s.targetToken,
    tokens: [...s.tokens],
    updated_by: s.userId,
    updated_at: s.at,
    paused_reason: null,
  };
  await db
    .insertInto('autoflex_settings')
    .values({ subaccount_id: s.subaccountId, ...values })
    .onConflict((oc) => oc.column('subaccount_id').doUpdateSet(values))
    .execute();
}

/** Switches a subaccount's conversion off, saying why (the sweeper's pause). */
export async function pauseSettings(
  db: Kysely<Database>,
  subaccountId: number,
  reason: string,
): Promise<void> {
  await db
    .updateTable('autoflex_settings')
    .set({ enabled: false, paused_reason: reason })
    .where('subaccount_id', '=', subaccountId)
    .execute();
}

export async function insertConversion(
  db: Kysely<Database>,
  c: Omit<ConversionRow, 'id'> & { userId: number },
): Promise<void> {
  await db
    .insertInto('autoflex_conversions')
    .values({
      subaccount_id: c.subaccountId,
      token: c.token,
      target_token: c.targetToken,
      sold: c.sold,
      received: c.received,
      price: c.price,
      symbol: c.symbol,
      trade_id: c.tradeId,
      user_id: c.userId,
      at: c.at,
    })
    .execute();
}

/** The newest conversions of each subaccount (at most `perSubaccount` each). */
export async function recentConversions(
  db: Kysely<Database>,
  subaccountIds: readonly number[],
  perSubaccount: number,
): Promise<ConversionRow[]> {
  if (subaccountIds.length === 0) return [];
  // One windowed query: each subaccount's newest `perSubaccount` conversions.
  const ranked = db
    .selectFrom('autoflex_conversions')
    .selectAll()
    .select(
      sql<number>`row_number() over (partition by subaccount_id order by at desc, id desc)`.as(
        'rank',
      ),
    )
    .where('subaccount_id', 'in', [...subaccountIds])
    .as('ranked');
  const rows = await db
    .selectFrom(ranked)
    .selectAll()
    .where('rank', '<=', perSubaccount)
    .orderBy('subaccount_id')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const out: ConversionRow[] = rows.map((r) => ({
    id: r.id,
    subaccountId: r.subaccount_id,
    token: r.token,
    targetToken: r.target_token,
    sold: r.sold,
    received: r.received,
    price: r.price,
    symbol: r.symbol,
    tradeId: r.trade_id,
    at: Number(r.at),
  }));
  return out;
}

/** Whether a user is active (status active, not deactivated). */
export async function userActive(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(['status', 'deactivated_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && row.status === 'active' && row.deactivated_at === null;
}
