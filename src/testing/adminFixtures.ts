// Test-only answers of the admin and maker-checker API, shaped as docs/approvals.md and the
// parsers of src/tab/admin and src/tab/approvals read them.

export function requestFixture(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    request_id: 'r1',
    entity_id: 21,
    kind: 'user_roles',
    requester_id: 2,
    requester: { id: 2, name: 'Adrian Admin', email: 'admin@demo.desk' },
    payload: { user_id: 3, roles: ['approver'] },
    approvers: [],
    rejectors: [],
    min_approvers: 2,
    approver_roles: ['admin'],
    approver_user_ids: [],
    policy_rule_id: null,
    request_status: 'requested',
    created_at: '2026-11-25T09:00:00Z',
    expires_at: '2026-11-27T09:00:00Z',
    updated_at: '2026-11-25T09:00:00Z',
    executed_at: null,
    result: null,
    can_act: true,
    ...patch,
  };
}

export const adminUsersFixture = {
  users: [
    {
      id: 1,
      email: 'trader@demo.desk',
      first_name: 'Tara',
      last_name: 'Trader',
      roles: ['trader'],
      status: 'active',
      factors: { otp: true, keys: 0 },
    },
    {
      id: 2,
      email: 'admin@demo.desk',
      first_name: 'Adrian',
      last_name: 'Admin',
      roles: ['admin'],
      status: 'active',
      factors: { otp: true, keys: 1 },
    },
    {
      id: 3,
      email: 'approver@demo.desk',
      first_name: 'Avery',
      last_name: 'Approver',
      roles: ['approver'],
      status: 'active',
      factors: { otp: false, keys: 0 },
    },
  ],
};

export const roleMatrixFixture = {
  roles: ['viewer', 'trader', 'approver', 'admin', 'auditor'],
  actions: [
    'canRead',
    'canTrade',
    'Request Withdrawal',
    'Approve Requests',
    'Manage Users',
    'Read Audit Log',
  ],
  grants: {
    viewer: ['canRead'],
    trader: ['canRead', 'canTrade', 'Request Withdrawal'],
    approver: ['canRead', 'Approve Requests'],
    admin: ['canRead', 'Approve Requests', 'Manage Users', 'Read Audit Log'],
    auditor: ['canRead', 'Read Audit Log'],
  },
};

export const policiesFixture = {
  rules: [
    {
      id: 'p1',
      kind: 'withdrawal',
      asset: '*',
      min_amount_usd: '100000',
      max_amount_usd: null,
      destination_type: 'external',
      account_id: null,
      min_approvers: 2,
      approver_roles: ['approver'],
      approver_user_ids: [],
    },
    {
      id: 'p2',
      kind: '*',
      asset: '*',
      min_amount_usd: null,
      max_amount_usd: null,
      destination_type: 'any',
      account_id: null,
      min_approvers: 1,
      approver_roles: ['admin'],
      approver_user_ids: [],
    },
  ],
};

export const ipAllowlistsFixture = {
  entities: [
    { entity_id: 21, name: 'Demo Capital LLC', allowlist: '203.0.113.0/24' },
    { entity_id: 22, name: 'Demo Capital Europe GmbH', allowlist: '' },
  ],
};

export const featureFlagsFixture = {
  flags: {
    edge_trading_enabled: true,
    options_rfq: true,
    fee_statistics: false,
    credit_loan_balance: true,
    spot_margin: false,
    bypass_travel_rules: false,
    docusign_agreements: false,
  },
};

export function auditFixture(count: number, total = count) {
  return {
    entries: Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      at: '2026-11-25T09:00:00Z',
      user_id: 2,
      entity_id: 21,
      ip: '127.0.0.1',
      action: i === 0 ? 'request_created' : 'sign_in',
      target: i === 0 ? 'request r1' : 'session',
      before: null,
      after: null,
      outcome: 'allowed',
    })),
    total,
  };
}
