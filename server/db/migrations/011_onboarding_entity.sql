-- Issue 6: the entity (customer) an onboarding profile's terms were agreed and signed for, so
-- the account's agreements list can show them to every member of that entity.
ALTER TABLE onboarding_profiles
  ADD COLUMN entity_id integer REFERENCES customers (id) ON DELETE SET NULL;

UPDATE onboarding_profiles AS p
SET entity_id = (
  SELECT ue.entity_id FROM user_entities AS ue
  WHERE ue.user_id = p.user_id
  ORDER BY ue.is_default DESC, ue.entity_id
  LIMIT 1
);

CREATE INDEX onboarding_profiles_entity_idx ON onboarding_profiles (entity_id);
