// Demo wallet data (deterministic): whitelisted withdrawal addresses of the US entity's OTC
// Main and Cold Vault subaccounts, so a demo withdrawal has somewhere to go. Applied once (the
// rows' unique key); an operator's later changes are kept.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_ENTITY_US, DEMO_TRADER } from './demo-constants';

/** The demo whitelisted addresses: network-correct, owned by nobody real. */
export const DEMO_WHITELIST = [
  {
    subaccount: 'OTC Main',
    token: 'BTC',
    network: 'BTC',
    address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    label: 'Treasury cold storage',
  },
  {
    subaccount: 'OTC Main',
    token: 'ETH',
    network: 'ERC20',
    address: '0x52908400098527886e0f7030069857d2e4169ee7',
    label: 'Prime broker ETH',
  },
  {
    subaccount: 'OTC Main',
    token: 'USDC',
    network: 'ERC20',
    address: '0x8617e340b3d01fa5f11f306f4090fd50e238070d',
    label: 'Settlement bank USDC',
  },
  {
    subaccount: 'Cold Vault',
    token: 'BTC',
    network: 'BTC',
    address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    label: 'Treasury cold storage',
  },
] as const;

export async function seedWallet(db: Kysely<Database>, now: number): Promise<void> {
  const entity = await db
    .selectFrom('customers')
    .select('id')
    .where('name', '=', DEMO_ENTITY_US)
    .executeTakeFirst();
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_TRADER.email)
    .executeTakeFirst();
  if (!entity || !user) return;
  for (const entry of DEMO_WHITELIST) {
    const sub = await db
      .selectFrom('subaccounts')
      .select('id')
      .where('entity_id', '=', entity.id)
      .where('name', '=', entry.subaccount)
      .executeTakeFirst();
    if (!sub) continue;
    await db
      .insertInto('whitelisted_addresses')
      .values({
        entity_id: entity.id,
        subaccount_id: sub.id,
        token: entry.token,
        network: entry.network,
        address: entry.address,
        label: entry.label,
        requested_by: user.id,
        maker_checker_request_id: null,
        created_at: new Date(now),
        whitelisted_at: new Date(now),
      })
      .onConflict((oc) => oc.columns(['subaccount_id', 'token', 'network', 'address']).doNothing())
      .execute();
  }
}
