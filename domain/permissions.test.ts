import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './enums';
import {
  ACCOUNT_FLAGS,
  ACTIONS,
  ADMIN_ACTIONS,
  DEFAULT_ROLE_MATRIX,
  NAMED_ACTIONS,
  ROLES,
  UI_VIEW_RULES,
  effectiveFlag,
  effectiveFlags,
  grantedActions,
  grants,
  isAccountFlag,
  isAction,
  isRole,
  matrixFromRows,
  matrixRows,
  uiViews,
  type AccountFlags,
  type Action,
} from './permissions';

describe('R-PERM-1 roles, account flags and actions', () => {
  it('has the five roles and the three kinds of actions of the contract', () => {
    expect(ROLES).toEqual(['viewer', 'trader', 'approver', 'admin', 'auditor']);
    expect(ACCOUNT_FLAGS).toEqual(['canRead', 'canTrade', 'canWithdraw', 'canTransfer']);
    expect(NAMED_ACTIONS).toEqual(AUDIT_ACTIONS);
    expect(NAMED_ACTIONS).toHaveLength(8);
    expect(ADMIN_ACTIONS).toEqual([
      'Approve Requests',
      'Manage Users',
      'Manage Roles',
      'Manage Approval Policies',
      'Manage IP Allowlists',
      'Manage Feature Flags',
      'Read Audit Log',
      'Export Audit Log',
    ]);
    expect(ACTIONS).toEqual([...ACCOUNT_FLAGS, ...NAMED_ACTIONS, ...ADMIN_ACTIONS]);
    expect(new Set(ACTIONS).size).toBe(ACTIONS.length);
  });

  it('guards accept exactly the listed values', () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    for (const action of ACTIONS) expect(isAction(action)).toBe(true);
    for (const flag of ACCOUNT_FLAGS) expect(isAccountFlag(flag)).toBe(true);
    for (const bad of ['Admin', 'root', '', null, 1, 'canread', 'Manage users'])
      expect([isRole(bad), isAction(bad), isAccountFlag(bad)]).toEqual([false, false, false]);
    expect(isAccountFlag('Manage Users')).toBe(false);
  });
});

describe('R-PERM-2 default role × action matrix', () => {
  it('is the contract table, row by row', () => {
    expect(DEFAULT_ROLE_MATRIX.viewer).toEqual(['canRead']);
    expect(DEFAULT_ROLE_MATRIX.trader).toEqual([
      'canRead',
      'canTrade',
      'canWithdraw',
      'canTransfer',
      'Request Withdrawal',
      'Request Whitelist',
      'Add Withdrawal Address',
      'Confirm Withdrawal',
      'Copy Withdrawal Address',
      'Edit Label of Withdrawal Address',
    ]);
    expect(DEFAULT_ROLE_MATRIX.approver).toEqual([
      'canRead',
      'Approve Withdrawal',
      'Approve Whitelist',
      'Copy Withdrawal Address',
      'Approve Requests',
    ]);
    expect(DEFAULT_ROLE_MATRIX.admin).toEqual(['canRead', ...ADMIN_ACTIONS]);
    expect(DEFAULT_ROLE_MATRIX.auditor).toEqual(['canRead', 'Read Audit Log', 'Export Audit Log']);
  });

  it('gives canTrade to traders only and every role canRead', () => {
    expect(ROLES.filter((role) => DEFAULT_ROLE_MATRIX[role].includes('canTrade'))).toEqual([
      'trader',
    ]);
    for (const role of ROLES) expect(DEFAULT_ROLE_MATRIX[role]).toContain('canRead');
  });

  it('round-trips through rows (28 rows in role, then action order)', () => {
    const rows = matrixRows(DEFAULT_ROLE_MATRIX);
    expect(rows).toHaveLength(28);
    expect(rows[0]).toEqual({ role: 'viewer', action: 'canRead' });
    expect(matrixFromRows(rows)).toEqual(DEFAULT_ROLE_MATRIX);
  });
});

describe('R-PERM-3 what roles grant', () => {
  it('is the union of the roles’ rows; unknown roles grant nothing', () => {
    expect(grantedActions(['viewer'], DEFAULT_ROLE_MATRIX)).toEqual(['canRead']);
    expect(grantedActions(['approver', 'auditor'], DEFAULT_ROLE_MATRIX)).toEqual([
      'canRead',
      'Approve Withdrawal',
      'Approve Whitelist',
      'Copy Withdrawal Address',
      'Approve Requests',
      'Read Audit Log',
      'Export Audit Log',
    ]);
    expect(grantedActions([], DEFAULT_ROLE_MATRIX)).toEqual([]);
    expect(grantedActions(['superuser'], DEFAULT_ROLE_MATRIX)).toEqual([]);
    expect(grants(['approver'], DEFAULT_ROLE_MATRIX, 'canTrade')).toBe(false);
    expect(grants(['approver', 'trader'], DEFAULT_ROLE_MATRIX, 'canTrade')).toBe(true);
    expect(grants(['root'], DEFAULT_ROLE_MATRIX, 'canRead')).toBe(false);
  });

  it('reads stored rows, ignoring unknown roles and actions and duplicates', () => {
    const matrix = matrixFromRows([
      { role: 'viewer', action: 'canRead' },
      { role: 'viewer', action: 'canRead' },
      { role: 'viewer', action: 'Launch Rockets' },
      { role: 'intern', action: 'canTrade' },
      { role: 'auditor', action: 'Export Audit Log' },
      { role: 'auditor', action: 'canRead' },
    ]);
    expect(matrix).toEqual({
      viewer: ['canRead'],
      trader: [],
      approver: [],
      admin: [],
      auditor: ['canRead', 'Export Audit Log'],
    });
  });

  it('grants an action exactly when some role’s row holds it (property)', () => {
    const matrixArb = fc.record(
      Object.fromEntries(ROLES.map((role) => [role, fc.subarray([...ACTIONS])])) as Record<
        (typeof ROLES)[number],
        fc.Arbitrary<Action[]>
      >,
    );
    fc.assert(
      fc.property(
        matrixArb,
        fc.subarray([...ROLES]),
        fc.constantFrom(...ACTIONS),
        (m, roles, a) => {
          const expected = roles.some((role) => m[role].includes(a));
          expect(grants(roles, m, a)).toBe(expected);
          expect(grantedActions(roles, m).includes(a)).toBe(expected);
        },
      ),
    );
  });
});

describe('R-PERM-4 effective flag on a subaccount', () => {
  const all: AccountFlags = { canRead: true, canTrade: true, canWithdraw: true, canTransfer: true };

  it('is the subaccount’s own flag AND a role granting it', () => {
    const approver = grantedActions(['approver'], DEFAULT_ROLE_MATRIX);
    expect(effectiveFlag(all, approver, 'canRead')).toBe(true);
    expect(effectiveFlag(all, approver, 'canTrade')).toBe(false);
    expect(effectiveFlag({ ...all, canRead: false }, approver, 'canRead')).toBe(false);
    expect(effectiveFlags(all, grantedActions(['trader'], DEFAULT_ROLE_MATRIX))).toEqual(all);
    expect(effectiveFlags({ ...all, canTrade: false }, ['canTrade', 'canRead'])).toEqual({
      canRead: true,
      canTrade: false,
      canWithdraw: false,
      canTransfer: false,
    });
  });

  it('matches the AND for every combination (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          canRead: fc.boolean(),
          canTrade: fc.boolean(),
          canWithdraw: fc.boolean(),
          canTransfer: fc.boolean(),
        }),
        fc.subarray([...ACTIONS]),
        (own, granted) => {
          const flags = effectiveFlags(own, granted);
          for (const flag of ACCOUNT_FLAGS) {
            const expected = own[flag] && granted.includes(flag);
            expect(flags[flag]).toBe(expected);
            expect(effectiveFlag(own, granted, flag)).toBe(expected);
          }
        },
      ),
    );
  });
});

describe('R-PERM-5 views a user may open (UI_VIEWS)', () => {
  const on = { edge_trading_enabled: true, options_rfq: true };
  const views = (role: (typeof ROLES)[number], flags = on) =>
    uiViews(grantedActions([role], DEFAULT_ROLE_MATRIX), flags);

  it('follows the default roles', () => {
    expect(views('trader')).toEqual([
      'trade',
      'trade.edge',
      'trade.options',
      'portfolio',
      'insights',
      'account',
    ]);
    expect(views('viewer')).toEqual(['portfolio', 'insights', 'account']);
    expect(views('approver')).toEqual(['portfolio', 'insights', 'account', 'approvals']);
    expect(views('auditor')).toEqual(['portfolio', 'insights', 'account', 'admin.audit']);
    expect(views('admin')).toEqual([
      'portfolio',
      'insights',
      'account',
      'approvals',
      'admin.users',
      'admin.roles',
      'admin.policies',
      'admin.ip-allowlists',
      'admin.feature-flags',
      'admin.audit',
    ]);
  });

  it('drops views whose feature flag is off, and keeps account for anyone', () => {
    expect(views('trader', { edge_trading_enabled: false, options_rfq: false })).toEqual([
      'trade',
      'portfolio',
      'insights',
      'account',
    ]);
    expect(uiViews([], {})).toEqual(['account']);
    for (const rule of UI_VIEW_RULES)
      for (const action of rule.anyOf) expect(isAction(action)).toBe(true);
  });
});
