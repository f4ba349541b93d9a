-- One authorization policy (docs/approvals.md): five roles, and the role × action matrix the
-- policy reads on every call, seeded with the contract's default. Changes to the matrix are
-- maker-checker requests (kind role_permissions); nothing here is per entity.

-- users.roles: viewer and auditor join trader, approver and admin (001 named the check
-- users_roles_check, PostgreSQL's name for a column check).
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_roles_check;
ALTER TABLE users ADD CONSTRAINT users_roles_check
  CHECK (roles <@ ARRAY['viewer', 'trader', 'approver', 'admin', 'auditor']::text[]);

CREATE TABLE role_permissions (
  role text NOT NULL CHECK (role IN ('viewer', 'trader', 'approver', 'admin', 'auditor')),
  action text NOT NULL CHECK (
    action IN (
      'canRead', 'canTrade', 'canWithdraw', 'canTransfer',
      'Request Withdrawal', 'Request Whitelist', 'Approve Withdrawal', 'Approve Whitelist',
      'Add Withdrawal Address', 'Confirm Withdrawal', 'Copy Withdrawal Address',
      'Edit Label of Withdrawal Address',
      'Approve Requests', 'Manage Users', 'Manage Roles', 'Manage Approval Policies',
      'Manage IP Allowlists', 'Manage Feature Flags', 'Read Audit Log', 'Export Audit Log'
    )
  ),
  PRIMARY KEY (role, action)
);

-- The default matrix (domain/permissions.ts DEFAULT_ROLE_MATRIX; a test keeps the two equal).
INSERT INTO role_permissions (role, action) VALUES
  ('viewer', 'canRead'),
  ('trader', 'canRead'),
  ('trader', 'canTrade'),
  ('trader', 'canWithdraw'),
  ('trader', 'canTransfer'),
  ('trader', 'Request Withdrawal'),
  ('trader', 'Request Whitelist'),
  ('trader', 'Add Withdrawal Address'),
  ('trader', 'Confirm Withdrawal'),
  ('trader', 'Copy Withdrawal Address'),
  ('trader', 'Edit Label of Withdrawal Address'),
  ('approver', 'canRead'),
  ('approver', 'Approve Requests'),
  ('approver', 'Approve Withdrawal'),
  ('approver', 'Approve Whitelist'),
  ('approver', 'Copy Withdrawal Address'),
  ('admin', 'canRead'),
  ('admin', 'Approve Requests'),
  ('admin', 'Manage Users'),
  ('admin', 'Manage Roles'),
  ('admin', 'Manage Approval Policies'),
  ('admin', 'Manage IP Allowlists'),
  ('admin', 'Manage Feature Flags'),
  ('admin', 'Read Audit Log'),
  ('admin', 'Export Audit Log'),
  ('auditor', 'canRead'),
  ('auditor', 'Read Audit Log'),
  ('auditor', 'Export Audit Log')
ON CONFLICT (role, action) DO NOTHING;
