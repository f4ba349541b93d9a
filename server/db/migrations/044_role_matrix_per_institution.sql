-- The role × action matrix per institution (a root customer and its legal entities). Rows with
-- institution_id NULL are the default every institution starts from; an institution whose
-- matrix was changed by an approved role_permissions request has its own full copy, marked in
-- institution_role_matrices (so a role it emptied stays empty instead of falling back).
ALTER TABLE role_permissions
  ADD COLUMN institution_id integer REFERENCES customers (id) ON DELETE CASCADE;
ALTER TABLE role_permissions DROP CONSTRAINT role_permissions_pkey;
CREATE UNIQUE INDEX role_permissions_unique
  ON role_permissions (COALESCE(institution_id, 0), role, action);

CREATE TABLE institution_role_matrices (
  institution_id integer PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What each institution's roles grant: its own rows once it has them, else the default.
CREATE VIEW effective_role_permissions AS
SELECT c.id AS institution_id, rp.role, rp.action
FROM customers c
JOIN role_permissions rp ON (
  CASE
    WHEN EXISTS (SELECT 1 FROM institution_role_matrices m WHERE m.institution_id = c.id)
      THEN rp.institution_id = c.id
    ELSE rp.institution_id IS NULL
  END
)
WHERE c.parent_id IS NULL;
