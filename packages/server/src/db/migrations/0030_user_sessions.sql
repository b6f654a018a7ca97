-- One row per login (a tab, a device), named by the `sid` claim of its token: logging out deletes
-- that row, so only that token stops working and the user's other sessions go on. A password change,
-- deletion or "Encerrar sessões" still end them all (users.token_version, and their rows go too).
-- The check is part of the one lookup every authenticated request makes (the user by primary key,
-- and this row by primary key). Rows past `expires_at` (the token's own expiry) are purged
-- periodically. No address, browser or token is kept: only whose session it is and until when.
CREATE TABLE user_sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX user_sessions_user_id_idx ON user_sessions (user_id);
CREATE INDEX user_sessions_expires_at_idx ON user_sessions (expires_at);
