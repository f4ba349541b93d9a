-- The AI assistant (spec 3.9, docs/assistant.md): threads (sessions) of a user in an entity,
-- their messages with the tool steps taken, one changeable feedback per user and message,
-- each user's assistant settings, and knowledge-base articles visible per role.
CREATE TABLE assistant_threads (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entity_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX assistant_threads_owner ON assistant_threads (user_id, entity_id, updated_at DESC);

CREATE TABLE assistant_messages (
  id serial PRIMARY KEY,
  thread_id integer NOT NULL REFERENCES assistant_threads (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL,
  -- Tool steps of an answer: [{ tool, status, summary }]; drafts and citations it produced.
  steps jsonb NOT NULL DEFAULT '[]',
  drafts jsonb NOT NULL DEFAULT '[]',
  citations jsonb NOT NULL DEFAULT '[]',
  provider text,
  status text NOT NULL DEFAULT 'complete' CHECK (status IN ('streaming', 'complete', 'failed')),
  created_at timestamptz NOT NULL
);
CREATE INDEX assistant_messages_thread ON assistant_messages (thread_id, id);

CREATE TABLE assistant_feedback (
  message_id integer NOT NULL REFERENCES assistant_messages (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating text NOT NULL CHECK (rating IN ('up', 'down')),
  reasons text[] NOT NULL DEFAULT '{}',
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 1000),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (message_id, user_id)
);

CREATE TABLE assistant_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  news_profile text NOT NULL DEFAULT 'curated',
  model_profile text NOT NULL DEFAULT 'smart',
  temperature numeric NOT NULL DEFAULT 0 CHECK (temperature >= 0 AND temperature <= 1),
  context_window text NOT NULL DEFAULT 'small',
  response_style text NOT NULL DEFAULT 'comprehensive',
  response_length integer NOT NULL DEFAULT 5 CHECK (response_length IN (5, 10)),
  updated_at timestamptz NOT NULL
);

CREATE TABLE assistant_articles (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9-]{1,80}$'),
  title text NOT NULL,
  body text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  -- Roles that may read the article; empty = every member.
  visible_to text[] NOT NULL DEFAULT '{}',
  curated boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL
);

-- Workflow runs: a named multi-step check run by a user (run now), each step with its status,
-- and the Markdown report it produced.
CREATE TABLE assistant_workflow_runs (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entity_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  workflow text NOT NULL,
  status text NOT NULL CHECK (status IN ('in_progress', 'completed', 'failed')),
  steps jsonb NOT NULL DEFAULT '[]',
  report text NOT NULL DEFAULT '',
  started_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX assistant_workflow_runs_owner ON assistant_workflow_runs (user_id, entity_id, id DESC);
