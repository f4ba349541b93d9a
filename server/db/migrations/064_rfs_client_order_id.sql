-- A streamed-price (RFS) order is idempotent per entity and client order id: a repeat (a retry
-- after a lost answer, a resend after a restart) answers the first trade instead of trading
-- again (docs/quotes.md "Idempotent streamed-price orders").
ALTER TABLE quote_trades ADD COLUMN client_order_id text;
CREATE UNIQUE INDEX quote_trades_client_order ON quote_trades (entity_id, client_order_id)
  WHERE client_order_id IS NOT NULL;
