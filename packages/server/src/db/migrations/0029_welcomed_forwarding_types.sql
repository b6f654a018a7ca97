-- The people list's filter "Tipos de encaminhamento" (people referred at least once with any of the
-- types): an EXISTS probe per person, whose capped count became a hash join over every referral
-- (45–50 ms at 200,000 referrals, on every new filter). Each person now carries the types of their
-- referrals, kept by triggers on the referrals and their types (every writer, cascades included),
-- and a GIN index answers the filter.

ALTER TABLE welcomeds ADD COLUMN forwarding_type_ids integer[] NOT NULL DEFAULT '{}';

CREATE FUNCTION welcomed_forwarding_types_refresh(person integer) RETURNS void LANGUAGE sql AS $$
  UPDATE welcomeds SET forwarding_type_ids = coalesce((
    SELECT array_agg(DISTINCT ft.forwarding_type_id ORDER BY ft.forwarding_type_id)
    FROM forwardings f JOIN forwarding_forwarding_types ft ON ft.forwarding_id = f.id
    WHERE f.welcomed_id = person), '{}')
  WHERE id = person;
$$;

UPDATE welcomeds w SET forwarding_type_ids = t.ids
  FROM (SELECT f.welcomed_id, array_agg(DISTINCT ft.forwarding_type_id ORDER BY ft.forwarding_type_id) AS ids
        FROM forwardings f JOIN forwarding_forwarding_types ft ON ft.forwarding_id = f.id
        GROUP BY f.welcomed_id) t
  WHERE t.welcomed_id = w.id;

-- A referral's types changed: its person's list again (a deleted referral's own rows find no person
-- here; the trigger on forwardings below covers it).
CREATE FUNCTION forwarding_types_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM welcomed_forwarding_types_refresh(f.welcomed_id) FROM forwardings f WHERE f.id = NEW.forwarding_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM welcomed_forwarding_types_refresh(f.welcomed_id) FROM forwardings f WHERE f.id = OLD.forwarding_id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER forwarding_types_welcomed_types
AFTER INSERT OR DELETE OR UPDATE ON forwarding_forwarding_types
FOR EACH ROW EXECUTE FUNCTION forwarding_types_changed();

-- A referral deleted, or moved to another person: both people's lists again.
CREATE FUNCTION forwarding_person_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM welcomed_forwarding_types_refresh(OLD.welcomed_id);
  IF TG_OP = 'UPDATE' THEN
    PERFORM welcomed_forwarding_types_refresh(NEW.welcomed_id);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER forwardings_welcomed_types
AFTER DELETE OR UPDATE OF welcomed_id ON forwardings
FOR EACH ROW EXECUTE FUNCTION forwarding_person_changed();

CREATE INDEX welcomeds_forwarding_types_idx ON welcomeds USING gin (forwarding_type_ids);
