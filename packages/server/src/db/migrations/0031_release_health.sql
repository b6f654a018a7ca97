-- Release health: what browsers report about each remote's versions (modules/release-health). No
-- personal data: the remote, its version, the route PATTERN of the screen (never the address's ids,
-- query or names), what happened, a screen load's duration, and a random id made by the browser tab
-- (not the user). Kept 30 days: an hourly job deletes older rows.
CREATE TABLE release_health_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  remote varchar(40) NOT NULL,
  version varchar(100) NOT NULL,
  route varchar(120) NOT NULL,
  kind varchar(24) NOT NULL CHECK (kind IN ('load-failure', 'error', 'unhandled-rejection', 'screen-load')),
  duration_ms integer CHECK (duration_ms IS NULL OR duration_ms >= 0),
  session_key char(32) NOT NULL
);
-- A version's summary and the guard's first loads.
CREATE INDEX release_health_reports_version_idx ON release_health_reports (remote, version, kind, id);
-- The retention purge.
CREATE INDEX release_health_reports_received_at_idx ON release_health_reports (received_at);
