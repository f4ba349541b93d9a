-- 061: the Flex account's automatic conversion (spec 7.3 autoflex_info, docs/autoflex.md): per
-- Flex (OTC venue) subaccount, the tokens a sweeper converts into one target token through the
-- RFQ engine, as the user who last saved the settings, and a record of every conversion.
CREATE TABLE autoflex_settings (
  subaccount_id integer PRIMARY KEY REFERENCES subaccounts (id),
  enabled boolean NOT NULL DEFAULT false,
  target_token text NOT NULL,
  tokens text[] NOT NULL DEFAULT '{}',
  updated_by integer NOT NULL REFERENCES users (id),
  updated_at bigint NOT NULL,
  -- Why the sweeper switched it off (the saving user lost the right to trade), else null.
  paused_reason text
);

CREATE TABLE autoflex_conversions (
  id serial PRIMARY KEY,
  subaccount_id integer NOT NULL REFERENCES subaccounts (id),
  token text NOT NULL,
  target_token text NOT NULL,
  sold numeric NOT NULL,
  received numeric NOT NULL,
  price text NOT NULL,
  symbol text NOT NULL,
  trade_id text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  at bigint NOT NULL
);

CREATE INDEX autoflex_conversions_by_subaccount ON autoflex_conversions (subaccount_id, at DESC, id DESC);
