-- Issue 21, third pass. A privilege change (roles, role grants, allowlist, feature flags) marks
-- the user's sessions for a new CSRF value (R-SECH-23): csrf_rotate says a new value is due on
-- the session's next call, csrf_generation counts the values issued since sign-in, and the
-- previous generation's value is still accepted until csrf_previous_until (the requests already
-- in flight when the new value was handed out). Re-authentication by security key gets its own
-- challenge purpose (R-SECH-24).
ALTER TABLE sessions ADD COLUMN csrf_generation integer NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN csrf_rotate boolean NOT NULL DEFAULT false;
ALTER TABLE sessions ADD COLUMN csrf_previous_until timestamptz;

ALTER TABLE webauthn_challenges DROP CONSTRAINT webauthn_challenges_purpose_check;
ALTER TABLE webauthn_challenges ADD CONSTRAINT webauthn_challenges_purpose_check
  CHECK (purpose IN ('register', 'authenticate', 'approve', 'custody_send', 'reauthenticate'));
