// app_settings: venue-wide values (scope 'global') and per-customer overrides
// (scope 'customer:<root customer id>').
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { FEATURE_FLAGS } from '../../domain/enums';

export const GLOBAL_SCOPE = 'global';
export const customerScope = (rootCustomerId: number): string => `customer:${rootCustomerId}`;

// The flag names are the domain's (spec 6 plus the two switches spec 2.3/2.4 depend on).
export const FEATURE_FLAG_NAMES = FEATURE_FLAGS;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];
export type FeatureFlags = Record<FeatureFlagName, boolean>;

export async function readSetting(
  db: Kysely<Database>,
  scope: string,
  key: string,
): Promise<unknown> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export async function writeSetting(
  db: Kysely<Database>,
  scope: string,
  key: string,
  value: unknown,
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('app_settings')
    .values({ scope, key, value: json })
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet({ value: json, updated_at: new Date() }),
    )
    .execute();
}

function booleanEntries(value: unknown): Partial<FeatureFlags> {
  if (typeof value !== 'object' || value === null) return {};
  const flags: Partial<FeatureFlags> = {};
  for (const name of FEATURE_FLAG_NAMES) {
    const flag = (value as Record<string, unknown>)[name];
    if (typeof flag === 'boolean') flags[name] = flag;
  }
  return flags;
}

/** Global flags, overridden by the customer's own; unknown names are off. */
export async function featureFlags(
  db: Kysely<Database>,
  rootCustomerId: number,
): Promise<FeatureFlags> {
  const [global, own] = await Promise.all([
    readSetting(db, GLOBAL_SCOPE, 'feature_flags'),
    readSetting(db, customerScope(rootCustomerId), 'feature_flags'),
  ]);
  const flags = Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, false])) as FeatureFlags;
  return { ...flags, ...booleanEntries(global), ...booleanEntries(own) };
}

export interface OrderFlowSettings {
  /** Streamed-price orders may fill in part (default true). */
  readonly partialFillsEnabled: boolean;
  /** Standing orders are acknowledged in the answer (default false). */
  readonly ackOnStandingOrdersEnabled: boolean;
}

/** The venue-wide order-flow switches (global scope), with their defaults. */
export async function orderFlowSettings(db: Kysely<Database>): Promise<OrderFlowSettings> {
  const [partialFills, ackOnStanding] = await Promise.all([
    readSetting(db, GLOBAL_SCOPE, 'partial_fills_enabled'),
    readSetting(db, GLOBAL_SCOPE, 'ack_on_standing_orders_enabled'),
  ]);
  return {
    partialFillsEnabled: typeof partialFills === 'boolean' ? partialFills : true,
    ackOnStandingOrdersEnabled: typeof ackOnStanding === 'boolean' ? ackOnStanding : false,
  };
}
