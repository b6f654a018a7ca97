-- The access trail (modules/audit): one row per staff read of a personal record and per create,
-- change, delete, export, download and LGPD action. Append-only, enforced here for every role (the
-- API's own included): UPDATE, DELETE and TRUNCATE are refused by triggers. Each row is chained to
-- the previous one by a SHA-256 hash computed here, under a lock on the chain's head, so writers on
-- several instances keep one chain; ids are given here too, consecutive in chain order, so a removed
-- row shows as a gap. Never the content of a record: ids, the route, an export's filter keys.

CREATE TABLE access_trail (
  id bigint PRIMARY KEY,
  at timestamptz NOT NULL,
  -- null: the system (retention); public, anonymous actions are never traced to anyone
  user_id integer,
  action varchar(20) NOT NULL,
  record_type varchar(40) NOT NULL,
  record_id bigint,
  -- whose data it is: the person or complaint whose 'Acessos' tab lists the entry
  subject_type varchar(20),
  subject_id bigint,
  route varchar(200),
  -- JSON: an export's filter (identifying values withheld), an LGPD request's date and reference
  details text,
  previous_hash char(64) NOT NULL,
  hash char(64) NOT NULL,
  CONSTRAINT access_trail_action_check CHECK (action IN ('read', 'create', 'update', 'delete', 'export', 'download', 'data-report', 'anonymise', 'verify')),
  CONSTRAINT access_trail_subject_check CHECK ((subject_type IS NULL) = (subject_id IS NULL))
);
CREATE INDEX access_trail_subject_idx ON access_trail (subject_type, subject_id, id) WHERE subject_type IS NOT NULL;
CREATE INDEX access_trail_user_idx ON access_trail (user_id, id);
CREATE INDEX access_trail_at_idx ON access_trail (at);
CREATE INDEX access_trail_record_type_idx ON access_trail (record_type, action, id);

-- The chain's end: the last id and hash. One row, changed only by the trail's own trigger.
CREATE TABLE access_trail_head (
  id smallint PRIMARY KEY CHECK (id = 1),
  last_id bigint NOT NULL,
  last_hash char(64) NOT NULL
);
INSERT INTO access_trail_head (id, last_id, last_hash) VALUES (1, 0, repeat('0', 64));

-- The hash of an entry: SHA-256 (hex) of a versioned text where every field is length-prefixed
-- (octet length, ':' and the value; '-' for null), so no two different entries read the same.
-- modules/audit/chain.ts computes the same text to check the chain independently of this function.
CREATE FUNCTION access_trail_field(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value IS NULL THEN '-' ELSE octet_length(value)::text || ':' || value END
$$;

CREATE FUNCTION access_trail_hash(e access_trail) RETURNS char(64) LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(
    'sisacte-trilha-v1' || E'\n' || e.previous_hash || E'\n' || e.id::text || E'\n'
    || to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || E'\n'
    || access_trail_field(e.user_id::text) || E'\n' || access_trail_field(e.action) || E'\n'
    || access_trail_field(e.record_type) || E'\n' || access_trail_field(e.record_id::text) || E'\n'
    || access_trail_field(e.subject_type) || E'\n' || access_trail_field(e.subject_id::text) || E'\n'
    || access_trail_field(e.route) || E'\n' || access_trail_field(e.details),
    'UTF8')), 'hex')
$$;

-- Every insert takes the head row's lock (writers on every instance wait in turn), becomes the next
-- id, is stamped with the time it joined the chain, linked and hashed; the head moves to it. An
-- insert names none of id, at, previous_hash and hash (NOT NULL is checked after this trigger).
CREATE FUNCTION access_trail_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head access_trail_head;
BEGIN
  SELECT * INTO head FROM access_trail_head WHERE id = 1 FOR UPDATE;
  NEW.id := head.last_id + 1;
  NEW.at := date_trunc('milliseconds', clock_timestamp());
  NEW.previous_hash := head.last_hash;
  NEW.hash := access_trail_hash(NEW);
  UPDATE access_trail_head SET last_id = NEW.id, last_hash = NEW.hash WHERE id = 1;
  RETURN NEW;
END;
$$;

CREATE TRIGGER access_trail_chain BEFORE INSERT ON access_trail FOR EACH ROW EXECUTE FUNCTION access_trail_chain();

CREATE FUNCTION access_trail_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A trilha de acessos só recebe novas entradas: % recusado em %', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER access_trail_append_only BEFORE UPDATE OR DELETE ON access_trail FOR EACH ROW EXECUTE FUNCTION access_trail_refuse();
CREATE TRIGGER access_trail_no_truncate BEFORE TRUNCATE ON access_trail FOR EACH STATEMENT EXECUTE FUNCTION access_trail_refuse();

-- The head moves only inside the chain trigger (one level down); a direct change or delete is refused.
CREATE FUNCTION access_trail_head_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'A cabeça da trilha de acessos só muda com uma nova entrada: % recusado', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER access_trail_head_guard BEFORE UPDATE OR DELETE ON access_trail_head FOR EACH ROW EXECUTE FUNCTION access_trail_head_guard();
CREATE TRIGGER access_trail_head_no_truncate BEFORE TRUNCATE ON access_trail_head FOR EACH STATEMENT EXECUTE FUNCTION access_trail_head_guard();

-- A read's entry, committed without waiting for the disk (a read changes nothing, and a following
-- write's commit flushes it): keeps the trail's cost on a read far below a millisecond. Call it
-- alone, never inside a transaction that writes anything else.
CREATE FUNCTION access_trail_append_read(
  p_user_id integer, p_action varchar, p_record_type varchar, p_record_id bigint,
  p_subject_type varchar, p_subject_id bigint, p_route varchar, p_details text
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  INSERT INTO access_trail (user_id, action, record_type, record_id, subject_type, subject_id, route, details)
    VALUES (p_user_id, p_action, p_record_type, p_record_id, p_subject_type, p_subject_id, p_route, p_details);
END;
$$;

-- Defence in depth where the API's role is not a superuser: no privilege to change or remove rows.
REVOKE UPDATE, DELETE, TRUNCATE ON access_trail FROM PUBLIC;
REVOKE UPDATE, DELETE, TRUNCATE ON access_trail FROM CURRENT_USER;

-- Records anonymised (an LGPD request, or the retention): kept so that the screens can say so and
-- the retention never takes a record twice. No identifier: the request's date and reference only.
CREATE TABLE anonymisations (
  record_type varchar(20) NOT NULL CHECK (record_type IN ('pessoa', 'denuncia')),
  record_id integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  user_id integer REFERENCES users (id),
  reason varchar(20) NOT NULL CHECK (reason IN ('pedido', 'retencao')),
  request_date date,
  request_reference varchar(100),
  PRIMARY KEY (record_type, record_id)
);
