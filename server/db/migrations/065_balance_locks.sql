-- Issue 20 step 3 (docs/scale-out.md "Balances and locks in PostgreSQL"): what a subaccount's
-- open orders, positions and option margin hold of a token, written in the same transaction as
-- what changes it, so that any process can check a spend against it under the balance's row
-- lock. An order without a price of its own (a resting trailing stop without an activation
-- price, a TWAP at market) holds at the price it was placed at, kept in held_price.
CREATE TABLE balance_locks (
  subaccount_id integer NOT NULL,
  token text NOT NULL,
  locked numeric NOT NULL DEFAULT 0,
  PRIMARY KEY (subaccount_id, token)
);
ALTER TABLE orders ADD COLUMN held_price numeric;
