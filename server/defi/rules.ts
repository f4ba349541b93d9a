// DeFi's checks at request time (docs/defi.md "Requests"): the session is the entity's, for this
// vault, still connected and not expired; the protocol belongs to the session's dApp and takes
// the token and transaction type; a deposit fits the vault's balance, a redeem the position, a
// claim needs a position.
import type { Kysely, Transaction } from 'kysely';
import {
  defiDapp,
  defiProtocol,
  defiRefusal,
  type DefiMethod,
  type DefiProtocol,
  type DefiTransactionType,
} from '../../domain/defi';
import { compareDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { positionOf, sessionById, type SessionRow } from './store';

type Db = Kysely<Database> | Transaction<Database>;

export interface DefiInput {
  readonly type: DefiTransactionType;
  readonly session_id: number;
  readonly vault_id: number;
  readonly protocol: string;
  readonly token: string;
  readonly amount?: string;
  readonly method?: DefiMethod;
  readonly client_request_id: string;
}

export const sessionEnded = () =>
  new ApiError(409, 'SESSION_ENDED', 'The dApp session is disconnected or expired.', 'session_id');

export const sessionLive = (s: Pick<SessionRow, 'disconnected_at' | 'expires_at'>, now: number) =>
  s.disconnected_at === null && s.expires_at.getTime() > now;

/** The entity's session (404 otherwise). */
export async function sessionOf(db: Db, entityId: number, id: number): Promise<SessionRow> {
  const s = await sessionById(db, id);
  if (!s || s.entity_id !== entityId)
    throw new ApiError(404, 'NOT_FOUND', 'No such dApp session', 'session_id');
  return s;
}

export async function checkDefi(
  db: Db,
  entityId: number,
  now: number,
  input: DefiInput,
  opts: { readonly balance: boolean } = { balance: true },
): Promise<{ session: SessionRow; protocol: DefiProtocol }> {
  const session = await sessionOf(db, entityId, input.session_id);
  if (session.vault_id !== input.vault_id)
    throw new ApiError(400, 'PAYLOAD_MISMATCH', 'vault_id is not the session’s vault.', 'vault_id');
  if (!sessionLive(session, now)) throw sessionEnded();
  const protocol = defiProtocol(input.protocol);
  if (!protocol || !defiDapp(session.dapp)?.protocols.includes(protocol.key))
    throw new ApiError(
      400,
      'NOT_IN_SESSION',
      'The connected dApp does not offer this protocol.',
      'protocol',
    );
  const refusal = defiRefusal(input.type, protocol, input.token);
  if (refusal) throw new ApiError(400, 'NOT_SUPPORTED', refusal, 'token');
  const key = { vault_id: input.vault_id, protocol: protocol.key, token: input.token };
  if (opts.balance && (input.type === 'SUPPLY' || input.type === 'STAKE')) {
    const row = await db
      .selectFrom('balances')
      .select('amount')
      .where('subaccount_id', '=', input.vault_id)
      .where('token', '=', input.token)
      .executeTakeFirst();
    if (compareDecimal(row?.amount ?? '0', input.amount ?? '0') < 0)
      throw new ApiError(409, 'INSUFFICIENT_BALANCE', 'Insufficient available balance', 'amount');
  }
  if (input.type === 'REDEEM' || input.type === 'CONTRACT_CALL') {
    const position = await positionOf(db, key);
    if (!position)
      throw new ApiError(409, 'NO_POSITION', 'The vault has no position here.', 'protocol');
    if (input.type === 'REDEEM' && compareDecimal(position.principal, input.amount ?? '0') < 0)
      throw new ApiError(
        409,
        'POSITION_TOO_SMALL',
        'The position holds less than this amount.',
        'amount',
      );
  }
  return { session, protocol };
}
