// Custody's checks (docs/custody.md): a vault is a custody subaccount of the caller's entity;
// a send goes to one of the vault's whitelisted addresses or to another vault of the entity,
// never to a typed address (R-CUST-2); a stake names a staking asset and validator and keeps
// its minimum and whole-amount rules (R-CUST-6).
import type { Kysely, Transaction } from 'kysely';
import { stakingAsset, stakingRefusal, validatorOf, type StakingAsset } from '../../domain/custody';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { whitelistById } from '../wallet/store';
import type { SendInput } from './key-binding';
import { stakeOf, vaultById, type VaultRow } from './store';

type Db = Kysely<Database> | Transaction<Database>;

const bad = (code: string, message: string, field: string) =>
  new ApiError(400, code, message, field);

export async function vaultOf(
  db: Db,
  entityId: number,
  id: number,
  field = 'vault_id',
): Promise<VaultRow> {
  const vault = await vaultById(db, id);
  if (!vault || vault.entity_id !== entityId)
    throw new ApiError(404, 'NOT_FOUND', 'No such vault', field);
  return vault;
}

export interface CheckedSend {
  readonly vault: VaultRow;
  /** A whitelisted destination's address. */
  readonly address: string | null;
  readonly toVault: VaultRow | null;
}

/** Where a send may go: a whitelisted address of the vault, or another vault. */
export async function checkSendDestination(
  db: Db,
  entityId: number,
  send: SendInput,
): Promise<CheckedSend> {
  const vault = await vaultOf(db, entityId, send.vault_id);
  if (send.destination_type === 'whitelisted') {
    if (send.whitelisted_address_id === undefined || send.to_vault_id !== undefined)
      throw bad('DESTINATION_REQUIRED', 'Choose a whitelisted address.', 'whitelisted_address_id');
    const entry = await whitelistById(db, send.whitelisted_address_id);
    if (
      !entry ||
      entry.subaccount_id !== vault.id ||
      entry.token !== send.token ||
      entry.network !== send.network
    )
      throw bad(
        'NOT_WHITELISTED',
        'Send only to an address whitelisted for this vault, token and network.',
        'whitelisted_address_id',
      );
    return { vault, address: entry.address, toVault: null };
  }
  if (send.to_vault_id === undefined || send.whitelisted_address_id !== undefined)
    throw bad('DESTINATION_REQUIRED', 'Choose the vault to send to.', 'to_vault_id');
  const toVault = await vaultOf(db, entityId, send.to_vault_id, 'to_vault_id');
  if (toVault.id === vault.id)
    throw bad('SAME_VAULT', 'Choose a different vault to send to.', 'to_vault_id');
  return { vault, address: null, toVault };
}

export interface StakeInput {
  readonly vault_id: number;
  readonly token: string;
  readonly validator: string;
  readonly action: 'stake' | 'unstake';
  readonly amount: string;
  readonly client_request_id: string;
}

export async function checkStake(
  db: Db,
  entityId: number,
  input: StakeInput,
): Promise<{ vault: VaultRow; asset: StakingAsset; bonded: string }> {
  const vault = await vaultOf(db, entityId, input.vault_id);
  const asset = stakingAsset(input.token);
  if (!asset) throw bad('NOT_STAKEABLE', `${input.token} cannot be staked.`, 'token');
  if (!validatorOf(input.token, input.validator))
    throw bad('UNKNOWN_VALIDATOR', 'Choose one of the listed validators.', 'validator');
  const stake = await stakeOf(db, {
    subaccount_id: vault.id,
    token: input.token,
    validator: input.validator,
  });
  const bonded = stake?.bonded ?? '0';
  const refusal = stakingRefusal(input.action, asset, input.amount, bonded);
  if (refusal) throw bad('STAKING_AMOUNT', refusal, 'amount');
  return { vault, asset, bonded };
}
