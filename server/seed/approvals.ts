// Demo maker-checker requests, so the approvals screens have something to show on first
// start: a role change, an IP allowlist change, a feature flag change and an invitation,
// pending in the demo US entity, proposed by the second demo admin (admin2@demo.desk), so the
// demo admin can approve or reject them. Made through the engine (policy, audit, stream) with
// the same checks as a request over HTTP: the requester must hold the kind's action. Seeded once
// (app_settings 'approvals_seed_version'); each has a fixed client_request_id, so a restart or
// two servers starting together make each request once.
import type { Kysely } from 'kysely';
import type { ApprovalEngine } from '../approvals/engine';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { GLOBAL_SCOPE, readSetting, writeSetting } from '../settings/app-settings';
import { DEMO_APPROVER, DEMO_ENTITY_US } from './demo-constants';
import { DEMO_ADMIN_OTP } from './security-constants';

const SEED_VERSION_KEY = 'approvals_seed_version';
const SEED_VERSION = 1;

/** The invitation the demo shows pending (approve it to see the invitation mail). */
export const DEMO_INVITEE = {
  email: 'analyst@demo.desk',
  first_name: 'Morgan',
  last_name: 'Analyst',
} as const;

/** Inside the allowlist stay localhost's addresses, so approving it locks no demo user out. */
export const DEMO_ALLOWLIST = '127.0.0.1, ::1, 203.0.113.0/24';

export async function seedApprovalRequests(
  db: Kysely<Database>,
  engine: ApprovalEngine,
): Promise<number> {
  const version = await readSetting(db, GLOBAL_SCOPE, SEED_VERSION_KEY);
  if (typeof version === 'number' && version >= SEED_VERSION) return 0;
  const people = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [DEMO_ADMIN_OTP.email, DEMO_APPROVER.email])
    .execute();
  const idOf = (email: string) => people.find((row) => row.email === email)?.id;
  const maker = idOf(DEMO_ADMIN_OTP.email);
  const approver = idOf(DEMO_APPROVER.email);
  const entity = await db
    .selectFrom('customers')
    .select('id')
    .where('name', '=', DEMO_ENTITY_US)
    .executeTakeFirst();
  if (maker === undefined || approver === undefined || !entity) return 0;

  const requests = [
    { kind: 'user_roles', payload: { user_id: approver, roles: ['approver', 'trader'] } },
    { kind: 'ip_allowlist', payload: { allowlist: DEMO_ALLOWLIST } },
    { kind: 'feature_flags', payload: { flags: { spot_margin: true } } },
    { kind: 'user_invite', payload: { ...DEMO_INVITEE, roles: ['trader'] } },
  ];
  let made = 0;
  for (const [index, request] of requests.entries()) {
    try {
      const { created } = await engine.create(
        { userId: maker, entityId: entity.id, ip: '' },
        { ...request, clientRequestId: `demo-seed-${index + 1}` },
      );
      if (created) made++;
    } catch (error) {
      // Already there in another form (e.g. the invitee exists): nothing to seed.
      if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
    }
  }
  await writeSetting(db, GLOBAL_SCOPE, SEED_VERSION_KEY, SEED_VERSION);
  return made;
}
