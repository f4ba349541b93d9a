// The administrative request kinds and their executors (docs/approvals.md): invite a user,
// change a user's roles, deactivate a user, reset a user's second factors, change a role's
// grants, replace the approval policy, change the entity's IP allowlist, change the
// institution's feature flags. Each checks its payload against the state at creation and
// again when it executes (things may have changed in between): a change that no longer
// applies is refused (ExecutionRefused) and the request ends `failed`.
import { DESTINATION_TYPES, REQUEST_KINDS } from '../../domain/approvals';
import { compareDecimal } from '../../domain/decimal';
import { FEATURE_FLAGS } from '../../domain/enums';
import { isIpCidrList } from '../../domain/validation';
import { DAY_MS } from '../auth/clock';
import { revokeUserSessions } from '../auth/sessions';
import { newOpaqueToken, sha256Hex } from '../auth/tokens';
import { ApiError } from '../http/errors';
import { displayNameSchema, emailSchema, idSchema } from '../http/schemas';
import {
  accountBelongsToEntity,
  activeHoldersOfRole,
  customerFlags,
  deactivateUser,
  entityRow,
  factorsOf,
  insertInvitationLink,
  insertInvitedUser,
  membersOfEntity,
  membersUnderRoot,
  resetFactors,
  setIpAllowlist,
  setUserRoles,
  userByEmail,
  writeCustomerFlags,
} from './admin-store';
import {
  ExecutionRefused,
  type CheckContext,
  type ExecutionContext,
  type KindDefinition,
  type Payload,
} from './definitions';
import { ACTIONS, ROLES, type Action, type Role } from '../../domain/permissions';
import {
  entityRoleMatrix,
  institutionOf,
  institutionUsersWithRoles,
  replaceRoleGrants,
} from '../policy/role-matrix';
import { rolesGranting, type RoleMatrix } from './grants';
import { policyRules } from './policy';
import { memberOf, replaceRules, type NewRule } from './store';

/** An invitation link works for 7 days (a password reset link: 30 minutes). */
export const INVITATION_TTL_MS = 7 * DAY_MS;
export const INVITATION_PATH = '/reset_password';
/** Stored instead of a password hash until the invited user chooses one: matches nothing. */
const NO_PASSWORD = 'invited$no-password';

const closed = (properties: Record<string, object>) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});

const rolesSchema = {
  type: 'array',
  minItems: 1,
  maxItems: ROLES.length,
  uniqueItems: true,
  items: { type: 'string', enum: [...ROLES] },
} as const;
const userTarget = closed({ user_id: idSchema });
const usdAmount = {
  type: ['string', 'null'],
  maxLength: 40,
  pattern: '^(0|[1-9][0-9]{0,19})(\\.[0-9]{1,18})?$',
} as const;

const ruleSchema = closed({
  kind: { type: 'string', enum: ['*', ...REQUEST_KINDS] },
  asset: { type: 'string', pattern: '^(\\*|[A-Z0-9]{1,20})$' },
  min_amount_usd: usdAmount,
  max_amount_usd: usdAmount,
  destination_type: { type: 'string', enum: [...DESTINATION_TYPES] },
  account_id: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
  min_approvers: { type: 'integer', minimum: 1, maximum: 10 },
  approver_roles: {
    type: 'array',
    maxItems: ROLES.length,
    uniqueItems: true,
    items: { type: 'string', enum: [...ROLES] },
  },
  approver_user_ids: { type: 'array', maxItems: 50, uniqueItems: true, items: idSchema },
});

const notFound = (field: string, message: string) => new ApiError(404, 'NOT_FOUND', message, field);
const invalid = (field: string, message: string) => new ApiError(400, 'VALIDATION', message, field);

const userIdOf = (payload: Payload): number => payload['user_id'] as number;
const rolesOf = (payload: Payload): string[] => payload['roles'] as string[];

/** The target user as an active (or pending) member of the request's entity. */
async function targetMember(ctx: Pick<CheckContext, 'db' | 'entityId'>, userId: number) {
  const member = await memberOf(ctx.db, userId, ctx.entityId);
  return member && member.deactivated_at === null ? member : undefined;
}

async function checkTarget(ctx: CheckContext, payload: Payload): Promise<void> {
  if (!(await targetMember(ctx, userIdOf(payload))))
    throw notFound('payload.user_id', 'No such active user in this entity.');
}

async function executionTarget(ctx: ExecutionContext, payload: Payload) {
  const member = await targetMember({ db: ctx.tx, entityId: ctx.entityId }, userIdOf(payload));
  if (!member)
    throw new ExecutionRefused(
      'USER_GONE',
      'The user is no longer an active member of the entity.',
    );
  return member;
}

/** Refuses a change that would leave the entity without an active admin. */
async function keepAnAdmin(ctx: ExecutionContext, userId: number): Promise<void> {
  const admins = await activeHoldersOfRole(ctx.tx, ctx.entityId, 'admin');
  if (admins.includes(userId) && admins.length === 1)
    throw new ExecutionRefused(
      'LAST_ADMIN',
      'This would leave the entity without an active admin.',
    );
}

async function revokeSessions(ctx: ExecutionContext, userId: number): Promise<number[]> {
  return revokeUserSessions(ctx.tx, userId, ctx.now);
}

const userInvite: KindDefinition = {
  kind: 'user_invite',
  requestAction: 'Manage Users',
  // The names are optional: the invited person confirms them when they accept.
  payloadSchema: {
    ...closed({
      email: emailSchema,
      first_name: displayNameSchema,
      last_name: displayNameSchema,
      roles: rolesSchema,
    }),
    required: ['email', 'roles'],
  },
  normalize: (payload) => ({
    ...payload,
    email: String(payload['email']).toLowerCase(),
    first_name: String(payload['first_name'] ?? ''),
    last_name: String(payload['last_name'] ?? ''),
  }),
  async check(ctx, payload) {
    if (await userByEmail(ctx.db, String(payload['email'])))
      throw new ApiError(
        409,
        'CONFLICT',
        'A user with this email already exists.',
        'payload.email',
      );
  },
  async execute(ctx, payload) {
    const email = String(payload['email']);
    if (await userByEmail(ctx.tx, email))
      throw new ExecutionRefused('USER_EXISTS', 'A user with this email already exists.');
    const now = new Date(ctx.now);
    const userId = await insertInvitedUser(
      ctx.tx,
      {
        email,
        first_name: String(payload['first_name']),
        last_name: String(payload['last_name']),
        roles: rolesOf(payload),
        entity_id: ctx.entityId,
        unusable_password: NO_PASSWORD,
      },
      now,
    );
    const token = newOpaqueToken();
    await insertInvitationLink(
      ctx.tx,
      userId,
      sha256Hex(token),
      now,
      new Date(ctx.now + INVITATION_TTL_MS),
    );
    const entity = await entityRow(ctx.tx, ctx.entityId);
    const after = { email, roles: rolesOf(payload), status: 'pending' };
    return {
      result: { user_id: userId },
      target: `user:${userId}`,
      before: null,
      after,
      afterCommit: {
        mails: [
          {
            to: email,
            subject: `You are invited to Desk by ${entity.name}`,
            text: `You have been invited to join ${entity.name} on Desk.\n\nTo accept, choose your password with this link within 7 days (it works once):\n\n${ctx.linkTo(INVITATION_PATH, token)}\n\nIf you did not expect this invitation, ignore this email.`,
          },
        ],
      },
    };
  },
};

const userRoles: KindDefinition = {
  kind: 'user_roles',
  requestAction: 'Manage Users',
  payloadSchema: closed({ user_id: idSchema, roles: rolesSchema }),
  check: checkTarget,
  async execute(ctx, payload) {
    const member = await executionTarget(ctx, payload);
    const roles = rolesOf(payload);
    if (!roles.includes('admin')) await keepAnAdmin(ctx, member.id);
    await setUserRoles(ctx.tx, member.id, roles);
    return {
      result: { user_id: member.id, roles },
      target: `user:${member.id}`,
      before: { roles: member.roles },
      after: { roles },
      permissionsChangedFor: [member.id],
    };
  },
};

const userDeactivate: KindDefinition = {
  kind: 'user_deactivate',
  requestAction: 'Manage Users',
  payloadSchema: userTarget,
  check: checkTarget,
  async execute(ctx, payload) {
    const member = await executionTarget(ctx, payload);
    await keepAnAdmin(ctx, member.id);
    await deactivateUser(ctx.tx, member.id, new Date(ctx.now));
    const revoked = await revokeSessions(ctx, member.id);
    return {
      result: { user_id: member.id, sessions_revoked: revoked.length },
      target: `user:${member.id}`,
      before: { deactivated: false },
      after: { deactivated: true },
      permissionsChangedFor: [member.id],
      afterCommit: { revokedSessions: revoked },
    };
  },
};

const userResetFactors: KindDefinition = {
  kind: 'user_reset_factors',
  requestAction: 'Manage Users',
  payloadSchema: userTarget,
  check: checkTarget,
  async execute(ctx, payload) {
    const member = await executionTarget(ctx, payload);
    const factors = await factorsOf(ctx.tx, member.id);
    await resetFactors(ctx.tx, member.id);
    const revoked = await revokeSessions(ctx, member.id);
    return {
      result: { user_id: member.id, sessions_revoked: revoked.length },
      target: `user:${member.id}`,
      before: { authenticator: factors.otpSecretEnc !== null, security_keys: factors.keys },
      after: { authenticator: false, security_keys: 0 },
      afterCommit: { revokedSessions: revoked },
    };
  },
};

/** The matrix with one role's grants replaced. */
const withRole = (matrix: RoleMatrix, role: Role, actions: readonly Action[]): RoleMatrix => ({
  ...matrix,
  [role]: actions,
});

/** Some role must still approve requests and manage roles, or nobody could undo the change. */
function lockoutOf(matrix: RoleMatrix): string | null {
  for (const action of ['Approve Requests', 'Manage Roles'] as const)
    if (rolesGranting(matrix, action).length === 0) return action;
  return null;
}

const rolePermissions: KindDefinition = {
  kind: 'role_permissions',
  requestAction: 'Manage Roles',
  payloadSchema: closed({
    role: { type: 'string', enum: [...ROLES] },
    actions: {
      type: 'array',
      maxItems: ACTIONS.length,
      uniqueItems: true,
      items: { type: 'string', enum: [...ACTIONS] },
    },
  }),
  normalize: (payload) => ({
    ...payload,
    actions: [...(payload['actions'] as string[])].sort(),
  }),
  async check(ctx, payload) {
    const role = payload['role'] as Role;
    const lost = lockoutOf(
      withRole(await entityRoleMatrix(ctx.db, ctx.entityId), role, payload['actions'] as Action[]),
    );
    if (lost)
      throw new ApiError(
        409,
        'LOCKOUT',
        `No role would hold '${lost}' any more: nobody could approve or undo the change.`,
        'payload.actions',
      );
  },
  async execute(ctx, payload) {
    const institution = await institutionOf(ctx.tx, ctx.entityId);
    if (institution === null)
      throw new ExecutionRefused('ENTITY_GONE', 'The entity of this request no longer exists.');
    // The payload schema admits only the domain's roles and actions.
    const role = payload['role'] as Role;
    const actions = payload['actions'] as Action[];
    const matrix = await entityRoleMatrix(ctx.tx, ctx.entityId);
    const lost = lockoutOf(withRole(matrix, role, actions));
    if (lost) throw new ExecutionRefused('LOCKOUT', `No role would hold '${lost}' any more.`);
    await replaceRoleGrants(ctx.tx, institution, role, actions);
    return {
      result: { role, actions },
      target: `role:${role}`,
      before: { actions: [...(matrix[role] ?? [])].sort() },
      after: { actions },
      permissionsChangedFor: await institutionUsersWithRoles(ctx.tx, institution, [role]),
    };
  },
};

type RuleInput = NewRule;

/** Checks a rule list against the entity; returns the first problem as [field, message]. */
async function ruleProblem(
  ctx: Pick<CheckContext, 'db' | 'entityId'>,
  rules: readonly RuleInput[],
): Promise<[string, string] | null> {
  for (const [index, rule] of rules.entries()) {
    const at = `payload.rules.${index}`;
    if (
      rule.min_amount_usd !== null &&
      rule.max_amount_usd !== null &&
      compareDecimal(rule.min_amount_usd, rule.max_amount_usd) >= 0
    )
      return [`${at}.max_amount_usd`, 'max_amount_usd must be above min_amount_usd'];
    if (rule.approver_roles.length === 0 && rule.approver_user_ids.length === 0)
      return [`${at}.approver_roles`, 'Name approver roles or approver users'];
    if (rule.approver_roles.length === 0 && rule.min_approvers > rule.approver_user_ids.length)
      return [`${at}.min_approvers`, 'min_approvers is more than the listed approvers'];
    if (
      rule.account_id !== null &&
      !(await accountBelongsToEntity(ctx.db, rule.account_id, ctx.entityId))
    )
      return [`${at}.account_id`, 'No such account in this entity'];
    for (const userId of rule.approver_user_ids)
      if (!(await targetMember(ctx, userId)))
        return [`${at}.approver_user_ids`, `No active user ${userId} in this entity`];
  }
  return null;
}

const rulesOf = (payload: Payload): RuleInput[] => payload['rules'] as RuleInput[];

const approvalPolicy: KindDefinition = {
  kind: 'approval_policy',
  requestAction: 'Manage Approval Policies',
  payloadSchema: closed({ rules: { type: 'array', maxItems: 50, items: ruleSchema } }),
  async check(ctx, payload) {
    const problem = await ruleProblem(ctx, rulesOf(payload));
    if (problem) throw invalid(...problem);
  },
  async execute(ctx, payload) {
    const rules = rulesOf(payload);
    const problem = await ruleProblem({ db: ctx.tx, entityId: ctx.entityId }, rules);
    if (problem) throw new ExecutionRefused('POLICY_INVALID', `${problem[0]}: ${problem[1]}`);
    const before = await policyRules(ctx.tx, ctx.entityId);
    await replaceRules(ctx.tx, ctx.entityId, rules, new Date(ctx.now));
    const after = await policyRules(ctx.tx, ctx.entityId);
    return {
      result: { rules: after.length },
      target: `entity:${ctx.entityId}`,
      before: { rules: before },
      after: { rules: after },
    };
  },
};

const ipAllowlist: KindDefinition = {
  kind: 'ip_allowlist',
  requestAction: 'Manage IP Allowlists',
  payloadSchema: closed({ allowlist: { type: 'string', maxLength: 2000 } }),
  normalize: (payload) => {
    const text = String(payload['allowlist']).trim();
    return {
      allowlist:
        text === ''
          ? ''
          : text
              .split(',')
              .map((item) => item.trim())
              .join(', '),
    };
  },
  async check(_ctx, payload) {
    const allowlist = String(payload['allowlist']);
    if (allowlist !== '' && !isIpCidrList(allowlist))
      throw invalid(
        'payload.allowlist',
        'allowlist must be comma-separated IP addresses with optional CIDR prefixes',
      );
  },
  async execute(ctx, payload) {
    const allowlist = String(payload['allowlist']);
    const entity = await entityRow(ctx.tx, ctx.entityId);
    await setIpAllowlist(ctx.tx, ctx.entityId, allowlist);
    return {
      result: { entity_id: ctx.entityId, allowlist },
      target: `entity:${ctx.entityId}`,
      before: { allowlist: entity.ip_allowlist },
      after: { allowlist },
      permissionsChangedFor: await membersOfEntity(ctx.tx, ctx.entityId),
    };
  },
};

const featureFlags: KindDefinition = {
  kind: 'feature_flags',
  requestAction: 'Manage Feature Flags',
  payloadSchema: closed({
    flags: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, { type: 'boolean' }])),
    },
  }),
  async execute(ctx, payload) {
    const entity = await entityRow(ctx.tx, ctx.entityId);
    const rootId = entity.parent_id ?? entity.id;
    const before = await customerFlags(ctx.tx, rootId);
    const after = { ...before, ...(payload['flags'] as Record<string, boolean>) };
    const flags = Object.fromEntries(
      Object.entries(after).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
    await writeCustomerFlags(ctx.tx, rootId, flags, new Date(ctx.now));
    return {
      result: { customer_id: rootId, flags },
      target: `customer:${rootId}`,
      before: { flags: before },
      after: { flags },
      permissionsChangedFor: await membersUnderRoot(ctx.tx, rootId),
    };
  },
};

/** The administrative kinds this venue executes. */
export const ADMIN_KIND_DEFINITIONS: readonly KindDefinition[] = [
  userInvite,
  userRoles,
  userDeactivate,
  userResetFactors,
  rolePermissions,
  approvalPolicy,
  ipAllowlist,
  featureFlags,
];
