-- 050: a user's server-side preference documents by key (the portfolio's spec 9 preferences and
-- saved exchanges), and the assistant's workflow schedules with the runs they start.
CREATE TABLE user_preferences (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  value jsonb NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (user_id, key)
);

-- One schedule per user, entity and workflow: daily at a UTC minute of the day, or every N hours
-- (counted from 00:00 UTC). next_run_at is the start of the next period to run.
CREATE TABLE assistant_workflow_schedules (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entity_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  workflow text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('daily', 'hours')),
  minute_of_day integer NOT NULL DEFAULT 0 CHECK (minute_of_day BETWEEN 0 AND 1439),
  every_hours integer NOT NULL DEFAULT 24 CHECK (every_hours BETWEEN 1 AND 168),
  enabled boolean NOT NULL DEFAULT true,
  next_run_at bigint NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (user_id, entity_id, workflow)
);
CREATE INDEX assistant_workflow_schedules_due ON assistant_workflow_schedules (next_run_at)
  WHERE enabled;

-- A scheduled run names its schedule and period: one run per schedule and period, ever.
ALTER TABLE assistant_workflow_runs
  ADD COLUMN trigger text NOT NULL DEFAULT 'manual' CHECK (trigger IN ('manual', 'schedule')),
  ADD COLUMN schedule_id integer REFERENCES assistant_workflow_schedules (id) ON DELETE SET NULL,
  ADD COLUMN period bigint;
CREATE UNIQUE INDEX assistant_workflow_runs_period ON assistant_workflow_runs (schedule_id, period)
  WHERE schedule_id IS NOT NULL;
