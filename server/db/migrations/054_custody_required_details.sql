-- Custody's required-details statuses (issue 15, docs/custody.md "Required details"): a vault's
-- policy can demand the beneficiary's details (Travel Rule style) and a video verification of
-- the initiator for external sends of at least an amount in USD. A send that meets a tier waits
-- in required_beneficiary_details / video_verification_missing (or _rejected) and cannot be
-- approved until the initiator gives the details and an operator records the verification.

-- A vault's required-details tiers (NULL: never required).
CREATE TABLE custody_vault_policies (
  subaccount_id integer PRIMARY KEY REFERENCES subaccounts (id),
  beneficiary_details_min_usd numeric(38, 2) CHECK (beneficiary_details_min_usd >= 0),
  video_verification_min_usd numeric(38, 2) CHECK (video_verification_min_usd >= 0),
  updated_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL
);

ALTER TABLE custody_transactions
  -- What the send waits for before it may be approved (NULL: nothing).
  ADD COLUMN details_status text CHECK (details_status IN (
    'required_beneficiary_details', 'video_verification_missing', 'video_verification_rejected')),
  ADD COLUMN video_verification_required boolean NOT NULL DEFAULT false,
  -- { name, address, country, relationship }, given by the initiator.
  ADD COLUMN beneficiary jsonb,
  ADD COLUMN beneficiary_by integer REFERENCES users (id),
  ADD COLUMN beneficiary_at timestamptz,
  ADD COLUMN video_verification text CHECK (video_verification IN ('passed', 'rejected')),
  ADD COLUMN video_verified_by integer REFERENCES users (id),
  ADD COLUMN video_verified_at timestamptz;
