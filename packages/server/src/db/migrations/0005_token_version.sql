-- Ending a user's sessions: every token carries the version it was issued under (claim `tv`),
-- and a request is accepted only while it equals the user's row. Bumping it (logout, password
-- change, deletion, "Encerrar sessões") revokes every token of that user at once; the check is
-- part of the primary-key lookup the server already makes on each request.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
