-- Report and export jobs (issue 16 item 6, docs/reports.md): one row per requested file. A job
-- is claimed durably (status running, heartbeat_at refreshed with each progress write); a job
-- whose heartbeat went stale (its server died) is requeued once more or failed honestly. The
-- file lives in the reports folder (DATA_DIR/reports) under file_name; it expires at
-- expires_at and is deleted then.
CREATE TABLE report_jobs (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entity_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  kind text NOT NULL,
  format text NOT NULL CHECK (format IN ('csv', 'xlsx', 'pdf')),
  -- What was asked (window, subaccounts resolved against the caller's effective canRead).
  parameters jsonb NOT NULL,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'running', 'ready', 'failed', 'expired')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  rows_written bigint NOT NULL DEFAULT 0,
  rows_total bigint,
  attempts integer NOT NULL DEFAULT 0,
  error text,
  file_name text,
  file_bytes bigint,
  created_at bigint NOT NULL,
  started_at bigint,
  heartbeat_at bigint,
  finished_at bigint,
  expires_at bigint
);
CREATE INDEX report_jobs_owner ON report_jobs (user_id, entity_id, id DESC);
CREATE INDEX report_jobs_queue ON report_jobs (status, id) WHERE status IN ('queued', 'running');
CREATE INDEX report_jobs_expiry ON report_jobs (expires_at) WHERE status = 'ready';

-- Keyset pages of the large exports walk these in order, one subaccount at a time (a 1M-row
-- order history is read a page at a time, never sorted whole).
CREATE INDEX report_orders_by_time ON orders (subaccount_id, created_at, id);
CREATE INDEX report_fills_by_time ON fills (subaccount_id, time, id);
CREATE INDEX report_ledger_by_book_time ON ledger_entries (book, time, id);
