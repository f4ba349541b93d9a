// Creates the demo institution once. Seeding is versioned (app_settings 'demo_seed_version')
// and runs in one transaction under an advisory lock, so a second start, a restart or two
// servers starting together never duplicate anything. Later issues append steps.
import { sql, type Kysely, type Transaction } from 'kysely';
import { passwordHasher, type PasswordHasher } from '../auth/passwords';
import type { Database } from '../db/schema';
import { GLOBAL_SCOPE } from '../settings/app-settings';
import { DEMO_ENTITY_INTL, DEMO_ENTITY_US, DEMO_ROOT_CUSTOMER, DEMO_USERS } from './demo-constants';
import { ALL_INSTRUMENTS } from './instruments';
import { INTL_ENTITY_ACCOUNTS, SEED_VENUES, US_ENTITY_ACCOUNTS, type SeedAccount } from './venues';

const SEED_VERSION_KEY = 'demo_seed_version';
const SEED_LOCK_ID = 73_110_002;

type Tx = Transaction<Database>;

interface SeedStep {
  readonly version: number;
  run(tx: Tx, passwords: PasswordHasher): Promise<void>;
}

const DEMO_FEATURE_FLAGS = {
  edge_trading_enabled: true,
  options_rfq: true,
  fee_statistics: true,
  credit_loan_balance: true,
  spot_margin: false,
  bypass_travel_rules: false,
  docusign_agreements: false,
  new_permission_module: false,
  contract_and_upsell_enabled: false,
};

async function insertCustomer(tx: Tx, name: string, parentId: number | null): Promise<number> {
  const row = await tx
    .insertInto('customers')
    .values({
      name,
      parent_id: parentId,
      mandatory_las: false,
      has_legal_authorized_signatory: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertAccounts(
  tx: Tx,
  entityId: number,
  accounts: readonly SeedAccount[],
  venueIds: Map<string, number>,
) {
  for (const account of accounts) {
    const venueId = venueIds.get(account.venue);
    if (venueId === undefined) throw new Error(`seed: unknown venue ${account.venue}`);
    const { id: accountId } = await tx
      .insertInto('accounts')
      .values({ entity_id: entityId, venue_id: venueId, name: account.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const sub of account.subaccounts) {
      const { id: subaccountId } = await tx
        .insertInto('subaccounts')
        .values({
          account_id: accountId,
          entity_id: entityId,
          name: sub.name,
          can_read: sub.canRead,
          can_trade: sub.canTrade,
          can_withdraw: sub.canWithdraw,
          can_transfer: sub.canTransfer,
          supported_product_types: [...(sub.productTypes ?? [])],
          supported_wallet_types: [...(sub.walletTypes ?? [])],
          is_oxs_enabled: sub.oxs ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const balances = Object.entries(sub.balances).map(([token, amount]) => ({
        subaccount_id: subaccountId,
        token,
        amount,
      }));
      if (balances.length > 0) await tx.insertInto('balances').values(balances).execute();
    }
  }
}

const STEPS: readonly SeedStep[] = [
  {
    version: 1,
    async run(tx, passwords) {
      const rootId = await insertCustomer(tx, DEMO_ROOT_CUSTOMER, null);
      const usId = await insertCustomer(tx, DEMO_ENTITY_US, rootId);
      const intlId = await insertCustomer(tx, DEMO_ENTITY_INTL, rootId);

      const hashes = await Promise.all(DEMO_USERS.map((user) => passwords.hash(user.password)));
      for (const [index, user] of DEMO_USERS.entries()) {
        const { id: userId } = await tx
          .insertInto('users')
          .values({
            email: user.email,
            first_name: user.firstName,
            last_name: user.lastName,
            password_hash: hashes[index] ?? '',
            status: 'active',
            landing_page: user.landingPage,
            roles: [...user.roles],
            preferences: JSON.stringify({ hide_small_balances: false, hide_zero_balances: false }),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('user_entities')
          .values([
            { user_id: userId, entity_id: usId, is_default: true },
            { user_id: userId, entity_id: intlId, is_default: false },
          ])
          .execute();
      }

      const venueIds = new Map<string, number>();
      for (const venue of SEED_VENUES) {
        const switches = Object.fromEntries(venue.switches.map((name) => [name, true]));
        const { id } = await tx
          .insertInto('venues')
          .values({
            key: venue.key,
            name: venue.name,
            account_type: venue.accountType,
            ...switches,
            disabled_toggles: [...(venue.disabledToggles ?? [])],
            min_trade_size_limits: JSON.stringify(venue.minTradeSizeLimits ?? {}),
            max_trade_size_limits: JSON.stringify(venue.maxTradeSizeLimits ?? {}),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        venueIds.set(venue.key, id);
      }

      const instrumentIds = new Map<string, number>();
      for (const item of ALL_INSTRUMENTS) {
        const { id } = await tx
          .insertInto('instruments')
          .values({
            symbol: item.symbol,
            base_token: item.base,
            quote_token: item.quote,
            instrument_type: item.type,
            display_name: item.displayName,
            metadata: JSON.stringify(item.metadata),
            allows_fok_order: item.tradeable,
            allows_limit_order: item.tradeable,
            allows_market_order: item.tradeable,
            allows_stop_order: item.tradeable,
            allows_twap_order: item.tradeable,
            is_spot_tradeable: item.tradeable && item.type === 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        instrumentIds.set(item.symbol, id);
      }
      for (const venue of SEED_VENUES) {
        const venueId = venueIds.get(venue.key) ?? 0;
        const listed = ALL_INSTRUMENTS.filter((item) => venue.instrumentTypes.includes(item.type));
        if (listed.length === 0) continue;
        await tx
          .insertInto('venue_instruments')
          .values(
            listed.map((item) => ({
              venue_id: venueId,
              instrument_id: instrumentIds.get(item.symbol) ?? 0,
            })),
          )
          .execute();
      }

      await insertAccounts(tx, usId, US_ENTITY_ACCOUNTS, venueIds);
      await insertAccounts(tx, intlId, INTL_ENTITY_ACCOUNTS, venueIds);

      await tx
        .insertInto('app_settings')
        .values([
          { scope: GLOBAL_SCOPE, key: 'feature_flags', value: JSON.stringify(DEMO_FEATURE_FLAGS) },
          { scope: GLOBAL_SCOPE, key: 'partial_fills_enabled', value: 'true' },
          { scope: GLOBAL_SCOPE, key: 'ack_on_standing_orders_enabled', value: 'false' },
          {
            scope: GLOBAL_SCOPE,
            key: 'global_settings',
            value: JSON.stringify({ default_settlement_currency: 'USD' }),
          },
        ])
        .execute();
    },
  },
  {
    // Market units for the simulator and exchange info (migration 002). Fills only what is
    // unset, so values an operator changed survive.
    version: 2,
    async run(tx) {
      for (const item of ALL_INSTRUMENTS) {
        await tx
          .updateTable('instruments')
          .set({
            tick_size: sql<string>`coalesce(tick_size, ${item.tickSize}::numeric)`,
            lot_size: sql<string>`coalesce(lot_size, ${item.lotSize}::numeric)`,
            start_price: sql<string | null>`coalesce(start_price, ${item.startPrice}::numeric)`,
          })
          .where('symbol', '=', item.symbol)
          .execute();
      }
    },
  },
];

/** Applies the seed steps not applied yet; returns the versions applied by this call. */
export async function seedDemo(
  db: Kysely<Database>,
  passwords: PasswordHasher = passwordHasher(),
): Promise<number[]> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID}::bigint)`.execute(tx);
    const row = await tx
      .selectFrom('app_settings')
      .select('value')
      .where('scope', '=', GLOBAL_SCOPE)
      .where('key', '=', SEED_VERSION_KEY)
      .executeTakeFirst();
    const current = typeof row?.value === 'number' ? row.value : 0;
    const applied: number[] = [];
    for (const step of STEPS) {
      if (step.version <= current) continue;
      await step.run(tx, passwords);
      applied.push(step.version);
    }
    if (applied.length > 0) {
      const value = JSON.stringify(Math.max(...applied));
      await tx
        .insertInto('app_settings')
        .values({ scope: GLOBAL_SCOPE, key: SEED_VERSION_KEY, value })
        .onConflict((oc) => oc.columns(['scope', 'key']).doUpdateSet({ value }))
        .execute();
    }
    return applied;
  });
}
