-- Each bonded amount earns only for the time it was bonded (docs/custody.md "Staking"): a stake
-- added to, or an unstake taken from, a validator's existing stake first settles what the old
-- amount earned since the last payout into `accrued_reward` and restarts the reward clock; the
-- next payout pays that plus what the new amount earned since.
ALTER TABLE custody_stakes
  ADD COLUMN accrued_reward numeric(38, 18) NOT NULL DEFAULT 0 CHECK (accrued_reward >= 0);
