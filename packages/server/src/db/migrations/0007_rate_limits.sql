-- Limits shared by every API instance on PostgreSQL: the per-route request limits
-- (@fastify/rate-limit), failed logins and accepted complaints. On PGlite (one process) the server
-- keeps them in memory and never writes these tables.
--
-- Keys are HMAC-SHA256 digests of the scope and the subject (a client address, a username): no
-- address is ever written in clear. The HMAC key is derived from JWT_SECRET (so every instance
-- computes the same digests) and changes every day at 00:00 UTC. Each row expires with its window
-- (at most 15 minutes) and expired rows are deleted every minute.
--
-- UNLOGGED: counters are not worth a WAL write, and a crash or a failover only forgets them
-- (every limit starts over), which is safe.

-- Fixed windows of the per-route request limits: hits since the window opened, and when it ends.
CREATE UNLOGGED TABLE rate_limit_windows (
  key bytea PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_windows_resets_at_idx ON rate_limit_windows (resets_at);

-- Sliding windows (failed logins, accepted complaints): the times of the recent events of a key,
-- newest first and bounded in number; the row expires one window after its latest event.
CREATE UNLOGGED TABLE rate_limit_events (
  key bytea PRIMARY KEY,
  times timestamptz[] NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_events_expires_at_idx ON rate_limit_events (expires_at);
