import { AGGREGATE_MIN_EVALUATIONS, type Aggregates } from '@sisacte/contracts/autodiagnostico/aggregates';
import { MODEL_NOT_FOUND_MESSAGE, type ModelDetail, type ModelImport, type ModelSummary } from '@sisacte/contracts/autodiagnostico/models';
import type { ContentLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import * as repo from './repository';

type ModelRow = Awaited<ReturnType<typeof repo.findModel>> & object;

/** A model as listed; in another language than Portuguese, `idioma` says whether its texts are translated into it. */
export const toModelSummary = (m: ModelRow, language: ContentLanguage = 'pt'): ModelSummary => ({
  ...(language === 'pt' ? {} : { idioma: m.traduzido ? language : ('pt' as const) }),
  id: m.id,
  codigo: m.codigo,
  versao: m.versao,
  nome: m.nome,
  descricao: m.descricao,
  ativo: m.ativo,
  blocos: m.blocos,
  questoes: m.questoes,
});

export async function modelDetail(db: DbOrTx, id: number, language: ContentLanguage = 'pt'): Promise<ModelDetail> {
  const model = await repo.findModel(db, id, language);
  if (!model) throw notFound(MODEL_NOT_FOUND_MESSAGE);
  return { ...toModelSummary(model, language), blocos_lista: await repo.blocksOfModel(db, id, language) };
}

/** A new version of a model (validated by the contract already); older versions and their evaluations stay. */
export async function importModel(tx: DbOrTx, model: ModelImport): Promise<ModelSummary> {
  const { id } = await repo.insertModelVersion(tx, model);
  return toModelSummary((await repo.findModel(tx, id))!);
}

/** CNAE 2.x sections by their first and last division. */
const CNAE_SECTIONS: readonly [string, number, number][] = [
  ['A', 1, 3], ['B', 5, 9], ['C', 10, 33], ['D', 35, 35], ['E', 36, 39], ['F', 41, 43], ['G', 45, 47], ['H', 49, 53], ['I', 55, 56], ['J', 58, 63], ['K', 64, 66],
  ['L', 68, 68], ['M', 69, 75], ['N', 77, 82], ['O', 84, 84], ['P', 85, 85], ['Q', 86, 88], ['R', 90, 93], ['S', 94, 96], ['T', 97, 97], ['U', 99, 99],
];
export function cnaeSection(cnae: string): string {
  const division = Number(cnae.slice(0, 2));
  return CNAE_SECTIONS.find(([, from, to]) => division >= from && division <= to)?.[0] ?? '?';
}

const RISK_KEYS = ['zero', 'low', 'medium', 'high'] as const;
const emptyCounts = () => ({ zero: 0, low: 0, medium: 0, high: 0 });

/**
 * Risks found in the finished evaluations of a model version, per block and per CNAE section. Below
 * AGGREGATE_MIN_EVALUATIONS evaluations (in all, or in a section) nothing is shown for that group.
 */
export async function aggregates(db: DbOrTx, modelId: number): Promise<Aggregates> {
  if (!(await repo.findModel(db, modelId))) throw notFound(MODEL_NOT_FOUND_MESSAGE);
  const perDivision = await repo.finishedPerCnaeDivision(db, modelId);
  const total = perDivision.reduce((n, d) => n + d.avaliacoes, 0);
  const result: Aggregates = { modelo_id: modelId, avaliacoes_finalizadas: total, blocos: [], secoes_cnae: [] };
  if (total < AGGREGATE_MIN_EVALUATIONS) return result;

  const blocks = new Map<number, Aggregates['blocos'][number]>();
  for (const row of await repo.riskAnswersPerBlock(db, modelId)) {
    const block = blocks.get(row.blocoId) ?? { id: row.blocoId, titulo: row.titulo, ordem: row.ordem, ...emptyCounts() };
    block[RISK_KEYS[row.risco]!] += row.respostas;
    blocks.set(row.blocoId, block);
  }
  result.blocos = [...blocks.values()].sort((a, b) => a.ordem - b.ordem);

  const sections = new Map<string, Aggregates['secoes_cnae'][number]>();
  const section = (divisao: string) => {
    const key = cnaeSection(divisao);
    const found = sections.get(key) ?? { secao: key, avaliacoes: 0, ...emptyCounts() };
    sections.set(key, found);
    return found;
  };
  for (const d of perDivision) section(d.divisao).avaliacoes += d.avaliacoes;
  for (const row of await repo.riskAnswersPerCnaeDivision(db, modelId)) section(row.divisao)[RISK_KEYS[row.risco]!] += row.respostas;
  result.secoes_cnae = [...sections.values()].filter((s) => s.avaliacoes >= AGGREGATE_MIN_EVALUATIONS).sort((a, b) => a.secao.localeCompare(b.secao));
  return result;
}
