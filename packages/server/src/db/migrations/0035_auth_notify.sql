-- Every API instance keeps the answers of its session check (the user, their role names, their
-- session version, whether a session is open) for a short while, and forgets them when told on the
-- channel `sisacte_auth`: whatever changes what that check reads, by any instance, a seed or by hand,
-- NOTIFYs the user's id, or '*' (everyone) when a role itself changes. A NOTIFY is sent at the
-- commit, only if the transaction commits, and identical ones of a transaction are sent once.
CREATE FUNCTION notify_auth_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sisacte_auth', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('sisacte_auth', NEW.user_id::text);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
      PERFORM pg_notify('sisacte_auth', OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION notify_auth_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sisacte_auth', OLD.id::text);
  RETURN NULL;
END
$$;

CREATE FUNCTION notify_auth_everyone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sisacte_auth', '*');
  RETURN NULL;
END
$$;

-- users: what the check reads of them (a login's own writes to other columns tell nobody).
CREATE TRIGGER users_auth_notify AFTER UPDATE OF name, username, token_version, deleted_at ON users FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.username IS DISTINCT FROM NEW.username
        OR OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION notify_auth_users();
CREATE TRIGGER users_auth_notify_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_auth_users();

-- A user's roles, and their sessions ended (a new session is a new token: nothing to forget).
CREATE TRIGGER user_roles_auth_notify AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION notify_auth_user();
CREATE TRIGGER user_sessions_auth_notify AFTER UPDATE OR DELETE ON user_sessions FOR EACH ROW EXECUTE FUNCTION notify_auth_user();

-- A role renamed or deleted changes the role names of everyone holding it.
CREATE TRIGGER roles_auth_notify AFTER UPDATE OF name OR DELETE ON roles FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_everyone();

CREATE TRIGGER users_auth_notify_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_everyone();
CREATE TRIGGER user_roles_auth_notify_truncate AFTER TRUNCATE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_everyone();
CREATE TRIGGER user_sessions_auth_notify_truncate AFTER TRUNCATE ON user_sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_everyone();
CREATE TRIGGER roles_auth_notify_truncate AFTER TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_everyone();
