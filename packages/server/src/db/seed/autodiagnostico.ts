import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ModelImport, modelSeedFileSchema } from '@sisacte/contracts/autodiagnostico/models';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import { type Database, withTransaction } from '../client';
import { anyModelTranslated, insertModelVersion, modelCodeExists, modelTexts, setModelTranslations, type TranslatedTable } from '../../modules/autodiagnostico';

/** The committed models (written for this product, grounded in the CLT and the NRs). */
export const AUTODIAGNOSTICO_SEED_FILE = join(import.meta.dirname, 'data', 'autodiagnostico-modelos.json');
/**
 * Their texts in Spanish, English, French and Haitian Creole (the public pages' languages), by
 * Portuguese text: `textos` are [pt, es, en, fr, ht]; a `prefixos` entry is translated apart and put
 * before the translation of the rest of a text ("Atende só em parte…" + the answer's feedback).
 * Haitian Creole awaits review by a native speaker (`_review`).
 */
export const AUTODIAGNOSTICO_TRANSLATIONS_FILE = join(import.meta.dirname, 'data', 'autodiagnostico-modelos.traducoes.json');

type Row = [pt: string, es: string, en: string, fr: string, ht: string];
interface TranslationFile {
  prefixos: Row[];
  textos: Row[];
}

/** A Portuguese text of the models → its translation in each language, or undefined. */
export type ModelTranslator = (portuguese: string) => Readonly<Record<TranslationLanguage, string>> | undefined;

export async function loadModelTranslator(file: string = AUTODIAGNOSTICO_TRANSLATIONS_FILE): Promise<ModelTranslator> {
  const data = JSON.parse(await readFile(file, 'utf8')) as TranslationFile;
  const valid = (rows: unknown) => Array.isArray(rows) && rows.every((r) => Array.isArray(r) && r.length === 5 && r.every((t) => typeof t === 'string' && t.trim() !== ''));
  if (!valid(data.textos) || !valid(data.prefixos)) throw new Error(`Traduções dos modelos de autodiagnóstico inválidas em ${file}: cada linha é [pt, es, en, fr, ht], todos textos`);
  const byText = (row: Row) => Object.fromEntries(TRANSLATION_LANGUAGES.map((l, i) => [l, row[i + 1]!])) as Record<TranslationLanguage, string>;
  const texts = new Map(data.textos.map((row) => [row[0], byText(row)]));
  const translate: ModelTranslator = (portuguese) => {
    const exact = texts.get(portuguese);
    if (exact) return exact;
    for (const prefix of data.prefixos) {
      const rest = portuguese.startsWith(prefix[0]) ? texts.get(portuguese.slice(prefix[0].length)) : undefined;
      if (rest) return Object.fromEntries(TRANSLATION_LANGUAGES.map((l, i) => [l, `${prefix[i + 1]}${rest[l]}`])) as Record<TranslationLanguage, string>;
    }
    return undefined;
  };
  return translate;
}

/** `{es: {field: text}, …}` for the fields of one item that the translator knows; the item's own translations win. */
function translated<F extends string>(translate: ModelTranslator, fields: Partial<Record<F, string>>, own: Partial<Record<TranslationLanguage, Partial<Record<F, string>>>> = {}) {
  const out: Record<string, Record<string, string>> = {};
  for (const [field, portuguese] of Object.entries(fields) as [F, string | undefined][]) {
    const texts = portuguese ? translate(portuguese) : undefined;
    if (!texts) continue;
    for (const language of TRANSLATION_LANGUAGES) out[language] = { ...out[language], [field]: texts[language] };
  }
  for (const [language, texts] of Object.entries(own)) out[language] = { ...out[language], ...(texts as Record<string, string>) };
  return out as Partial<Record<TranslationLanguage, Partial<Record<F, string>>>>;
}

/** The model with the translator's texts beside its Portuguese ones (translations the model carries itself are kept). */
export function translateModel(model: ModelImport, translate: ModelTranslator): ModelImport {
  return {
    ...model,
    traducoes: translated(translate, { nome: model.nome, descricao: model.descricao }, model.traducoes),
    blocos: model.blocos.map((b) => ({
      ...b,
      traducoes: translated(translate, { titulo: b.titulo, descricao: b.descricao }, b.traducoes),
      questoes: b.questoes.map((q) => ({
        ...q,
        traducoes: translated(translate, { enunciado: q.enunciado, referencia: q.referencia }, q.traducoes),
        opcoes: q.opcoes.map((o) => {
          const measures = o.medidas_sugeridas.map((m) => translate(m));
          const lists = measures.every((m) => m !== undefined)
            ? Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, measures.map((m) => m![l])]))
            : {};
          return { ...o, traducoes: translated(translate, { texto: o.texto, feedback: o.feedback }, o.traducoes), medidas_traducoes: { ...lists, ...o.medidas_traducoes } };
        }),
      })),
    })),
  };
}

/**
 * Stores each model of the seed file whose code has no version yet, through the same validation as
 * the staff import (a bad file stops the start with the contract's message), with its translations.
 * A model already in the database is left alone: newer versions come from the staff import; a
 * database whose models have no translation at all (seeded before they existed) gets them once
 * (fillModelTranslations). Returns the codes stored.
 */
export async function seedAutodiagnostico(db: Database, file: string = AUTODIAGNOSTICO_SEED_FILE, translationsFile: string = AUTODIAGNOSTICO_TRANSLATIONS_FILE): Promise<string[]> {
  const parsed = modelSeedFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`Modelos de autodiagnóstico inválidos em ${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const translate = await loadModelTranslator(translationsFile);
  await fillModelTranslations(db, translate);
  const stored: string[] = [];
  for (const model of parsed.data.modelos) {
    if (await modelCodeExists(db, model.codigo)) continue;
    await withTransaction(db, (tx) => insertModelVersion(tx, translateModel(model, translate)));
    stored.push(model.codigo);
  }
  return stored;
}

/**
 * Once, while no model (of any version) has a translation: every row whose Portuguese text the
 * translator knows gets its translations. Texts of models the staff imported are translated too when
 * they are the same as the published ones'. Returns how many rows were written.
 */
export async function fillModelTranslations(db: Database, translate: ModelTranslator): Promise<number> {
  if (await anyModelTranslated(db)) return 0;
  const kinds: TranslatedTable[] = ['models', 'blocks', 'questions', 'options', 'measures'];
  const updates: { kind: TranslatedTable; id: number; traducoes: Record<string, Record<string, string>> }[] = [];
  for (const kind of kinds) {
    for (const row of await modelTexts(db, kind)) {
      const traducoes = translated(translate, row.texts) as Record<string, Record<string, string>>;
      if (Object.keys(traducoes).length > 0) updates.push({ kind, id: row.id, traducoes });
    }
  }
  if (updates.length === 0) return 0;
  await withTransaction(db, async (tx) => {
    for (const u of updates) await setModelTranslations(tx, u.kind, u.id, u.traducoes);
  });
  return updates.length;
}
