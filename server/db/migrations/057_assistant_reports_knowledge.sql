-- 057 (issue 18): a workflow run's output saved as a report job (PDF or Markdown), and the
-- knowledge base an entity's admins manage: their own articles (entity_id set; shipped ones have
-- none and stay the product's), hidden instead of deleted, with who changed them last.
ALTER TABLE report_jobs DROP CONSTRAINT report_jobs_format_check;
ALTER TABLE report_jobs ADD CONSTRAINT report_jobs_format_check
  CHECK (format IN ('csv', 'xlsx', 'pdf', 'md'));

ALTER TABLE assistant_articles
  ADD COLUMN entity_id integer REFERENCES customers (id) ON DELETE CASCADE,
  ADD COLUMN hidden boolean NOT NULL DEFAULT false,
  ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX assistant_articles_entity ON assistant_articles (entity_id) WHERE entity_id IS NOT NULL;
