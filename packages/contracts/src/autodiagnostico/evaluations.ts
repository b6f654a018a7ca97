import { z } from 'zod';
import { requiredText } from '../common/fields';
import { labelledId } from '../common/ids';
import { contentLanguageSchema } from '../denuncias/questions-translations';
import { riskCountsShape, riskLevelSchema } from './models';

/**
 * A self-diagnosis (avaliação): public, without an account. Creating one returns its resume code,
 * shown only then; the server keeps only a keyed hash of it. Every call about an evaluation sends the
 * code in the `X-Codigo-Avaliacao` header; a wrong code, or the code of another evaluation, is
 * answered exactly like an unknown id (404), so the code cannot be tested against other ids.
 * The resume link carries it in the fragment (`#codigo=…`), which browsers never send to a server.
 */
export const EVALUATIONS_API = {
  create: '/api/autodiagnostico',
  one: '/api/autodiagnostico/:id',
  /** The wizard sidebar: blocks and questions of the evaluation, with the chosen option of each. */
  questions: '/api/questoes-riscos/:id',
  block: '/api/autodiagnostico/bloco/:id',
  firstBlock: '/api/autodiagnostico/:id/primeiro-bloco',
  firstQuestion: '/api/autodiagnostico/bloco/:id/primeira-questao',
  question: '/api/autodiagnostico/questao/:id',
  saveAnswer: '/api/autodiagnostico/salvar-questao',
  feedback: '/api/autodiagnostico/feedBack/:id',
  riskPhaseFinished: '/api/autodiagnostico/:id/fase-risco-finalizada',
  /** Risk counts per block (the status screen). */
  status: '/api/autodiagnostico/:id/status',
  /**
   * Public: CNAE subclasses by code or description (`?name=`, the same search and limits as the
   * staff's /api/cnae/search), for the establishment of a new evaluation.
   */
  cnae: '/api/autodiagnostico/cnae/search',
} as const;

/** The header that carries an evaluation's resume code on every call about it. */
export const RESUME_CODE_HEADER = 'X-Codigo-Avaliacao';

/** The dialog of a failed creation or answer: the same as a failed complaint's. */
export const EVALUATION_ERROR_TITLE = 'Houve um erro!';
export const EVALUATION_ERROR_CLOSE = 'Fechar';
/** Shown when the risk phase is complete, before the status screen. */
export const RISK_PHASE_DONE_TITLE = 'Parabéns!';
export const EVALUATION_NOT_FOUND_MESSAGE = 'Avaliação não encontrada ou código de acesso inválido';
export const EVALUATION_RATE_LIMITED_MESSAGE = 'Muitas requisições deste endereço. Aguarde alguns minutos e tente novamente.';
export const OPTION_NOT_OF_QUESTION_MESSAGE = 'A opção escolhida não pertence a esta questão';
/** A CNAE of 7 digits that is not a subclass of the CNAE table. */
export const CNAE_NOT_FOUND_MESSAGE = 'CNAE não encontrado na tabela de subclasses: escolha um da lista';
export const QUESTION_NOT_OF_EVALUATION_MESSAGE = 'A questão não pertence ao modelo desta avaliação';

export const resumeCodeHeadersSchema = z
  .object({
    'x-codigo-avaliacao': z
      .string({ error: 'Código de acesso da avaliação é obrigatório (cabeçalho X-Codigo-Avaliacao)' })
      .trim()
      .min(1, 'Código de acesso da avaliação é obrigatório (cabeçalho X-Codigo-Avaliacao)')
      .max(40, 'Código de acesso da avaliação inválido'),
  })
  .passthrough();
/** The same header where the evaluation is optional (the model's content is public; the answer comes with the code). */
export const optionalResumeCodeHeadersSchema = z.object({ 'x-codigo-avaliacao': z.string().trim().max(40, 'Código de acesso da avaliação inválido').optional() }).passthrough();

/** POST /api/autodiagnostico. */
export const evaluationCreateSchema = z.object({
  modelo_id: labelledId('Modelo'),
  nome_estabelecimento: requiredText('Nome do estabelecimento', 200, { min: 2 }),
  cnae: z
    .string({ error: 'CNAE é obrigatório' })
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().length(7, 'CNAE deve ter 7 dígitos (subclasse)')),
  uf: z
    .string({ error: 'UF é obrigatória' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'UF inválida'),
  municipio_id: labelledId('Município').nullish().transform((v) => v ?? null),
});
export type EvaluationCreate = z.input<typeof evaluationCreateSchema>;

export const evaluationSchema = z.object({
  avaliacao_id: z.number().int(),
  modelo_id: z.number().int(),
  modelo_nome: z.string(),
  modelo_versao: z.number().int(),
  nome_estabelecimento: z.string(),
  cnae: z.string(),
  uf: z.string(),
  municipio: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  created_at: z.string(),
  finalizou: z.boolean(),
  respondidas: z.number().int(),
  total_questoes: z.number().int(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

/** The answer to a creation: the evaluation and its resume code (shown only here). */
export const evaluationCreatedSchema = evaluationSchema.extend({ codigo: z.string() });
export type EvaluationCreated = z.infer<typeof evaluationCreatedSchema>;

export const optionSchema = z.object({ id: z.number().int(), texto: z.string(), risco: riskLevelSchema, ordem: z.number().int() });
export const questionSchema = z.object({
  id: z.number().int(),
  bloco_id: z.number().int(),
  enunciado: z.string(),
  referencia: z.string(),
  ordem: z.number().int(),
  opcoes: z.array(optionSchema),
  /** With the resume code: the option chosen in that evaluation (null when not answered). */
  resposta: z.number().int().nullable(),
  /** In a language other than Portuguese: the language the statement is in ('pt' when the model has no translation of it). */
  idioma: contentLanguageSchema.optional(),
});
export type Question = z.infer<typeof questionSchema>;

export const blockSchema = z.object({
  id: z.number().int(),
  modelo_id: z.number().int(),
  titulo: z.string(),
  descricao: z.string(),
  ordem: z.number().int(),
  questoes: z.array(z.object({ id: z.number().int(), enunciado: z.string(), ordem: z.number().int(), resposta: z.number().int().nullable() })),
});
export type Block = z.infer<typeof blockSchema>;

/** The sidebar: each block with its questions, answered or not, and the risk of the answer. */
export const evaluationQuestionsSchema = z.array(
  z.object({
    id: z.number().int(),
    titulo: z.string(),
    ordem: z.number().int(),
    questoes: z.array(z.object({ id: z.number().int(), enunciado: z.string(), ordem: z.number().int(), resposta: z.number().int().nullable(), risco: riskLevelSchema.nullable() })),
  }),
);

/** `?avaliacao_id=` on the block and question calls: with the resume code, the answers of that evaluation. */
export const evaluationQuerySchema = z.object({ avaliacao_id: z.coerce.number({ error: 'avaliacao_id inválido' }).pipe(labelledId('avaliacao_id')).optional() });

/** POST /api/autodiagnostico/salvar-questao. */
export const saveAnswerSchema = z.object({
  avaliacao_id: labelledId('avaliacao_id'),
  questao_id: labelledId('questao_id'),
  opcao_id: labelledId('opcao_id'),
});
export type SaveAnswer = z.infer<typeof saveAnswerSchema>;

/**
 * Where the wizard goes after an answer (the wizard's route state): `tipo` 'questao' with the
 * next question of the block, or 'bloco' with the next block; `finalizou` when every question has an
 * answer ('Parabéns!' then the status screen); `feedback` the text of the chosen option.
 */
export const nextStepSchema = z.object({
  avaliacao_id: z.number().int(),
  modelo_id: z.number().int(),
  tipo: z.enum(['bloco', 'questao']),
  id: z.number().int(),
  group_id: z.number().int(),
  finalizou: z.boolean(),
  feedback: z.string(),
  risco: riskLevelSchema,
});
export type NextStep = z.infer<typeof nextStepSchema>;

export const feedbackSchema = z.object({ opcao_id: z.number().int(), questao_id: z.number().int(), risco: riskLevelSchema, feedback: z.string() });
export const riskPhaseSchema = z.object({ avaliacao_id: z.number().int(), finalizou: z.boolean() });

/** The status screen: per block, how many answers of each risk and how many questions are unanswered. */
export const blockRiskCountsSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  ordem: z.number().int(),
  ...riskCountsShape,
  unanswered: z.number().int(),
});
export const evaluationStatusSchema = z.object({ avaliacao_id: z.number().int(), finalizou: z.boolean(), blocos: z.array(blockRiskCountsSchema) });
export type EvaluationStatus = z.infer<typeof evaluationStatusSchema>;
