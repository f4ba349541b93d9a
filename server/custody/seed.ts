// Demo custody history (deterministic, applied once: app_settings 'custody_seed_version'):
// for every vault of every institution, 180 days of deposits, sends to its whitelisted (or a
// fixed external) address, and for ETH a stake with weekly rewards — each a ledger journal and
// a custody transaction. An opening journal 180 days back balances each vault and token, so
// today's vault balances stay what the venue seed gave them; the stake sits in 'stake:<id>'.
// Version 2 adds each vault's required-details tiers.
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { accruedReward, stakingAsset } from '../../domain/custody';
import {
  addDecimal,
  multiplyDecimal,
  negateDecimal,
  signDecimal,
  truncateDecimal,
} from '../../domain/decimal';
import { walletToken } from '../../domain/wallet';
import type { Database } from '../db/schema';
import { Journal, subBook, type Book } from '../ledger/journal';
import { GLOBAL_SCOPE } from '../settings/app-settings';
import { depositAddressFor, simulatedHash } from '../wallet/address-format';
import { setDetailsPolicy } from './details-store';
import { allVaults, balancesOf } from './store';

const SEED_KEY = 'custody_seed_version';
const SEED_VERSION = 2;
const SEED_LOCK_ID = 73_110_047;
const DAY = 86_400_000;
const CHAIN: Book = 'house:chain';
const OPENING: Book = 'house:opening';

/** Day offsets and shares of today's balance: deposits in, sends out. */
const DEPOSITS = [
  [170, '0.12'],
  [121, '0.06'],
  [64, '0.09'],
  [19, '0.04'],
] as const;
const SENDS = [
  [92, '0.025'],
  [33, '0.015'],
] as const;
const STAKE_SHARE = '0.1';
const STAKE_DAY = 150;
const EXTERNAL: Readonly<Record<string, string>> = {
  bitcoin: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  evm: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f',
  solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
};

const uuidOf = (what: string): string => {
  const h = createHash('sha256').update(`custody-seed:${what}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

interface SeedTx {
  uuid: string;
  entity_id: number;
  subaccount_id: number;
  type: 'deposit' | 'send' | 'stake' | 'reward';
  token: string;
  network: string;
  amount: string;
  fee: string;
  destination: string;
  validator: string | null;
  status: string;
  transaction_hash: string | null;
  journal: Journal;
  at: number;
}

export async function seedCustody(db: Kysely<Database>, now: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID}::bigint)`.execute(tx);
    const done = await tx
      .selectFrom('app_settings')
      .select('value')
      .where('scope', '=', GLOBAL_SCOPE)
      .where('key', '=', SEED_KEY)
      .executeTakeFirst();
    const version = typeof done?.value === 'number' ? done.value : 0;
    if (version >= SEED_VERSION) return false;
    // Version 2: the vaults' required-details tiers (R-CUST-10).
    await seedDetailsPolicies(tx, now);
    if (version >= 1) {
      await markSeeded(tx);
      return true;
    }
    const today = Math.floor(now / DAY) * DAY;
    const vaults = await allVaults(tx);
    const balances = await balancesOf(
      tx,
      vaults.map((v) => v.id),
    );
    const whitelist = await tx
      .selectFrom('whitelisted_addresses')
      .select(['subaccount_id', 'token', 'network', 'address'])
      .execute();
    const txs: SeedTx[] = [];
    const stakes: {
      subaccount_id: number;
      token: string;
      validator: string;
      bonded: string;
      rewards_paid: string;
      last_reward_at: Date;
    }[] = [];
    for (const vault of vaults) {
      for (const balance of balances.filter((b) => b.subaccount_id === vault.id)) {
        const token = walletToken(balance.token);
        const net = token?.networks[0];
        if (!token || !net || signDecimal(balance.amount) <= 0) continue;
        const base = {
          entity_id: vault.entity_id,
          subaccount_id: vault.id,
          token: balance.token,
          network: net.network,
        };
        const share = (s: string) =>
          truncateDecimal(multiplyDecimal(balance.amount, s), net.decimals);
        const key = (what: string) => `${vault.id}:${balance.token}:${what}`;
        const sub = subBook(vault.id);
        for (const [day, s] of DEPOSITS) {
          const amount = share(s);
          const journal = new Journal();
          journal.transfer(
            CHAIN,
            sub,
            balance.token,
            amount,
            'deposit',
            `custody_seed:${key(`d${day}`)}`,
          );
          txs.push({
            ...base,
            uuid: uuidOf(key(`d${day}`)),
            type: 'deposit',
            amount,
            fee: '0',
            destination: depositAddressFor(net.format, vault.id, balance.token, net.network),
            validator: null,
            status: 'completed',
            transaction_hash: simulatedHash(net.format, `seed:${key(`d${day}`)}`),
            journal,
            at: today - day * DAY + (vault.id % 7) * 3_600_000,
          });
        }
        const to =
          whitelist.find((w) => w.subaccount_id === vault.id && w.token === balance.token)
            ?.address ??
          EXTERNAL[net.format] ??
          '';
        for (const [day, s] of SENDS) {
          const amount = share(s);
          const journal = new Journal();
          const ref = `custody_seed:${key(`s${day}`)}`;
          journal.transfer(sub, CHAIN, balance.token, amount, 'withdrawal', ref);
          journal.transfer(sub, CHAIN, balance.token, net.minFees, 'withdrawal_fee', ref);
          txs.push({
            ...base,
            uuid: uuidOf(key(`s${day}`)),
            type: 'send',
            amount,
            fee: net.minFees,
            destination: to,
            validator: null,
            status: 'completed',
            transaction_hash: simulatedHash(net.format, `seed:${key(`s${day}`)}`),
            journal,
            at: today - day * DAY + 10 * 3_600_000,
          });
        }
        const asset = stakingAsset(balance.token);
        const validator = asset?.validators[0];
        if (asset && validator && asset.network === net.network) {
          const bonded = truncateDecimal(multiplyDecimal(balance.amount, STAKE_SHARE), 0);
          const journal = new Journal();
          journal.transfer(
            sub,
            `stake:${vault.id}`,
            balance.token,
            bonded,
            'stake',
            `custody_seed:${key('stake')}`,
          );
          const stakedAt = today - STAKE_DAY * DAY;
          txs.push({
            ...base,
            uuid: uuidOf(key('stake')),
            type: 'stake',
            amount: bonded,
            fee: '0',
            destination: '',
            validator: validator.id,
            status: 'bonded',
            transaction_hash: null,
            journal,
            at: stakedAt,
          });
          let paid = '0';
          let last = stakedAt;
          for (let at = stakedAt + 7 * DAY; at <= now; at += 7 * DAY) {
            const reward = accruedReward(asset, bonded, at - last);
            last = at;
            if (signDecimal(reward) <= 0) continue;
            paid = addDecimal(paid, reward);
            const rj = new Journal();
            rj.transfer(
              CHAIN,
              sub,
              balance.token,
              reward,
              'staking_reward',
              `custody_seed:${key(`r${at}`)}`,
            );
            txs.push({
              ...base,
              uuid: uuidOf(key(`r${at}`)),
              type: 'reward',
              amount: reward,
              fee: '0',
              destination: '',
              validator: validator.id,
              status: 'completed',
              transaction_hash: null,
              journal: rj,
              at,
            });
          }
          stakes.push({
            subaccount_id: vault.id,
            token: balance.token,
            validator: validator.id,
            bonded,
            rewards_paid: paid,
            last_reward_at: new Date(last),
          });
        }
        // The opening: what the history moved in net comes out 180 days back.
        let net0 = '0';
        for (const t of txs)
          if (t.subaccount_id === vault.id && t.token === balance.token)
            for (const e of t.journal.entries)
              if (e.book === sub) net0 = addDecimal(net0, e.amount);
        if (signDecimal(net0) !== 0) {
          const opening = new Journal();
          if (signDecimal(net0) > 0)
            opening.transfer(
              sub,
              OPENING,
              balance.token,
              net0,
              'opening',
              `custody_seed:${key('open')}`,
            );
          else
            opening.transfer(
              OPENING,
              sub,
              balance.token,
              negateDecimal(net0),
              'opening',
              `custody_seed:${key('open')}`,
            );
          txs.push({
            ...base,
            uuid: '',
            type: 'deposit',
            amount: '0',
            fee: '0',
            destination: '',
            validator: null,
            status: '',
            transaction_hash: null,
            journal: opening,
            at: today - 181 * DAY,
          });
        }
      }
    }
    await writeSeed(tx, txs, stakes);
    await seedVaultPolicies(tx, vaults, now);
    await markSeeded(tx);
    return true;
  });
}

async function markSeeded(tx: Transaction<Database>): Promise<void> {
  await tx
    .insertInto('app_settings')
    .values({ scope: GLOBAL_SCOPE, key: SEED_KEY, value: JSON.stringify(SEED_VERSION) })
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet({ value: JSON.stringify(SEED_VERSION) }),
    )
    .execute();
}

/**
 * The demo's required-details tiers (R-CUST-10): an external send of $250k or more from any
 * vault needs the beneficiary's details; from a cold vault, $1M or more also needs a video
 * verification of the initiator (the tier that also needs two approvers).
 */
export const DETAILS_TIERS = {
  beneficiary_details_min_usd: '250000',
  cold_video_verification_min_usd: '1000000',
} as const;

async function seedDetailsPolicies(tx: Transaction<Database>, now: number): Promise<void> {
  for (const vault of await allVaults(tx))
    await setDetailsPolicy(
      tx,
      vault.id,
      {
        beneficiary_details_min_usd: DETAILS_TIERS.beneficiary_details_min_usd,
        video_verification_min_usd: vault.wallet_types.includes('COLD')
          ? DETAILS_TIERS.cold_video_verification_min_usd
          : null,
      },
      null,
      new Date(now),
    );
}

async function writeSeed(
  tx: Transaction<Database>,
  txs: readonly SeedTx[],
  stakes: readonly {
    subaccount_id: number;
    token: string;
    validator: string;
    bonded: string;
    rewards_paid: string;
    last_reward_at: Date;
  }[],
): Promise<void> {
  if (txs.length === 0) return;
  const { rows } = await sql<{ id: string }>`
    SELECT nextval('wallet_journal_seq') AS id FROM generate_series(1, ${txs.length})`.execute(tx);
  const entries = [];
  const custody = [];
  for (const [i, t] of txs.entries()) {
    t.journal.check();
    const journalId = -Number(rows[i]?.id ?? 0);
    for (const e of t.journal.entries)
      entries.push({
        journal_id: journalId,
        book: e.book,
        token: e.token,
        amount: e.amount,
        kind: e.kind,
        ref: e.ref,
        time: t.at,
      });
    if (t.uuid === '') continue;
    custody.push({
      uuid: t.uuid,
      entity_id: t.entity_id,
      subaccount_id: t.subaccount_id,
      type: t.type,
      token: t.token,
      network: t.network,
      amount: t.amount,
      fee: t.fee,
      destination: t.destination,
      validator: t.validator,
      status: t.status,
      transaction_hash: t.transaction_hash,
      journal_id: journalId,
      created_at: new Date(t.at),
      updated_at: new Date(t.at),
    });
  }
  for (let i = 0; i < entries.length; i += 1000)
    await tx
      .insertInto('ledger_entries')
      .values(entries.slice(i, i + 1000))
      .execute();
  for (let i = 0; i < custody.length; i += 500)
    await tx
      .insertInto('custody_transactions')
      .values(custody.slice(i, i + 500))
      .execute();
  if (stakes.length > 0)
    await tx
      .insertInto('custody_stakes')
      .values([...stakes])
      .execute();
}

/**
 * The demo's per-vault policy (R-CUST-4): a send of $1M or more from a cold vault needs two
 * approvers (approver or admin); below, and from other vaults, the money default (one
 * approver) applies. Appended after the entity's own rules.
 */
export const COLD_VAULT_QUORUM = { min_amount_usd: '1000000', min_approvers: 2 } as const;

async function seedVaultPolicies(
  tx: Transaction<Database>,
  vaults: readonly { id: number; entity_id: number; wallet_types: readonly string[] }[],
  now: number,
): Promise<void> {
  for (const vault of vaults.filter((v) => v.wallet_types.includes('COLD'))) {
    const last = await tx
      .selectFrom('approval_policy_rules')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('entity_id', '=', vault.entity_id)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
    await tx
      .insertInto('approval_policy_rules')
      .values({
        entity_id: vault.entity_id,
        position: Number(last?.position ?? 0) + 1,
        kind: 'custody_send',
        asset: '*',
        min_amount_usd: COLD_VAULT_QUORUM.min_amount_usd,
        max_amount_usd: null,
        destination_type: 'any',
        account_id: vault.id,
        min_approvers: COLD_VAULT_QUORUM.min_approvers,
        approver_roles: ['approver', 'admin'],
        approver_user_ids: [],
        created_at: new Date(now),
      })
      .execute();
  }
}
