-- Perpetual funding (issue 4): one row per symbol and funding time once its payments are
-- booked (in the same transaction), so a period is paid exactly once, also across restarts.
CREATE TABLE funding_periods (
  symbol text NOT NULL,
  funding_time bigint NOT NULL,
  rate numeric NOT NULL,
  mark_price numeric NOT NULL,
  paid_at bigint NOT NULL,
  positions integer NOT NULL,
  PRIMARY KEY (symbol, funding_time)
);
