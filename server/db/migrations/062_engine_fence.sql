-- The engine fence (issue 20, docs/scale-out.md "The fence"): every engine that takes the
-- engine lock raises `engine_epoch.epoch` and opens its pool with the setting
-- `desk.engine_epoch` = that epoch. A write to a table that holds money, orders or what moves
-- them first reads the current epoch with FOR SHARE; a writer whose epoch is no longer current
-- (an engine that lost the lock and has not noticed yet) is refused (SQLSTATE DK001), and the
-- new engine's raise waits for the old engine's open writes to end. Connections without the
-- setting (`npm start`, tools, gateways) are not fenced.
CREATE TABLE engine_epoch (
  id smallint PRIMARY KEY CHECK (id = 1),
  epoch bigint NOT NULL
);
INSERT INTO engine_epoch (id, epoch) VALUES (1, 0);

CREATE FUNCTION desk_engine_fence() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mine text := current_setting('desk.engine_epoch', true);
  current_epoch bigint;
BEGIN
  IF mine IS NULL OR mine = '' THEN
    RETURN NULL;
  END IF;
  SELECT epoch INTO current_epoch FROM engine_epoch WHERE id = 1 FOR SHARE;
  IF current_epoch IS DISTINCT FROM mine::bigint THEN
    RAISE EXCEPTION 'engine fenced: epoch % is not the current engine epoch %', mine, current_epoch
      USING ERRCODE = 'DK001';
  END IF;
  RETURN NULL;
END
$$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'ledger_entries', 'balances', 'orders', 'fills', 'positions', 'trading_settings',
    'quotes', 'quote_trades', 'option_positions', 'option_trade_legs', 'option_margin',
    'withdrawals', 'deposits', 'transfers', 'credit_loans', 'customer_credit',
    'treasury_rules', 'treasury_rule_runs', 'eod_runs', 'eod_snapshots',
    'eod_subaccount_totals', 'funding_periods', 'settlement_batches', 'settlement_lines',
    'allocations', 'allocation_legs', 'allocated_trades', 'custody_transactions',
    'custody_stakes', 'defi_actions', 'defi_positions', 'fusion_orders', 'fusion_children',
    'autoflex_conversions', 'approval_requests', 'approval_actions', 'user_entities',
    'role_permissions', 'institution_role_matrices', 'whitelisted_addresses', 'report_jobs'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER engine_fence BEFORE INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION desk_engine_fence()', t);
  END LOOP;
END
$$;
