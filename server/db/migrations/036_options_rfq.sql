-- Options RFQ (issue 5): the legs an options execution booked, one row per leg, with the
-- side after the strategy was applied. The quote itself lives in quotes (kind 'OPTION',
-- payload = the priced structure) and the premium trade in quote_trades (source 'OPTIONS').

CREATE TABLE option_trade_legs (
  trade_id bigint NOT NULL REFERENCES quote_trades (id) ON DELETE CASCADE,
  leg_index integer NOT NULL CHECK (leg_index BETWEEN 0 AND 7),
  symbol text NOT NULL,
  side text NOT NULL CHECK (side IN ('BUY', 'SELL')),
  ratio integer NOT NULL CHECK (ratio BETWEEN 1 AND 10),
  quantity numeric NOT NULL CHECK (quantity > 0),
  -- ratio × quantity
  contracts numeric NOT NULL CHECK (contracts > 0),
  -- Model mid price per contract (USD) and vol at quote time.
  price numeric NOT NULL,
  vol numeric NOT NULL,
  PRIMARY KEY (trade_id, leg_index)
);
CREATE INDEX option_trade_legs_by_symbol ON option_trade_legs (symbol);
