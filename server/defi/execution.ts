// What an approved DeFi request does (docs/defi.md "Execution"), inside the approving
// transaction: the position's yield is brought up to now first (accruedYield over the clock's
// elapsed time), then the transaction type's move, each through one wallet journal. Any refusal
// is an ExecutionRefused: its writes roll back and the request ends failed.
import { accruedYield, allowanceCovers, defiProtocol, needsApproval } from '../../domain/defi';
import { addDecimal, compareDecimal, signDecimal, subtractDecimal } from '../../domain/decimal';
import type { Transaction } from 'kysely';
import { ExecutionRefused } from '../approvals/definitions';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { Journal, subBook, type Book } from '../ledger/journal';
import { CHAIN_BOOK, postWalletJournal, type Booking } from '../transfers/booking';
import { checkDefi, type DefiInput } from './rules';
import { allowanceOf, positionForUpdate, setAllowance, upsertPosition } from './store';

type Tx = Transaction<Database>;

export const positionBook = (vaultId: number, protocol: string): Book =>
  `defi:${vaultId}:${protocol}`;

export interface DefiExecution {
  readonly booking: Booking | null;
  /** What moved: the deposit, the redeemed amount, the claimed yield, the allowance. */
  readonly moved: string | null;
  readonly before: unknown;
  readonly after: unknown;
}

const refused = (error: unknown): never => {
  if (error instanceof ApiError) throw new ExecutionRefused(error.code, error.message);
  throw error;
};

export async function executeDefi(
  tx: Tx,
  r: { input: DefiInput; entityId: number; requestId: number; now: number },
): Promise<DefiExecution> {
  const { input, now } = r;
  // The session may have ended, the position shrunk, since the request was made (a deposit's
  // balance is checked under the row lock by its journal below).
  await checkDefi(tx, r.entityId, now, input, { balance: false }).catch(refused);
  const protocol = defiProtocol(input.protocol);
  const apy = protocol?.apyBps[input.token];
  if (!protocol || apy === undefined)
    throw new ExecutionRefused('NOT_SUPPORTED', 'Unknown protocol.');
  const key = { vault_id: input.vault_id, protocol: protocol.key, token: input.token };
  const at = new Date(now);
  const ref = `defi_request:${r.requestId}`;

  if (input.type === 'APPROVE') {
    const before = await allowanceOf(tx, key);
    const amount = input.amount ?? '0';
    await setAllowance(tx, key, amount, at);
    return {
      booking: null,
      moved: amount,
      before: { allowance: before },
      after: { allowance: amount },
    };
  }

  const row = await positionForUpdate(tx, key);
  const principal = row?.principal ?? '0';
  const accrued = addDecimal(
    row?.accrued ?? '0',
    row ? accruedYield(input.token, principal, apy, now - row.accrued_at.getTime()) : '0',
  );
  const claimed = row?.claimed ?? '0';
  const before = { principal, accrued };
  const save = (p: { principal: string; accrued: string; claimed: string }) =>
    upsertPosition(tx, { entity_id: r.entityId, ...key, ...p, accrued_at: at });
  const journal = new Journal();
  const book = positionBook(input.vault_id, protocol.key);

  if (input.type === 'SUPPLY' || input.type === 'STAKE') {
    const amount = input.amount ?? '0';
    if (needsApproval(input.token)) {
      const allowance = await allowanceOf(tx, key);
      if (!allowanceCovers(input.token, allowance, amount))
        throw new ExecutionRefused(
          'ALLOWANCE_TOO_LOW',
          `${protocol.name} may spend only ${allowance} ${input.token}: approve the token first.`,
        );
      await setAllowance(tx, key, subtractDecimal(allowance, amount), at);
    }
    journal.transfer(
      subBook(input.vault_id),
      book,
      input.token,
      amount,
      `defi_${input.type.toLowerCase()}`,
      ref,
    );
    const booking = await postWalletJournal(tx, journal, now, [
      { subaccountId: input.vault_id, token: input.token, amount },
    ]).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 409)
        throw new ExecutionRefused(
          'INSUFFICIENT_BALANCE',
          'The vault no longer holds this amount.',
        );
      throw error;
    });
    const after = { principal: addDecimal(principal, amount), accrued };
    await save({ ...after, claimed });
    return { booking, moved: amount, before, after };
  }

  if (input.type === 'REDEEM') {
    const amount = input.amount ?? '0';
    if (compareDecimal(principal, amount) < 0)
      throw new ExecutionRefused('POSITION_TOO_SMALL', 'The position holds less than this amount.');
    journal.transfer(book, subBook(input.vault_id), input.token, amount, 'defi_redeem', ref);
    const booking = await postWalletJournal(tx, journal, now);
    const after = { principal: subtractDecimal(principal, amount), accrued };
    await save({ ...after, claimed });
    return { booking, moved: amount, before, after };
  }

  // CONTRACT_CALL claimRewards: the accrued yield comes from the chain into the vault.
  if (signDecimal(accrued) <= 0)
    throw new ExecutionRefused('NOTHING_TO_CLAIM', 'The position has no yield to claim yet.');
  journal.transfer(CHAIN_BOOK, subBook(input.vault_id), input.token, accrued, 'defi_yield', ref);
  const booking = await postWalletJournal(tx, journal, now);
  const after = { principal, accrued: '0' };
  await save({ ...after, claimed: addDecimal(claimed, accrued) });
  return { booking, moved: accrued, before, after };
}
