// Test helpers of the wallet: subaccount ids by name, signed-in wallet calls, the requester's
// emailed code, balances as the database holds them.
import type { LightMyRequestResponse } from 'fastify';
import { normalizeDecimal } from '../../domain/decimal';
import { readLatestOutboxCode } from '../mail/outbox';
import { DEMO_ENTITY_US } from '../seed/demo-constants';
import type { TestVenue } from './test-app';
import { asUser } from './approvals';

export const W = '/uapi/v1/wallet';

export async function subaccountId(venue: Pick<TestVenue, 'db'>, name: string): Promise<number> {
  const row = await venue.db
    .selectFrom('subaccounts')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function entityId(
  venue: Pick<TestVenue, 'db'>,
  name = DEMO_ENTITY_US,
): Promise<number> {
  const row = await venue.db
    .selectFrom('customers')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The stored balance of a subaccount's token ('0' when none). */
export async function dbBalance(
  venue: Pick<TestVenue, 'db'>,
  sub: number,
  token: string,
): Promise<string> {
  const row = await venue.db
    .selectFrom('balances')
    .select('amount')
    .where('subaccount_id', '=', sub)
    .where('token', '=', token)
    .executeTakeFirst();
  return normalizeDecimal(row?.amount ?? '0');
}

export async function setWalletMakerChecker(
  venue: Pick<TestVenue, 'db'>,
  entity: number,
  on: { withdrawal?: boolean; whitelist?: boolean; transfer?: boolean },
): Promise<void> {
  const values = {
    withdrawal_maker_checker: on.withdrawal ?? true,
    whitelist_maker_checker: on.whitelist ?? true,
    transfer_maker_checker: on.transfer ?? true,
  };
  await venue.db
    .insertInto('wallet_settings')
    .values({ entity_id: entity, ...values })
    .onConflict((oc) => oc.column('entity_id').doUpdateSet(values))
    .execute();
}

let counter = 0;
export const clientId = (prefix = 'w'): string => `${prefix}-${Date.now()}-${++counter}`;

/**
 * Wallet calls of one user. `factor` gives the second factor of a new withdrawal (default: an
 * emailed code; tests with many withdrawals give an authenticator code on a moved clock).
 */
export function walletUser(
  venue: Pick<TestVenue, 'app' | 'outboxDir'>,
  token: string,
  email: string,
  factor?: () => Promise<object> | object,
) {
  const user = asUser(venue, token);
  return {
    ...user,
    /** Mails the requester a code and returns it. */
    async code(): Promise<string> {
      const sent = await user.post(`${W}/second_factor/email`);
      if (sent.statusCode !== 200) throw new Error(`wallet code: ${sent.statusCode} ${sent.body}`);
      const code = await readLatestOutboxCode(venue.outboxDir, email);
      if (code === null) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    async withdraw(body: Record<string, unknown>): Promise<LightMyRequestResponse> {
      const second_factor =
        body['second_factor'] ?? (factor ? await factor() : { email_code: await this.code() });
      return user.post(`${W}/withdraw`, { client_request_id: clientId(), ...body, second_factor });
    },
  };
}
export type WalletUser = ReturnType<typeof walletUser>;
