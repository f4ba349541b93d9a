-- DeFi (docs/defi.md) and the provider's support desk (docs/faqs-support.md "Staff view"). DeFi: pairings the simulated dApps issue, sessions connecting a custody vault
-- to a dApp, token allowances, protocol positions with their accrued yield, and the DeFi
-- maker-checker requests (one kind per transaction type).
CREATE TABLE defi_pairings (
  topic text PRIMARY KEY CHECK (topic ~ '^[0-9a-f]{64}$'),
  sym_key_hash text NOT NULL,
  dapp text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE defi_sessions (
  id serial PRIMARY KEY,
  entity_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  vault_id integer NOT NULL REFERENCES subaccounts (id),
  dapp text NOT NULL,
  topic text NOT NULL REFERENCES defi_pairings (topic),
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  disconnected_at timestamptz,
  disconnected_by integer REFERENCES users (id)
);
CREATE INDEX defi_sessions_by_entity ON defi_sessions (entity_id, id DESC);

-- ERC-20 approve(): what the protocol's contract may still take from the vault.
CREATE TABLE defi_allowances (
  vault_id integer NOT NULL REFERENCES subaccounts (id),
  protocol text NOT NULL,
  token text NOT NULL,
  amount numeric NOT NULL CHECK (amount >= 0),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (vault_id, protocol, token)
);

-- A position: principal (= the ledger book 'defi:<vault>:<protocol>'), the yield accrued up to
-- accrued_at (unclaimed), and what was claimed so far.
CREATE TABLE defi_positions (
  id serial PRIMARY KEY,
  entity_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  vault_id integer NOT NULL REFERENCES subaccounts (id),
  protocol text NOT NULL,
  token text NOT NULL,
  principal numeric NOT NULL CHECK (principal >= 0),
  accrued numeric NOT NULL DEFAULT 0 CHECK (accrued >= 0),
  claimed numeric NOT NULL DEFAULT 0,
  accrued_at timestamptz NOT NULL,
  UNIQUE (vault_id, protocol, token)
);

CREATE TABLE defi_actions (
  id serial PRIMARY KEY,
  request_id integer NOT NULL UNIQUE REFERENCES approval_requests (id),
  entity_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  session_id integer NOT NULL REFERENCES defi_sessions (id),
  vault_id integer NOT NULL REFERENCES subaccounts (id),
  protocol text NOT NULL,
  transaction_type text NOT NULL
    CHECK (transaction_type IN ('CONTRACT_CALL', 'APPROVE', 'SUPPLY', 'REDEEM', 'STAKE')),
  token text NOT NULL,
  amount numeric,
  method text,
  status text NOT NULL,
  -- What the execution moved (a claim's yield), and its ledger journal.
  executed_amount numeric,
  journal_id bigint,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX defi_actions_by_entity ON defi_actions (entity_id, id DESC);

-- The DeFi kinds join the maker-checker kinds. The list keeps every kind known this session.
ALTER TABLE approval_requests DROP CONSTRAINT IF EXISTS approval_requests_kind_check;
ALTER TABLE approval_requests ADD CONSTRAINT approval_requests_kind_check CHECK (kind IN (
  'withdrawal', 'whitelist_address', 'internal_transfer', 'treasury_rule', 'custody_send',
  'custody_stake', 'settlement_batch',
  'defi_contract_call', 'defi_approve', 'defi_supply', 'defi_redeem', 'defi_stake',
  'user_invite', 'user_roles', 'user_deactivate', 'user_reset_factors', 'role_permissions',
  'approval_policy', 'ip_allowlist', 'feature_flags'));

-- The provider's support staff: answers every institution's tickets (docs/faqs-support.md).
ALTER TABLE users ADD COLUMN support_staff boolean NOT NULL DEFAULT false;
