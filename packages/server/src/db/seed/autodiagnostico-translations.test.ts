import { readFileSync } from 'node:fs';
import { modelSeedFileSchema } from '@sisacte/contracts/autodiagnostico/models';
import { TRANSLATION_LANGUAGES } from '@sisacte/contracts/denuncias/questions-translations';
import { sql } from 'drizzle-orm';
import { queryRows } from '../client';
import { createTestDatabase, testDatabases, type TestDatabase } from '../../test/helpers';
import { AUTODIAGNOSTICO_SEED_FILE, AUTODIAGNOSTICO_TRANSLATIONS_FILE, fillModelTranslations, loadModelTranslator, translateModel } from './autodiagnostico';
import { prepareDatabase } from '.';

jest.setTimeout(120_000);

const models = modelSeedFileSchema.parse(JSON.parse(readFileSync(AUTODIAGNOSTICO_SEED_FILE, 'utf8'))).modelos;
const file = JSON.parse(readFileSync(AUTODIAGNOSTICO_TRANSLATIONS_FILE, 'utf8')) as { _review: string; prefixos: string[][]; textos: string[][] };
/** A rule's reference that reads the same in every language ('NR-17', 'NR-31; NR-06'). */
const SAME_EVERYWHERE = /^NR-\d+(; NR-\d+)*$/;

describe('the committed models in the other languages', () => {
  it('translates every text of every model into es, en, fr and ht (references that read the same everywhere apart)', async () => {
    const translate = await loadModelTranslator();
    const missing: string[] = [];
    for (const model of models) {
      const t = translateModel(model, translate);
      const check = (where: string, translations: Partial<Record<string, Partial<Record<string, string>>>>, fields: Record<string, string>) => {
        for (const language of TRANSLATION_LANGUAGES) {
          for (const [field, portuguese] of Object.entries(fields)) {
            if (!portuguese || SAME_EVERYWHERE.test(portuguese)) continue;
            if (!translations[language]?.[field]) missing.push(`${where} ${field} (${language}): ${portuguese}`);
          }
        }
      };
      check(model.codigo, t.traducoes, { nome: model.nome, descricao: model.descricao });
      t.blocos.forEach((b, bi) => {
        check(`${model.codigo} bloco ${bi + 1}`, b.traducoes, { titulo: b.titulo, descricao: b.descricao });
        b.questoes.forEach((q, qi) => {
          check(`${model.codigo} ${bi + 1}.${qi + 1}`, q.traducoes, { enunciado: q.enunciado, referencia: q.referencia });
          for (const o of q.opcoes) {
            check(`${model.codigo} ${bi + 1}.${qi + 1} "${o.texto}"`, o.traducoes, { texto: o.texto, feedback: o.feedback });
            for (const language of TRANSLATION_LANGUAGES) {
              if ((o.medidas_traducoes[language]?.length ?? 0) !== o.medidas_sugeridas.length) missing.push(`${model.codigo} ${bi + 1}.${qi + 1} "${o.texto}" medidas (${language})`);
            }
          }
        });
      });
    }
    expect(missing).toEqual([]);
  });

  it('keeps no translation of a text the models no longer have, and marks Haitian Creole for review', () => {
    const texts = new Set<string>();
    for (const model of models) {
      texts.add(model.nome).add(model.descricao);
      for (const b of model.blocos) {
        texts.add(b.titulo).add(b.descricao);
        for (const q of b.questoes) {
          texts.add(q.enunciado).add(q.referencia);
          for (const o of q.opcoes) [o.texto, o.feedback, ...o.medidas_sugeridas].forEach((x) => texts.add(x));
        }
      }
    }
    const prefixes = file.prefixos.map((p) => p[0]!);
    const used = (pt: string) => texts.has(pt) || prefixes.some((p) => texts.has(p + pt));
    expect(file.textos.map((row) => row[0]!).filter((pt) => !used(pt))).toEqual([]);
    expect(file._review).toBe('Aguardando revisão de um falante nativo de crioulo haitiano');
  });

  it('writes French with its no-break spaces before ? : ; ! and inside « »', () => {
    const french = [...file.prefixos, ...file.textos].map((row) => row[3]!);
    expect(french.filter((text) => / [?:;!»]|« /.test(text))).toEqual([]);
  });
});

describe.each(testDatabases())('the models seeded with their translations on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await prepareDatabase(database.handle);
  });
  afterAll(() => database.drop());
  const untranslated = async () =>
    (await queryRows<{ n: number }>(database.handle.db, sql`SELECT count(*)::int AS n FROM autodiag_questions WHERE NOT traducoes ? 'es' OR NOT traducoes ? 'ht'`))[0]!.n;

  it('stores every question with its translations', async () => {
    expect(await untranslated()).toBe(0);
    const [row] = await queryRows<{ nome: string }>(database.handle.db, sql`SELECT traducoes -> 'en' ->> 'nome' AS nome FROM autodiag_models WHERE codigo = 'rural'`);
    expect(row!.nome).toBe('Rural work (farm, smallholding, charcoal kiln, harvest)');
  });

  it('fills the translations of models seeded before them, once', async () => {
    const db = database.handle.db;
    for (const table of ['autodiag_models', 'autodiag_blocks', 'autodiag_questions', 'autodiag_options', 'autodiag_suggested_measures']) {
      await queryRows(db, sql.raw(`UPDATE ${table} SET traducoes = '{}'`));
    }
    expect(await untranslated()).toBeGreaterThan(50);
    const translate = await loadModelTranslator();
    expect(await fillModelTranslations(db, translate)).toBeGreaterThan(300);
    expect(await untranslated()).toBe(0);
    const [measure] = await queryRows<{ texto: string }>(
      db,
      sql`SELECT traducoes -> 'fr' ->> 'texto' AS texto FROM autodiag_suggested_measures WHERE texto = 'Devolver imediatamente todos os documentos retidos'`,
    );
    expect(measure!.texto).toBe('Rendre immédiatement tous les papiers retenus');
    // after the first time, a translation the staff take away stays away
    await queryRows(db, sql`UPDATE autodiag_questions SET traducoes = traducoes - 'ht'`);
    expect(await fillModelTranslations(db, translate)).toBe(0);
  });
});
