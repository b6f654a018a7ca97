-- The public pages speak Portuguese, Spanish, English, French and Haitian Creole: the texts the staff
-- write for them (the complaint questionnaire, the self-diagnosis models) carry a translation per
-- language beside the Portuguese text, as {"es": {"enunciado": "…"}, "en": {…}} keyed by the Portuguese
-- column's name. A language or field left out is shown in Portuguese. Answers stay option ids and free
-- text, so staff read every complaint and evaluation the same way whatever its language.

ALTER TABLE question_categories ADD COLUMN traducoes jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(traducoes) = 'object');
ALTER TABLE questions ADD COLUMN traducoes jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(traducoes) = 'object');
-- A line under the statement that explains a word or what is asked ("gato": the labour broker).
ALTER TABLE questions ADD COLUMN ajuda varchar(500);
ALTER TABLE question_options ADD COLUMN traducoes jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(traducoes) = 'object');

-- A model version never changes its Portuguese texts; its translations may be added or corrected later
-- (the seed fills them for the published models), which changes no evaluation's meaning.
ALTER TABLE autodiag_models ADD COLUMN traducoes jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(traducoes) = 'object');
ALTER TABLE autodiag_blocks ADD COLUMN traducoes jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(traducoes) = 'object');
ALTER TABLE autodiag_questions ADD COLUMN traducoes jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(traducoes) = 'object');
ALTER TABLE autodiag_options ADD COLUMN traducoes jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(traducoes) = 'object');
ALTER TABLE autodiag_suggested_measures ADD COLUMN traducoes jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(traducoes) = 'object');

-- Every instance reloads the questionnaire it keeps in memory (it gains the new columns).
UPDATE questionnaire_version SET version = version + 1 WHERE id;
