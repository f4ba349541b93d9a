-- Issue 21, second pass: each session remembers where it was opened, for the user's session
-- list (R-SECH-20), and when its user last proved who they are again, for the re-authentication
-- that registering a key or changing the authenticator needs (R-SECH-19).
ALTER TABLE sessions ADD COLUMN ip text;
ALTER TABLE sessions ADD COLUMN user_agent text;
ALTER TABLE sessions ADD COLUMN reauthenticated_at timestamptz;
