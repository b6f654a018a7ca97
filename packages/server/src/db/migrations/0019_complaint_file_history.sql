-- A complaint's history records its files (issue 12): the files module knows no module's tables,
-- so the rows it writes for entity 'denuncia' are followed here. An upload names its author; a
-- deletion does not (the files table keeps no deleter), so its line has no author.

CREATE FUNCTION complaint_file_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.entity = 'denuncia' AND EXISTS (SELECT 1 FROM complaints WHERE id = NEW.codid) THEN
      INSERT INTO complaint_history (complaint_id, author_id, action, descricao, changes)
      VALUES (NEW.codid, NEW.author_id, 'arquivo', left('Arquivo "' || NEW.name || '" anexado', 500),
              jsonb_build_array(jsonb_build_object('field', 'arquivo', 'label', 'Arquivo', 'from', NULL, 'to', NEW.name)));
    END IF;
    RETURN NEW;
  END IF;
  IF OLD.entity = 'denuncia' AND EXISTS (SELECT 1 FROM complaints WHERE id = OLD.codid) THEN
    INSERT INTO complaint_history (complaint_id, author_id, action, descricao, changes)
    VALUES (OLD.codid, NULL, 'arquivo', left('Arquivo "' || OLD.name || '" excluído', 500),
            jsonb_build_array(jsonb_build_object('field', 'arquivo', 'label', 'Arquivo', 'from', OLD.name, 'to', NULL)));
  END IF;
  RETURN OLD;
END;
$$;

CREATE TRIGGER files_complaint_history
AFTER INSERT OR DELETE ON files
FOR EACH ROW EXECUTE FUNCTION complaint_file_history();
