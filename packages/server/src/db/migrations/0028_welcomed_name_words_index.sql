-- The person picker (GET /api/welcomeds/search) finds people by the start of the words of their name
-- ("ana", "rojas", "ana mil"): a prefix query on the words of the unaccented name, which a GIN index
-- over its 'simple' text-search vector answers without reading every name that merely contains the text.
CREATE INDEX welcomeds_name_words_idx ON welcomeds USING gin (to_tsvector('simple', name_key));
