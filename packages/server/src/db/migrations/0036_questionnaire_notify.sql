-- Every API instance keeps the live questionnaire in memory (migration 0008). Each change of its
-- version, by a trigger of 0008, a migration or by hand, is NOTIFYed on `sisacte_questionnaire` with
-- the new version at the commit, so an instance that hears the channel answers the public form from
-- memory without reading the version on every request, and reloads when told.
CREATE FUNCTION notify_questionnaire_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sisacte_questionnaire', NEW.version::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER questionnaire_version_notify AFTER UPDATE ON questionnaire_version FOR EACH ROW
  WHEN (OLD.version IS DISTINCT FROM NEW.version)
  EXECUTE FUNCTION notify_questionnaire_version();
