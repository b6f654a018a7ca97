import { api, normalise } from '@sisacte/api-client';
import { ACTION_PLAN_API, type Measure, type MeasuresByRisk, type MeasureSave } from '@sisacte/contracts/autodiagnostico/action-plan';
import {
  type Block,
  type Evaluation,
  type EvaluationCreate,
  type EvaluationCreated,
  type EvaluationStatus,
  EVALUATIONS_API,
  type NextStep,
  type Question,
  RESUME_CODE_HEADER,
  type SaveAnswer,
} from '@sisacte/contracts/autodiagnostico/evaluations';
import { MODELS_API, type ModelDetail, type ModelSummary } from '@sisacte/contracts/autodiagnostico/models';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { IDEMPOTENCY_HEADER } from '@sisacte/contracts/common/idempotency';
import type { CnaeOption } from '@sisacte/contracts/localization/cnae';

type Options = NonNullable<Parameters<typeof api>[1]>;

export type SidebarBlock = { id: number; titulo: string; ordem: number; questoes: { id: number; enunciado: string; ordem: number; resposta: number | null; risco: Measure['risco'] | null }[] };
export type Feedback = { opcao_id: number; questao_id: number; risco: Measure['risco']; feedback: string };

/** One call of the self-diagnosis: the evaluation's resume code goes in its header; errors come out as ApiError. */
async function call<T>(path: string, options: Options & { code?: string | null } = {}): Promise<T> {
  const { code, headers, ...rest } = options;
  try {
    const response = await api(path.replace(/^\//, ''), { ...rest, headers: { ...(headers as Record<string, string>), ...(code ? { [RESUME_CODE_HEADER]: code } : {}) } });
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    throw await normalise(error);
  }
}

/** A key for one user action (128 random bits), sent again on its single retry. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const get = <T>(path: string, code?: string | null, searchParams?: Record<string, string | number>) => call<T>(path, { method: 'get', code, searchParams });

export const selfDiagnosisApi = {
  models: () => get<ModelSummary[]>(MODELS_API.list),
  model: (id: number) => get<ModelDetail>(fillPath(MODELS_API.one, { id })),
  cnae: (name: string) => get<CnaeOption[]>(EVALUATIONS_API.cnae, null, { name }),
  /** The creation retries once, with the same Idempotency-Key, only when the answer never arrived. */
  create: (body: EvaluationCreate) =>
    call<EvaluationCreated>(EVALUATIONS_API.create, {
      method: 'post',
      json: body,
      headers: { [IDEMPOTENCY_HEADER]: newKey() },
      retry: { limit: 1, methods: ['post'], statusCodes: [], afterStatusCodes: [] },
    }),
  evaluation: (id: number, code: string) => get<Evaluation>(fillPath(EVALUATIONS_API.one, { id }), code),
  sidebar: (id: number, code: string) => get<SidebarBlock[]>(fillPath(EVALUATIONS_API.questions, { id }), code),
  firstBlock: (id: number, code: string) => get<Block>(fillPath(EVALUATIONS_API.firstBlock, { id }), code),
  block: (blockId: number, avaliacaoId: number, code: string) => get<Block>(fillPath(EVALUATIONS_API.block, { id: blockId }), code, { avaliacao_id: avaliacaoId }),
  firstQuestion: (blockId: number, avaliacaoId: number, code: string) => get<Question>(fillPath(EVALUATIONS_API.firstQuestion, { id: blockId }), code, { avaliacao_id: avaliacaoId }),
  question: (questionId: number, avaliacaoId: number, code: string) => get<Question>(fillPath(EVALUATIONS_API.question, { id: questionId }), code, { avaliacao_id: avaliacaoId }),
  saveAnswer: (body: SaveAnswer, code: string) => call<NextStep>(EVALUATIONS_API.saveAnswer, { method: 'post', json: body, code }),
  feedback: (optionId: number) => get<Feedback>(fillPath(EVALUATIONS_API.feedback, { id: optionId })),
  riskPhase: (id: number, code: string) => get<{ avaliacao_id: number; finalizou: boolean }>(fillPath(EVALUATIONS_API.riskPhaseFinished, { id }), code),
  status: (id: number, code: string) => get<EvaluationStatus>(fillPath(EVALUATIONS_API.status, { id }), code),
  measuresByRisk: (id: number, code: string) => get<MeasuresByRisk>(fillPath(ACTION_PLAN_API.risks, { id }), code),
  saveMeasure: (body: MeasureSave, code: string) => call<{ message: string; medida: Measure }>(ACTION_PLAN_API.save, { method: 'post', json: body, code }),
};

/** Fetches a document of the evaluation (the code goes in a header, so no plain link can do it). */
async function documentBlob(path: string, code: string): Promise<{ blob: Blob; filename: string | null }> {
  try {
    const response = await api(path.replace(/^\//, ''), { headers: { [RESUME_CODE_HEADER]: code } });
    const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
    return { blob: await response.blob(), filename: match?.[1] ? decodeURIComponent(match[1]) : null };
  } catch (error) {
    throw await normalise(error);
  }
}

/** The PDF of the diagnosis and the action plan, in a new window (opened first, so pop-up blockers allow it). */
export async function openDiagnosisPdf(id: number, code: string): Promise<void> {
  const win = window.open('', '_blank');
  try {
    const { blob } = await documentBlob(fillPath(ACTION_PLAN_API.pdf, { id }), code);
    const url = URL.createObjectURL(blob);
    if (win) win.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    win?.close();
    throw error;
  }
}

/** The measures as XLSX, saved under the server's file name. */
export async function saveMeasuresXlsx(id: number, code: string): Promise<void> {
  const { blob, filename } = await documentBlob(fillPath(ACTION_PLAN_API.xlsx, { id }), code);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename ?? `plano-de-acao-${id}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
