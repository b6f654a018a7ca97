-- Issue 33: the language a complaint was filed in (the public pages speak pt, es, en, fr and ht), so a
-- team can route it to someone who speaks it: shown on its profile, a filter of the staff's list.
-- Complaints filed before were all filed in Portuguese.

ALTER TABLE complaints ADD COLUMN idioma varchar(2) NOT NULL DEFAULT 'pt'
  CONSTRAINT complaints_idioma_check CHECK (idioma IN ('pt', 'es', 'en', 'fr', 'ht'));

-- The list filtered by language walks the complaints of that language in id order.
CREATE INDEX complaints_idioma_idx ON complaints (idioma, id);
