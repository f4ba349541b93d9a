import { describe, expect, it } from 'vitest';
import {
  auditFixture,
  featureFlagsFixture,
  ipAllowlistsFixture,
  policiesFixture,
  roleMatrixFixture,
} from '../../testing/adminFixtures';
import {
  auditCsvFileName,
  auditQuery,
  auditQueryParams,
  auditRangeError,
  parseAuditPage,
} from './audit';
import {
  adminSettingsPath,
  featureFlagsPayload,
  newPermissionModuleOn,
  parseFeatureFlags,
} from './featureFlags';
import {
  allowlistError,
  allowlistPayload,
  parseIpAllowlists,
  splitAllowlist,
} from './ipAllowlists';
import { effectiveActions, parsePermissions } from './permissions';
import {
  EMPTY_RULE,
  moveRule,
  parseDryRun,
  parsePolicies,
  policyDiff,
  policyPayload,
  removeRule,
  replaceRule,
  ruleErrors,
} from './policies';
import {
  groupedActions,
  isGranted,
  matrixChanges,
  parseRoleMatrix,
  rolePermissionsPayloads,
  toggleCell,
} from './roles';
import { inviteErrors, parseAdminUser } from './users';
import { allowedAdminTabs, defaultActions } from './vocabulary';

describe('R-ADMIN-12 permissions', () => {
  it('reads roles and granted actions', () => {
    expect(
      parsePermissions({
        roles: ['auditor'],
        actions: ['canRead', 'Read Audit Log'],
        accounts: [],
      }),
    ).toEqual({ roles: ['auditor'], actions: ['canRead', 'Read Audit Log'], accounts: [] });
  });

  it("uses the server's actions once known, else the default matrix on the session's roles", () => {
    const server = effectiveActions(
      { status: 'ready', value: { roles: ['trader'], actions: ['Read Audit Log'], accounts: [] } },
      ['admin'],
    );
    expect(server).toEqual({ actions: ['Read Audit Log'], source: 'server', settled: true });
    const failed = effectiveActions({ status: 'error', message: 'x' }, ['approver']);
    expect(failed.source).toBe('roles');
    expect(failed.settled).toBe(true);
    expect(failed.actions).toContain('Approve Requests');
    expect(effectiveActions({ status: 'loading' }, ['admin']).settled).toBe(false);
  });

  it('each admin tab needs its action', () => {
    expect(allowedAdminTabs(defaultActions(['admin']))).toEqual([
      'users',
      'roles',
      'policies',
      'ip-allowlists',
      'feature-flags',
      'knowledge',
      'audit',
    ]);
    expect(allowedAdminTabs(defaultActions(['auditor']))).toEqual(['audit']);
    expect(allowedAdminTabs(defaultActions(['approver', 'trader']))).toEqual([]);
  });
});

describe('R-ADMIN-1 which admin-settings route', () => {
  it('the sync wins over the user config; a missing flag is off', () => {
    expect(newPermissionModuleOn({ new_permission_module: true }, null)).toBe(true);
    expect(
      newPermissionModuleOn({ new_permission_module: true }, { new_permission_module: false }),
    ).toBe(false);
    expect(newPermissionModuleOn({}, { new_permission_module: true })).toBe(true);
    expect(newPermissionModuleOn({}, {})).toBe(false);
    expect(adminSettingsPath(true, 'audit')).toBe('/v2/admin-settings/uapi/audit');
    expect(adminSettingsPath(false)).toBe('/admin/settings');
  });
});

describe('R-ADMIN-3 users', () => {
  it('reads names and factors in the shapes the server may send', () => {
    expect(
      parseAdminUser({
        id: 4,
        email: 'a@x.io',
        name: 'Ann',
        roles: ['viewer'],
        factors: ['otp', 'yubikey'],
      }),
    ).toMatchObject({ name: 'Ann', otp: true, keys: 1, status: 'active' });
  });

  it('an invite needs an email of the spec 5 pattern and a role', () => {
    expect(inviteErrors('', [])).toEqual({
      email: 'Email is required',
      roles: 'Choose at least one role',
    });
    expect(inviteErrors('not-an-email', ['trader'])).toEqual({
      email: 'Enter a valid email address',
    });
    expect(inviteErrors(' new@desk.io ', ['trader'])).toEqual({});
  });
});

describe('R-ADMIN-4 role matrix', () => {
  const matrix = parseRoleMatrix(roleMatrixFixture);

  it('reads grants as a map or as { role, action } pairs', () => {
    const pairs = parseRoleMatrix({
      roles: ['admin', 'viewer'],
      actions: [{ name: 'canRead' }],
      grants: [{ role: 'viewer', action: 'canRead' }],
    });
    expect(pairs.roles).toEqual(['viewer', 'admin']);
    expect(isGranted(pairs, new Set(), 'viewer', 'canRead')).toBe(true);
    expect(isGranted(pairs, new Set(), 'admin', 'canRead')).toBe(false);
  });

  it('groups actions into account flags, named actions and administration', () => {
    expect(groupedActions(matrix.actions).map((g) => [g.label, g.actions])).toEqual([
      ['Account flags', ['canRead', 'canTrade']],
      ['Named actions', ['Request Withdrawal']],
      ['Administration', ['Approve Requests', 'Manage Users', 'Read Audit Log']],
    ]);
  });

  it('toggled cells are the diff; toggling back removes the change', () => {
    let t = toggleCell(new Set(), 'trader', 'Approve Requests');
    t = toggleCell(t, 'viewer', 'canRead');
    t = toggleCell(t, 'auditor', 'Manage Users');
    t = toggleCell(t, 'auditor', 'Manage Users');
    const changes = matrixChanges(matrix, t);
    expect(changes).toEqual([
      { role: 'viewer', action: 'canRead', granted: false },
      { role: 'trader', action: 'Approve Requests', granted: true },
    ]);
    // One request per changed role, each the role's whole new list.
    const payloads = rolePermissionsPayloads(matrix, changes);
    expect(payloads.map((p) => p.role)).toEqual(['viewer', 'trader']);
    expect(payloads[0]?.actions).not.toContain('canRead');
    expect(payloads[1]?.actions).toContain('Approve Requests');
  });
});

describe('R-ADMIN-5 approval policies', () => {
  const rules = parsePolicies(policiesFixture);

  it('reads the rules in order (a position field wins), amounts as decimal strings', () => {
    expect(rules.map((r) => r.id)).toEqual(['p1', 'p2']);
    expect(rules[0]?.min_amount_usd).toBe('100000');
    const positioned = parsePolicies([
      { ...policiesFixture.rules[0], position: 2 },
      { ...policiesFixture.rules[1], position: 1 },
    ]);
    expect(positioned.map((r) => r.id)).toEqual(['p2', 'p1']);
  });

  it('marks each rule of the draft: new, edited, moved; lists deleted ones', () => {
    const [p1, p2] = rules as [(typeof rules)[0], (typeof rules)[0]];
    const draft = [...moveRule(rules, 1, -1), { ...EMPTY_RULE, kind: 'withdrawal' }];
    expect(policyDiff(rules, draft).marks).toEqual(['moved', 'moved', 'new']);
    const edited = replaceRule(rules, 0, { ...p1, min_approvers: 3 });
    expect(policyDiff(rules, edited).marks).toEqual(['edited', 'same']);
    const removed = policyDiff(rules, removeRule(rules, 0));
    expect(removed.removed).toEqual([p1]);
    expect(removed.marks).toEqual(['moved']);
    expect(policyDiff(rules, rules).changed).toBe(false);
    expect(moveRule(rules, 0, -1)).toBe(rules);
    expect(p2.id).toBe('p2');
  });

  it('sends the whole ordered list, without ids (the venue replaces the list in this order)', () => {
    const payload = policyPayload([...rules, EMPTY_RULE]);
    expect(payload.rules).toHaveLength(3);
    expect(payload.rules.every((r) => !('id' in r))).toBe(true);
    expect(payload.rules[2]).toEqual({
      kind: EMPTY_RULE.kind,
      asset: EMPTY_RULE.asset,
      min_amount_usd: EMPTY_RULE.min_amount_usd,
      max_amount_usd: EMPTY_RULE.max_amount_usd,
      destination_type: EMPTY_RULE.destination_type,
      account_id: EMPTY_RULE.account_id,
      min_approvers: EMPTY_RULE.min_approvers,
      approver_roles: [...EMPTY_RULE.approver_roles],
      approver_user_ids: [...EMPTY_RULE.approver_user_ids],
    });
  });

  it('checks a rule: decimals, min below max, one approval at least, someone to approve', () => {
    expect(ruleErrors(EMPTY_RULE)).toEqual({});
    expect(
      ruleErrors({
        ...EMPTY_RULE,
        min_amount_usd: '500',
        max_amount_usd: '100',
        min_approvers: 0,
        approver_roles: [],
      }),
    ).toEqual({
      max_amount_usd: 'Maximum must be above the minimum',
      min_approvers: 'At least one approval is needed',
      approvers: 'Choose a role or a user who may approve',
    });
  });

  it('reads a dry run with a rule object, an id or none', () => {
    expect(
      parseDryRun({
        rule: { id: 'p1' },
        min_approvers: 2,
        approvers: [{ id: 3, name: 'Avery', email: 'a@d' }],
      }),
    ).toMatchObject({ ruleId: 'p1', min_approvers: 2, approvers: [{ id: 3, name: 'Avery' }] });
    expect(parseDryRun({ rule: 7, min_approvers: 1, approvers: [] }).ruleId).toBe('7');
    expect(parseDryRun({ rule: null, min_approvers: 1, approvers: [] })).toMatchObject({
      ruleId: null,
      rule: null,
    });
  });
});

describe('R-ADMIN-6 IP allowlists', () => {
  it('reads lists as arrays or comma-separated text', () => {
    expect(parseIpAllowlists(ipAllowlistsFixture).map((l) => l.allowlist)).toEqual([
      ['203.0.113.0/24'],
      [],
    ]);
    expect(splitAllowlist('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it.each([
    ['203.0.113.0/24, 2001:db8::/32', null],
    ['', null],
    ['10.0.0.0/33', 'bad'],
    ['10.0.0.0/0', 'bad'],
    ['2001:db8::/129', 'bad'],
    ['10.0.0.1,,10.0.0.2', 'bad'],
    ['localhost', 'bad'],
  ])('%s is checked with the spec 5 CIDR-list pattern (R-VAL-3)', (text, want) => {
    expect(allowlistError(text) === null ? null : 'bad').toBe(want);
  });

  it('sends the whole new list of the current entity, comma-separated', () => {
    expect(allowlistPayload(' 10.0.0.1 , 10.0.0.0/8 ')).toEqual({
      allowlist: '10.0.0.1, 10.0.0.0/8',
    });
  });
});

describe('R-ADMIN-7 feature flags', () => {
  it('reads a map or a list, in spec 6 order', () => {
    const rows = parseFeatureFlags(featureFlagsFixture);
    expect(rows.map((r) => r.name)).toEqual([
      'edge_trading_enabled',
      'options_rfq',
      'fee_statistics',
      'credit_loan_balance',
      'spot_margin',
      'bypass_travel_rules',
      'docusign_agreements',
    ]);
    expect(parseFeatureFlags([{ name: 'spot_margin', enabled: true }])).toEqual([
      { name: 'spot_margin', enabled: true },
    ]);
    expect(featureFlagsPayload({ spot_margin: true })).toEqual({ flags: { spot_margin: true } });
  });
});

describe('R-ADMIN-8 audit log', () => {
  const f = { userId: '2', action: ' sign_in ', from: '2026-11-01', to: '2026-11-25' };

  it('filters go out in the spec 9 query date format, the end inclusive', () => {
    expect(auditQueryParams(f)).toEqual({
      user_id: '2',
      action: 'sign_in',
      from: '2026-11-01 00:00:00',
      to: '2026-11-25 23:59:59',
    });
    const q = auditQuery(f, 3);
    expect(q.spec.call.query).toMatchObject({ page: 3, limit: 200 });
    expect(q.spec.invalidatedBy).toEqual(['audit', 'approvals']);
  });

  it('refuses an end before the start; names the CSV by the range', () => {
    expect(auditRangeError({ ...f, to: '2026-10-01' })).toBe(
      'The end date is before the start date',
    );
    expect(auditRangeError(f)).toBeNull();
    expect(auditCsvFileName(f)).toBe('desk-audit-2026-11-01-to-2026-11-25.csv');
  });

  it('reads a page of entries with the total', () => {
    const page = parseAuditPage(auditFixture(3, 900));
    expect(page.total).toBe(900);
    expect(page.entries[0]).toMatchObject({ id: '1', user_id: '2', action: 'request_created' });
  });
});
