// Test helpers for the maker-checker engine: a venue with the test money kind, extra members
// of the demo entity with chosen roles (and an authenticator if wanted), signed-in calls on
// the maker_checker routes, the emailed approval code, entity ids and policy rules.
import type { LightMyRequestResponse } from 'fastify';
import { ExecutionRefused, type KindDefinition } from '../approvals/definitions';
import { replaceRules, type NewRule } from '../approvals/store';
import { hashPassword } from '../auth/passwords';
import type { Role } from '../db/schema';
import { readLatestOutboxCode } from '../mail/outbox';
import { DEMO_ENTITY_US } from '../seed/demo-constants';
import { createSecretBox } from '../security/secret-box';
import { TEST_HOST } from '../security/testing/http';
import {
  bearer,
  createTestVenue,
  csrfHeaders,
  signIn,
  TEST_PASSWORD_COST,
  type DatabaseVariant,
  type TestVenue,
} from './test-app';

/** A fixed sealing key, so tests can store authenticator seeds the venue can open. */
export const TEST_SECRET_KEY = Buffer.alloc(32, 7);
export const MC = '/uapi/v1/maker_checker';

export interface TestMember {
  readonly id: number;
  readonly email: string;
  readonly password: string;
}

let counter = 0;

/** A new active member of an entity (default the demo US entity) with these roles. */
export async function addMember(
  venue: Pick<TestVenue, 'db'>,
  roles: readonly string[],
  opts: { entity?: string; otpSecret?: string; email?: string } = {},
): Promise<TestMember> {
  counter += 1;
  const email = opts.email ?? `member${counter}-${Date.now() % 100000}@test.desk`;
  const password = `Member-Test-${counter}-Password!`;
  const entity = await venue.db
    .selectFrom('customers')
    .select('id')
    .where('name', '=', opts.entity ?? DEMO_ENTITY_US)
    .executeTakeFirstOrThrow();
  const { id } = await venue.db
    .insertInto('users')
    .values({
      email,
      first_name: 'Test',
      last_name: `Member ${counter}`,
      password_hash: await hashPassword(password, TEST_PASSWORD_COST),
      status: 'active',
      roles: [...roles] as Role[],
      preferences: JSON.stringify({}),
      ...(opts.otpSecret
        ? { otp_secret_enc: createSecretBox(TEST_SECRET_KEY).seal(opts.otpSecret) }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await venue.db
    .insertInto('user_entities')
    .values({ user_id: id, entity_id: entity.id, is_default: true })
    .execute();
  return { id, email, password };
}

/** Signs a member in (password, then the emailed sign-in code). */
export function signInMember(
  venue: Pick<TestVenue, 'app' | 'outboxDir'>,
  member: Pick<TestMember, 'email' | 'password'>,
): Promise<string> {
  return signIn(venue, member);
}

/** The CSRF value an answer sets, if it sets one. */
export function setCsrfCookie(answer: LightMyRequestResponse): string | null {
  const raw = answer.headers['set-cookie'];
  for (const line of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
    const match = /^csrf_token=([^;]*)/.exec(line);
    if (match) return match[1] ?? '';
  }
  return null;
}

/** Signed-in calls of one user, with the CSRF pair (renewed as the server renews it). */
export function asUser(
  venue: Pick<TestVenue, 'app' | 'outboxDir'>,
  token: string,
  ip = '127.0.0.1',
) {
  // Like the browser and the client: the CSRF value the server last set is the one sent (a
  // privilege change renews it, R-SECH-23).
  let csrf: Record<string, string> = {};
  // A fixed Host: the page origin WebAuthn assertions are checked against (TEST_ORIGIN).
  const headers = () => ({ ...csrfHeaders(), ...bearer(token), ...csrf, host: TEST_HOST });
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> => {
    const answer = await venue.app.inject({
      method,
      url,
      headers: headers(),
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const renewed = setCsrfCookie(answer);
    if (renewed !== null) csrf = { cookie: `csrf_token=${renewed}`, 'x-csrf-token': renewed };
    return answer;
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    create: (kind: string, payload: unknown, clientRequestId: string) =>
      call('POST', `${MC}/requests`, { kind, payload, client_request_id: clientRequestId }),
    approve: (id: string, secondFactor: unknown) =>
      call('POST', `${MC}/requests/${id}/approve`, { second_factor: secondFactor }),
    reject: (id: string, reason = 'Not now') =>
      call('POST', `${MC}/requests/${id}/reject`, { reason }),
    cancel: (id: string) => call('POST', `${MC}/requests/${id}/cancel`),
    edit: (id: string, payload: unknown) => call('PUT', `${MC}/requests/${id}`, { payload }),
    request: (id: string) => call('GET', `${MC}/requests/${id}`),
    /** Mails an approval code and returns it (for users without authenticator or keys). */
    async emailCode(email: string): Promise<string> {
      const sent = await call('POST', `${MC}/second_factor/email`);
      if (sent.statusCode !== 200) throw new Error(`email code: ${sent.statusCode} ${sent.body}`);
      const code = await readLatestOutboxCode(venue.outboxDir, email);
      if (code === null) throw new Error(`no code mailed to ${email}`);
      return code;
    },
  };
}

export type UserCalls = ReturnType<typeof asUser>;

/** The request of an answer `{ request }`. */
export const requestOf = (response: LightMyRequestResponse) =>
  response.json<{
    request: { request_id: string; request_status: string } & Record<string, unknown>;
  }>().request;

/** How the test money kind's executor behaves on its next run. */
export interface TransferControl {
  mode: 'ok' | 'refuse' | 'throw';
  runs: number;
}

/**
 * A money kind for tests ('internal_transfer'): its executor writes a marker row
 * (app_settings scope 'test', key 'transfer-<request id>'), then succeeds, refuses
 * (ExecutionRefused) or throws a plain error as `control.mode` says.
 */
export function testTransferKind(control: TransferControl): KindDefinition {
  return {
    kind: 'internal_transfer',
    requestAction: 'Request Withdrawal',
    payloadSchema: {
      type: 'object',
      additionalProperties: false,
      required: ['asset', 'amount', 'account_id', 'note'],
      properties: {
        asset: { type: 'string', pattern: '^[A-Z0-9]{1,20}$' },
        amount: { type: 'string', pattern: '^[0-9]{1,20}(\\.[0-9]{1,18})?$' },
        account_id: { type: ['integer', 'null'] },
        note: { type: 'string', maxLength: 64 },
      },
    },
    subject: (payload) => ({
      asset: String(payload['asset']),
      amount: String(payload['amount']),
      destination_type: 'internal',
      account_id: (payload['account_id'] as number | null) ?? null,
    }),
    async execute(ctx) {
      control.runs += 1;
      await ctx.tx
        .insertInto('app_settings')
        .values({ scope: 'test', key: `transfer-${ctx.requestId}`, value: 'true' })
        .execute();
      if (control.mode === 'refuse')
        throw new ExecutionRefused('NO_FUNDS', 'Not enough funds on the source account.');
      if (control.mode === 'throw') throw new Error('simulated crash inside the executor');
      return {
        result: { moved: true },
        target: `request:${ctx.requestId}`,
        before: null,
        after: { moved: true },
      };
    },
  };
}

/** Whether the test kind's executor left its marker row for the request. */
export async function transferMarker(venue: Pick<TestVenue, 'db'>, requestId: string) {
  const row = await venue.db
    .selectFrom('app_settings')
    .select('key')
    .where('scope', '=', 'test')
    .where('key', '=', `transfer-${requestId}`)
    .executeTakeFirst();
  return row !== undefined;
}

/** The id of a demo entity (default Northwind Capital LLC). */
export async function entityIdOf(
  venue: Pick<TestVenue, 'db'>,
  name: string = DEMO_ENTITY_US,
): Promise<number> {
  const row = await venue.db
    .selectFrom('customers')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An approval-policy rule: any internal transfer, one approver role, unless overridden. */
export const policyRule = (over: Partial<NewRule> = {}): NewRule => ({
  kind: 'internal_transfer',
  asset: '*',
  min_amount_usd: null,
  max_amount_usd: null,
  destination_type: 'any',
  account_id: null,
  min_approvers: 1,
  approver_roles: ['approver'],
  approver_user_ids: [],
  ...over,
});

/** Writes an entity's policy rules directly (policy changes by request are tested elsewhere). */
export async function setPolicyRules(
  venue: Pick<TestVenue, 'db'>,
  entityId: number,
  rules: readonly NewRule[],
  at: number,
): Promise<void> {
  await venue.db
    .transaction()
    .execute((tx) => replaceRules(tx, entityId, [...rules], new Date(at)));
}

/** A venue for the engine's tests: the given clock, the test sealing key, the test money kind. */
export function makerCheckerVenue(
  variant: DatabaseVariant,
  clock: { readonly now: () => number },
  control: TransferControl = { mode: 'ok', runs: 0 },
): Promise<TestVenue> {
  return createTestVenue(variant, {
    now: clock.now,
    secretKey: TEST_SECRET_KEY,
    approvalKinds: [testTransferKind(control)],
  });
}
