-- The people list's filters "Encaminhados: não" and "Monitorados: não" (issue 11 benchmark): a
-- NOT EXISTS probe per person read the whole register when few people match (370 ms on 100,000
-- people who all had a referral). Each person now carries how many referrals and monitoring visits
-- they have, kept by triggers on the two tables (every writer, cascades included), and a partial
-- index lists the people with none.

ALTER TABLE welcomeds
  ADD COLUMN forwardings_count integer NOT NULL DEFAULT 0,
  ADD COLUMN monitors_count integer NOT NULL DEFAULT 0;

UPDATE welcomeds w SET forwardings_count = c.n
  FROM (SELECT welcomed_id, count(*)::int AS n FROM forwardings GROUP BY welcomed_id) c
  WHERE c.welcomed_id = w.id;
UPDATE welcomeds w SET monitors_count = c.n
  FROM (SELECT welcomed_id, count(*)::int AS n FROM monitors GROUP BY welcomed_id) c
  WHERE c.welcomed_id = w.id;

CREATE FUNCTION welcomed_case_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  column_name text := TG_ARGV[0];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('UPDATE welcomeds SET %I = %I + 1 WHERE id = $1', column_name, column_name) USING NEW.welcomed_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format('UPDATE welcomeds SET %I = greatest(%I - 1, 0) WHERE id = $1', column_name, column_name) USING OLD.welcomed_id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER forwardings_welcomed_count
AFTER INSERT OR DELETE OR UPDATE OF welcomed_id ON forwardings
FOR EACH ROW EXECUTE FUNCTION welcomed_case_count('forwardings_count');

CREATE TRIGGER monitors_welcomed_count
AFTER INSERT OR DELETE OR UPDATE OF welcomed_id ON monitors
FOR EACH ROW EXECUTE FUNCTION welcomed_case_count('monitors_count');

CREATE INDEX welcomeds_without_forwardings_idx ON welcomeds (id) WHERE forwardings_count = 0;
CREATE INDEX welcomeds_without_monitors_idx ON welcomeds (id) WHERE monitors_count = 0;
