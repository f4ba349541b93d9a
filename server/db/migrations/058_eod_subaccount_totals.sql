-- 058: per cut-off and subaccount totals of the end-of-day snapshots, and each token's price at
-- each cut-off, written in the same transaction as the snapshot rows
-- (server/portfolio/eod-store.ts). The performance page reads these (days × subaccounts, and
-- days × tokens rows) instead of every snapshot row (days × subaccounts × tokens): benchmark
-- S11, docs/portfolio.md.
CREATE TABLE eod_subaccount_totals (
  cutoff bigint NOT NULL REFERENCES eod_runs (cutoff),
  subaccount_id integer NOT NULL,
  value_usd numeric NOT NULL,
  unrealised_usd numeric NOT NULL,
  flow_usd numeric NOT NULL,
  realised_usd numeric NOT NULL,
  PRIMARY KEY (subaccount_id, cutoff)
);

INSERT INTO eod_subaccount_totals (cutoff, subaccount_id, value_usd, unrealised_usd, flow_usd, realised_usd)
SELECT cutoff, subaccount_id, sum(value_usd), sum(unrealised_usd), sum(flow_usd), sum(realised_usd)
FROM eod_snapshots
GROUP BY cutoff, subaccount_id;

CREATE TABLE eod_prices (
  cutoff bigint NOT NULL REFERENCES eod_runs (cutoff),
  token text NOT NULL,
  price numeric NOT NULL,
  PRIMARY KEY (token, cutoff)
);

INSERT INTO eod_prices (cutoff, token, price)
SELECT cutoff, token, max(price)
FROM eod_snapshots
WHERE price IS NOT NULL
GROUP BY cutoff, token;
