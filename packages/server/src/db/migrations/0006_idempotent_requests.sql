-- Retries never create twins. A staff POST that creates a record may carry an Idempotency-Key; the
-- key is written in the same transaction as the record, with a digest of the request and the answer
-- given, so a retry whose first answer was lost gets that answer again instead of a second record.
-- Keys belong to the user who sent them and are kept for 24 hours (older rows are deleted as new ones
-- arrive). The public complaint keeps its own table (idempotency_keys), tied to the complaint.
CREATE TABLE idempotent_requests (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key varchar(200) NOT NULL,
  route varchar(200) NOT NULL,
  request_hash char(64) NOT NULL,
  status_code smallint NOT NULL,
  response jsonb, -- written in the same transaction that claims the key, so never seen empty
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

CREATE INDEX idempotent_requests_created_at_idx ON idempotent_requests (created_at);
