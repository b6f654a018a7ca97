-- Idempotency-Key of the public self-diagnosis create (POST /api/autodiagnostico): the evaluation a
-- key created, a digest of its request and the evaluation's resume code sealed with AES-256-GCM (key
-- derived from the server secret, never in the database), so that a retry gets the same evaluation
-- and the same code. Rows are deleted after 24 hours, and with their evaluation.
CREATE TABLE autodiag_idempotency_keys (
  key varchar(200) PRIMARY KEY,
  evaluation_id integer NOT NULL REFERENCES autodiag_evaluations (id) ON DELETE CASCADE,
  request_hash char(64) NOT NULL,
  code_sealed text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX autodiag_idempotency_keys_evaluation_idx ON autodiag_idempotency_keys (evaluation_id);
CREATE INDEX autodiag_idempotency_keys_created_at_idx ON autodiag_idempotency_keys (created_at);
