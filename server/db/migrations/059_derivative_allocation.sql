-- Derivative (perpetual and futures) fills can be allocated (docs/post-trade.md "Derivative
-- allocation"): the allocation moves position size between subaccounts, so it records the
-- position side each position lives on (hedge mode has LONG and SHORT, one-way mode BOTH), for
-- the block's subaccount and for each leg, and a reversal moves the same sizes back.
-- NULL on spot allocations.
ALTER TABLE allocations ADD COLUMN position_side text
  CHECK (position_side IS NULL OR position_side IN ('BOTH', 'LONG', 'SHORT'));
ALTER TABLE allocation_legs ADD COLUMN position_side text
  CHECK (position_side IS NULL OR position_side IN ('BOTH', 'LONG', 'SHORT'));
