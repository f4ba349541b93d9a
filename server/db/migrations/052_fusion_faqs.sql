-- Fusion (docs/fusion.md): a parent order routed across the Edge book and the OTC ladder, and
-- its child executions (an Edge order, an OTC firm-quote trade). FAQ feedback, support tickets
-- with their message threads, and the per-user Labs switches (docs/faqs-support.md, docs/labs-focal.md).
CREATE TABLE fusion_orders (
  id serial PRIMARY KEY,
  entity_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id),
  client_order_id text NOT NULL CHECK (client_order_id ~ '^[A-Za-z0-9_-]{1,32}$'),
  symbol text NOT NULL,
  side text NOT NULL CHECK (side IN ('BUY', 'SELL')),
  order_type text NOT NULL CHECK (order_type IN ('MARKET', 'LIMIT')),
  time_in_force text NOT NULL CHECK (time_in_force IN ('IOC', 'GTC')),
  quantity numeric NOT NULL CHECK (quantity > 0),
  limit_price numeric,
  edge_subaccount_id integer NOT NULL REFERENCES subaccounts (id),
  otc_subaccount_id integer NOT NULL REFERENCES subaccounts (id),
  -- ROUTING while its children run, ROUTED once each child has its outcome.
  state text NOT NULL DEFAULT 'ROUTING' CHECK (state IN ('ROUTING', 'ROUTED')),
  -- The routing snapshot: planned parts, and the best single source's all-in cost.
  plan jsonb NOT NULL DEFAULT '{}',
  created_at bigint NOT NULL
);
-- A repeat of a client order id is the same order (idempotent).
CREATE UNIQUE INDEX fusion_orders_client_id ON fusion_orders (entity_id, client_order_id);
CREATE INDEX fusion_orders_by_entity ON fusion_orders (entity_id, id DESC);

CREATE TABLE fusion_children (
  id serial PRIMARY KEY,
  parent_id integer NOT NULL REFERENCES fusion_orders (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('EDGE', 'OTC')),
  planned_quantity numeric NOT NULL,
  -- EDGE: the Edge order's id; OTC: the firm quote and its trade.
  order_id text,
  fx_quote_id text,
  quote_trade_id bigint,
  -- OTC outcome (an Edge child's fills are read from its order).
  price numeric,
  executed_quantity numeric NOT NULL DEFAULT 0,
  status text NOT NULL,
  reason text NOT NULL DEFAULT '',
  UNIQUE (parent_id, source)
);

CREATE TABLE faq_feedback (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  slug text NOT NULL,
  helpful boolean NOT NULL,
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 1000),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, slug)
);

CREATE TABLE support_tickets (
  id serial PRIMARY KEY,
  entity_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 160),
  category text NOT NULL CHECK (category IN ('trading', 'custody', 'withdrawals', 'account', 'technical')),
  priority text NOT NULL CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'pending', 'resolved', 'closed')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX support_tickets_by_entity ON support_tickets (entity_id, updated_at DESC);

CREATE TABLE support_messages (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES users (id),
  staff boolean NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  attachment_name text,
  attachment_type text,
  attachment_base64 text CHECK (attachment_base64 IS NULL OR char_length(attachment_base64) <= 350000),
  created_at timestamptz NOT NULL
);
CREATE INDEX support_messages_thread ON support_messages (ticket_id, id);

CREATE TABLE lab_flags (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  flag text NOT NULL,
  enabled boolean NOT NULL,
  feedback text NOT NULL DEFAULT '' CHECK (char_length(feedback) <= 1000),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, flag)
);
