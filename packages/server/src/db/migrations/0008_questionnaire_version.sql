-- The live questionnaire (questions, options, categories and the indicators that weigh the options)
-- is cached by every API instance: the public complaint checks each submission against it, and the
-- wizard loads it. Every write to those tables, by any instance, a seed or by hand, bumps the one
-- version below in the same transaction (statement triggers), so the new version becomes visible
-- exactly when the change does. Each instance reads the version with the queries it makes anyway
-- and reloads the questionnaire when it changed.
CREATE TABLE questionnaire_version (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint  NOT NULL
);
INSERT INTO questionnaire_version (id, version) VALUES (true, 1);

CREATE FUNCTION bump_questionnaire_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE questionnaire_version SET version = version + 1 WHERE id;
  RETURN NULL;
END
$$;

CREATE TRIGGER question_categories_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON question_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_questionnaire_version();
CREATE TRIGGER questions_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_questionnaire_version();
CREATE TRIGGER question_options_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON question_options
  FOR EACH STATEMENT EXECUTE FUNCTION bump_questionnaire_version();
CREATE TRIGGER option_indicators_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON option_indicators
  FOR EACH STATEMENT EXECUTE FUNCTION bump_questionnaire_version();
CREATE TRIGGER indicators_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON indicators
  FOR EACH STATEMENT EXECUTE FUNCTION bump_questionnaire_version();

-- Receipt codes given from now on are kept as HMAC-SHA-256 under a server key (never in the
-- database), with a random salt per complaint; those given before stay argon2id hashes, checked as
-- such and replaced by the keyed form at their first successful follow-up (complaints/receipt.ts).
COMMENT ON COLUMN complaints.receipt_hash IS
  '$hmac-sha256$<salt>$<mac> (keyed, server key not in the database) or, for receipts given before migration 0008, an argon2id hash';
