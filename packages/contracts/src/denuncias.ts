import { z } from 'zod';
import { pageQuerySchema } from './common/page';

/*
 * Complaints (denúncias), the questionnaire that the public wizard renders, indicators and the
 * IRTE score (SPEC §2.2, §3, §4, §5, §7 "Complaints"). The server validates with these schemas
 * and the wizard / editors resolve their forms with the same ones.
 *
 * Decisions (documented here and in the README, section "Complaints"):
 * - `parentAnswer` is the **valor** (text) of one option of the parent question. A child question
 *   is shown when the parent is itself visible and one of the parent's chosen options has exactly
 *   that valor. Option valores are unique inside a question (the server refuses duplicates).
 * - `resposta` by question type: 1 text → the text (string); 2 number → the number as a string
 *   ("12", "3.5", "3,5"); 3 single choice → the chosen option id (number); 4 multiple choice →
 *   the chosen option ids (number[]). `''`, `[]`, `null` or a missing entry mean "not answered".
 * - The score (IRTE) and the complaint's indicators are computed by the server from the chosen
 *   options; a `score` or `indicadores` sent by a client is ignored.
 */

// ---------------------------------------------------------------------------------------------
// Messages shown by the wizard (SPEC §5, §8) and sent by the server
// ---------------------------------------------------------------------------------------------

export const CAPTCHA_WARNING_TITLE = 'Atenção';
export const CAPTCHA_WARNING_MESSAGE = "Marque o quadro 'Não sou um robô'!";
export const COMPLAINT_ERROR_TITLE = 'Houve um erro!';
export const COMPLAINT_ERROR_CLOSE = 'Fechar';

export const CAPTCHA_MISSING_MESSAGE = "Marque o quadro 'Não sou um robô'!";
export const CAPTCHA_INVALID_MESSAGE = "A verificação 'Não sou um robô' é inválida. Marque o quadro novamente.";
export const CAPTCHA_EXPIRED_MESSAGE = "A verificação 'Não sou um robô' expirou. Marque o quadro novamente.";
export const CAPTCHA_REUSED_MESSAGE = "Esta verificação 'Não sou um robô' já foi usada. Marque o quadro novamente.";
export const COMPLAINT_RATE_LIMITED_MESSAGE = 'Muitas denúncias enviadas deste endereço. Aguarde alguns minutos e tente novamente.';
export const IDEMPOTENCY_CONFLICT_MESSAGE =
  'Esta chave de envio (Idempotency-Key) já foi usada com outros dados. Recarregue a página e envie novamente.';
/** Same text whether the protocol or the receipt code is wrong (the follow-up never says which). */
export const FOLLOW_UP_NOT_FOUND_MESSAGE = 'Protocolo ou código de recibo não conferem.';
export const FOLLOW_UP_RATE_LIMITED_MESSAGE = 'Muitas consultas deste endereço. Aguarde alguns minutos e tente novamente.';

// ---------------------------------------------------------------------------------------------
// Complaint status (SPEC §4)
// ---------------------------------------------------------------------------------------------

export const COMPLAINT_STATUSES = ['Protocolada', 'Encaminhada para Fiscalização', 'Fiscalizada'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES, { error: 'Situação da denúncia inválida' });
/** Badge colour per status (SPEC §4: info, danger, success). */
export const COMPLAINT_STATUS_BADGE: Record<ComplaintStatus, 'info' | 'danger' | 'success'> = {
  Protocolada: 'info',
  'Encaminhada para Fiscalização': 'danger',
  Fiscalizada: 'success',
};

// ---------------------------------------------------------------------------------------------
// Questionnaire (SPEC §3 Question, §4 Question visibility, §5 Question editor)
// ---------------------------------------------------------------------------------------------

export const QUESTION_TYPES = { TEXT: 1, NUMBER: 2, SINGLE: 3, MULTIPLE: 4 } as const;
export type QuestionType = 1 | 2 | 3 | 4;
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  1: 'Texto',
  2: 'Número',
  3: 'Escolha única',
  4: 'Múltipla escolha',
};
export const QUESTION_ACTIVE = 1;
export const QUESTION_DELETED = 0;

export const MAX_TEXT_ANSWER = 2000;
export const MAX_ENUNCIADO = 500;
export const MAX_OPTION_VALOR = 200;
export const MAX_OPTIONS = 50;

const idSchema = (label: string) =>
  z
    .number({ error: `${label} inválido` })
    .int(`${label} inválido`)
    .positive(`${label} inválido`)
    .max(2_147_483_647, `${label} inválido`);

export const idRefSchema = z.object({ id: idSchema('id') });
export type IdRef = z.infer<typeof idRefSchema>;

export const questionOptionSchema = z.object({
  id: z.number().int(),
  valor: z.string(),
  indicadores: z.array(z.object({ id: z.number().int() })),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export const questionSchema = z.object({
  id: z.number().int(),
  enunciado: z.string(),
  tipo: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  requerido: z.boolean(),
  ordem: z.number().int(),
  status: z.number().int(),
  categoria: z.object({ id: z.number().int() }),
  opcoes: z.array(questionOptionSchema),
  /** Id of the parent question (type 3 or 4 in the same category), or null. */
  parent: z.number().int().nullable(),
  /** The parent's option **valor** that makes this question visible; null when there is no parent. */
  parentAnswer: z.string().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionCategorySchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  ordem: z.number().int(),
  /** Active questions (status 1), sorted by `ordem`. */
  questoes: z.array(questionSchema),
});
export type QuestionCategory = z.infer<typeof questionCategorySchema>;
/** GET /api/questoes/list (public): every category, in panel order, with its active questions. */
export const questionnaireSchema = z.array(questionCategorySchema);

const tipoSchema = z
  .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    error: 'Tipo da questão deve ser 1 (texto), 2 (número), 3 (escolha única) ou 4 (múltipla escolha)',
  })
  .default(1);

export const questionOptionInputSchema = z.object({
  /** Present when editing an existing option (keeps its id, so past answers keep their meaning). */
  id: idSchema('id da opção').optional().nullable(),
  valor: z
    .string({ error: 'Texto da opção é obrigatório' })
    .trim()
    .min(1, 'Texto da opção é obrigatório')
    .max(MAX_OPTION_VALOR, `Texto da opção deve ter no máximo ${MAX_OPTION_VALOR} caracteres`),
  indicadores: z.array(idRefSchema, { error: 'Indicadores da opção devem ser uma lista' }).max(50, 'No máximo 50 indicadores por opção').default([]),
});
export type QuestionOptionInput = z.input<typeof questionOptionInputSchema>;

/**
 * POST /api/questoes: create (no id) or update (with id). For types 1 and 2 the options are
 * emptied on save. Without `ordem` a new question goes last (max + 1 of its category); an
 * update may send `ordem` to swap places with a neighbour (two POSTs), or use
 * POST /api/questoes/{id}/mover?direcao=cima|baixo which swaps in one transaction.
 */
export const questionUpsertSchema = z
  .object({
    id: idSchema('id da questão').optional().nullable(),
    enunciado: z
      .string({ error: 'Enunciado é obrigatório' })
      .trim()
      .min(1, 'Enunciado é obrigatório')
      .max(MAX_ENUNCIADO, `Enunciado deve ter no máximo ${MAX_ENUNCIADO} caracteres`),
    tipo: tipoSchema,
    requerido: z.boolean({ error: 'Requerido deve ser verdadeiro ou falso' }).default(false),
    ordem: z.number({ error: 'Ordem deve ser um número' }).int('Ordem deve ser um número inteiro').min(1, 'Ordem começa em 1').max(100_000, 'Ordem muito grande').optional().nullable(),
    status: z.union([z.literal(0), z.literal(1)], { error: 'Situação deve ser 1 (ativa) ou 0 (excluída)' }).default(1),
    categoria: z.object({ id: idSchema('Categoria') }, { error: 'Categoria é obrigatória' }),
    opcoes: z.array(questionOptionInputSchema, { error: 'Opções devem ser uma lista' }).max(MAX_OPTIONS, `No máximo ${MAX_OPTIONS} opções`).default([]),
    parent: idSchema('Questão pai').nullable().optional(),
    parentAnswer: z.string().trim().max(MAX_OPTION_VALOR, 'Resposta da questão pai muito longa').nullable().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.tipo === 3 || q.tipo === 4) {
      if (q.opcoes.length === 0) ctx.addIssue({ code: 'custom', path: ['opcoes'], message: 'Questões de escolha precisam de ao menos uma opção' });
      const seen = new Set<string>();
      for (const o of q.opcoes) {
        const key = o.valor.trim().toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['opcoes'], message: `Opção repetida: "${o.valor}"` });
        seen.add(key);
      }
    }
    if (q.parent && !q.parentAnswer) ctx.addIssue({ code: 'custom', path: ['parentAnswer'], message: 'Escolha a resposta da questão pai que exibe esta questão' });
  })
  .transform((q) => ({
    ...q,
    opcoes: q.tipo === 1 || q.tipo === 2 ? [] : q.opcoes,
    parent: q.parent ?? null,
    parentAnswer: q.parent ? (q.parentAnswer ?? null) : null,
  }));
export type QuestionUpsert = z.input<typeof questionUpsertSchema>;
export type QuestionUpsertParsed = z.output<typeof questionUpsertSchema>;

export const questionMoveQuerySchema = z.object({
  direcao: z.enum(['cima', 'baixo'], { error: "direcao deve ser 'cima' ou 'baixo'" }),
});
export type QuestionMoveQuery = z.infer<typeof questionMoveQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers and visibility: ONE implementation for the wizard and the server
// ---------------------------------------------------------------------------------------------

/** 1/2: string; 3: option id; 4: option ids. */
export type Resposta = string | number | number[];
/** Answers by question id, as the wizard keeps them. */
export type AnswerMap = Record<number, Resposta | null | undefined>;

/** Minimal shape the visibility rules need (a Question fits). */
export interface VisibilityQuestion {
  id: number;
  tipo: number;
  parent: number | null;
  parentAnswer: string | null;
  opcoes: ReadonlyArray<{ id: number; valor: string }>;
}

export function isAnswered(resposta: Resposta | null | undefined): boolean {
  if (resposta === null || resposta === undefined) return false;
  if (typeof resposta === 'string') return resposta.trim() !== '';
  if (Array.isArray(resposta)) return resposta.length > 0;
  return true;
}

/** Option ids chosen in an answer to a choice question (empty for text/number or no answer). */
export function chosenOptionIds(resposta: Resposta | null | undefined): number[] {
  if (typeof resposta === 'number') return [resposta];
  if (Array.isArray(resposta)) return resposta;
  return [];
}

/**
 * Is `question` shown, given the answers so far? Shown when it has no parent, or when its parent
 * is shown, is a choice question, and one of the parent's chosen options has the valor
 * `parentAnswer`. An unknown parent (deleted) hides the child.
 */
export function isQuestionVisible(
  question: VisibilityQuestion,
  answers: AnswerMap,
  questionsById: ReadonlyMap<number, VisibilityQuestion>,
  depth = 0,
): boolean {
  if (question.parent === null || question.parent === undefined) return true;
  if (depth > 50) return false; // a cycle never shows
  const parent = questionsById.get(question.parent);
  if (!parent || (parent.tipo !== 3 && parent.tipo !== 4)) return false;
  if (!isQuestionVisible(parent, answers, questionsById, depth + 1)) return false;
  const chosen = new Set(chosenOptionIds(answers[parent.id]));
  return parent.opcoes.some((o) => chosen.has(o.id) && o.valor === question.parentAnswer);
}

export function questionsById<Q extends VisibilityQuestion>(categories: ReadonlyArray<{ questoes: readonly Q[] }>): Map<number, Q> {
  const map = new Map<number, Q>();
  for (const c of categories) for (const q of c.questoes) map.set(q.id, q);
  return map;
}

/** The questions to show (and validate), in category then `ordem` order. */
export function visibleQuestions<Q extends VisibilityQuestion>(categories: ReadonlyArray<{ questoes: readonly Q[] }>, answers: AnswerMap): Q[] {
  const byId = questionsById(categories);
  return categories.flatMap((c) => c.questoes.filter((q) => isQuestionVisible(q, answers, byId)));
}

/**
 * The answers with those of hidden questions removed (SPEC §4: changing the parent clears the
 * hidden answer). Repeats until stable, so grand-children of a hidden question go too.
 */
export function clearHiddenAnswers(categories: ReadonlyArray<{ questoes: readonly VisibilityQuestion[] }>, answers: AnswerMap): AnswerMap {
  const byId = questionsById(categories);
  let current: AnswerMap = { ...answers };
  for (let i = 0; i < 50; i++) {
    const next: AnswerMap = {};
    for (const [key, value] of Object.entries(current)) {
      const q = byId.get(Number(key));
      if (!q || isQuestionVisible(q, current, byId)) next[Number(key)] = value;
    }
    if (Object.keys(next).length === Object.keys(current).length) return next;
    current = next;
  }
  return current;
}

/** A number answer as the wizard may send it: digits, optional sign, optional decimal part with '.' or ','. */
export const NUMBER_ANSWER_PATTERN = /^-?\d{1,15}([.,]\d{1,6})?$/;

export function toAnswerList(answers: AnswerMap): ComplaintAnswerInput[] {
  return Object.entries(answers)
    .filter(([, r]) => isAnswered(r))
    .map(([id, r]) => ({ idQuestao: Number(id), resposta: r as Resposta }));
}

// ---------------------------------------------------------------------------------------------
// Indicators (SPEC §3 Indicator, §7)
// ---------------------------------------------------------------------------------------------

/** Suggested indicator categories: the four forms of work analogous to slavery (Código Penal, art. 149). */
export const INDICATOR_CATEGORIES = ['Trabalho forçado', 'Condições degradantes', 'Jornada exaustiva', 'Servidão por dívida'] as const;
export const INDICATOR_ACTIVE = 1;
export const INDICATOR_INACTIVE = 0;
export const INDICATOR_STATUS_LABELS: Record<number, string> = { 1: 'Ativo', 0: 'Inativo' };
export const INDICATOR_PAGE_SIZE = 20;
export const MAX_INDICATOR_PESO = 100;

export const indicatorSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  descricao: z.string().nullable(),
  peso: z.number().int(),
  categoria_indicador: z.string(),
  status: z.number().int(),
  created_at: z.string(),
});
export type Indicator = z.infer<typeof indicatorSchema>;

export const indicatorUpsertSchema = z.object({
  id: idSchema('id do indicador').optional().nullable(),
  nome: z.string({ error: 'Nome é obrigatório' }).trim().min(1, 'Nome é obrigatório').max(200, 'Nome deve ter no máximo 200 caracteres'),
  descricao: z
    .string()
    .trim()
    .max(1000, 'Descrição deve ter no máximo 1000 caracteres')
    .nullish()
    .transform((v) => (v ? v : null)),
  peso: z
    .number({ error: 'Peso deve ser um número' })
    .int('Peso deve ser um número inteiro')
    .min(0, 'Peso deve ser 0 ou mais')
    .max(MAX_INDICATOR_PESO, `Peso deve ser no máximo ${MAX_INDICATOR_PESO}`),
  categoria_indicador: z
    .string({ error: 'Categoria do indicador é obrigatória' })
    .trim()
    .min(1, 'Categoria do indicador é obrigatória')
    .max(120, 'Categoria do indicador deve ter no máximo 120 caracteres'),
  status: z.union([z.literal(0), z.literal(1)], { error: 'Situação deve ser 1 (ativo) ou 0 (inativo)' }).default(1),
});
export type IndicatorUpsert = z.input<typeof indicatorUpsertSchema>;

const isoDateQuery = (label: string) => z.iso.date({ error: `${label} inválida (use AAAA-MM-DD)` }).optional();
const intQuery = (label: string) =>
  z.coerce.number({ error: `${label} deve ser um número` }).int(`${label} deve ser um número inteiro`).min(0, `${label} deve ser 0 ou mais`).max(1_000_000, `${label} muito grande`).optional();

/** GET /api/indicadores: dates filter created_at (inclusive days), peso between peso_ini and peso_fim. Default sort id,asc; size 20. */
export const indicatorListQuerySchema = pageQuerySchema.extend({
  data_ini: isoDateQuery('Data inicial'),
  data_fim: isoDateQuery('Data final'),
  peso_ini: intQuery('Peso inicial'),
  peso_fim: intQuery('Peso final'),
  categoria_indicador: z.string().trim().max(120, 'Categoria muito longa').optional(),
  status: z.coerce.number({ error: 'Situação deve ser 0 ou 1' }).int().min(0, 'Situação deve ser 0 ou 1').max(1, 'Situação deve ser 0 ou 1').optional(),
  size: pageQuerySchema.shape.size.default(INDICATOR_PAGE_SIZE),
});
export type IndicatorListQuery = z.infer<typeof indicatorListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Organizations
// ---------------------------------------------------------------------------------------------

export const organizationSchema = z.object({ id: z.number().int(), nome: z.string(), sigla: z.string().nullable() });
export type Organization = z.infer<typeof organizationSchema>;

// ---------------------------------------------------------------------------------------------
// Complaint creation (POST /api/denuncias-create?g_recaptcha_response=<ALTCHA payload>)
// ---------------------------------------------------------------------------------------------

/** Rough bounding box of Brazil, for the establishment's point. */
export const BRAZIL_BOUNDS = { minLat: -34.0, maxLat: 5.5, minLon: -74.1, maxLon: -28.6 } as const;

const respostaSchema = z.union([
  z.string().max(MAX_TEXT_ANSWER, `Resposta deve ter no máximo ${MAX_TEXT_ANSWER} caracteres`),
  // an option id (type 3), or a number typed as a number (type 2): the server checks which fits the question
  z.number({ error: 'Resposta inválida' }),
  z.array(z.number().int('Opção inválida')).max(MAX_OPTIONS, 'Opções demais'),
  z.null(),
]);

export const complaintAnswerInputSchema = z.object({
  idQuestao: idSchema('Questão'),
  resposta: respostaSchema,
});
export type ComplaintAnswerInput = z.infer<typeof complaintAnswerInputSchema>;

export const complaintDemandaInputSchema = z.object({
  nomefantasia: z
    .string({ error: 'Nome do estabelecimento é obrigatório' })
    .trim()
    .min(1, 'Nome do estabelecimento é obrigatório')
    .max(200, 'Nome do estabelecimento deve ter no máximo 200 caracteres'),
  enderecoempresa: z
    .string({ error: 'Endereço do estabelecimento é obrigatório' })
    .trim()
    .min(1, 'Endereço do estabelecimento é obrigatório')
    .max(300, 'Endereço deve ter no máximo 300 caracteres'),
  municipio: z.object({ id: idSchema('Município'), nome: z.string().max(200).optional() }, { error: 'Município é obrigatório' }),
  ufendempresa: z.object(
    { uf: z.string({ error: 'UF é obrigatória' }).trim().toUpperCase().regex(/^[A-Z]{2}$/, 'UF inválida') },
    { error: 'UF é obrigatória' },
  ),
  /** Filled by the server for a logged-in creator (SPEC §6); ignored from anonymous callers. */
  cadastrador: z.string().max(120).nullish(),
});

const coordinate = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} deve ser um número` })
    .min(min, 'A localização do estabelecimento deve estar no Brasil')
    .max(max, 'A localização do estabelecimento deve estar no Brasil')
    .nullish();

/**
 * The body the wizard sends. Unknown fields (for example `score` or `indicadores`) are dropped:
 * the server computes them. Latitude and longitude come together or not at all.
 */
export const complaintCreateSchema = z
  .object({
    demanda: complaintDemandaInputSchema,
    questoes: z.array(complaintAnswerInputSchema, { error: 'Respostas devem ser uma lista' }).max(500, 'Respostas demais').default([]),
    estabelecimento_latitude: coordinate('Latitude', BRAZIL_BOUNDS.minLat, BRAZIL_BOUNDS.maxLat),
    estabelecimento_longitude: coordinate('Longitude', BRAZIL_BOUNDS.minLon, BRAZIL_BOUNDS.maxLon),
    estabelecimento_encerramento: z.iso.date({ error: 'Previsão de encerramento inválida (use AAAA-MM-DD)' }).nullish(),
    /** Organizations the complaint is addressed to (logged-in staff). */
    organizacoes: z.array(idRefSchema, { error: 'Organizações devem ser uma lista' }).max(50, 'Organizações demais').nullish(),
    /** Filled by the server for a logged-in creator (SPEC §6); ignored from anonymous callers. */
    nomeCadastrador: z.string().max(120).nullish(),
  })
  .superRefine((c, ctx) => {
    const hasLat = c.estabelecimento_latitude !== null && c.estabelecimento_latitude !== undefined;
    const hasLon = c.estabelecimento_longitude !== null && c.estabelecimento_longitude !== undefined;
    if (hasLat !== hasLon) ctx.addIssue({ code: 'custom', path: ['estabelecimento_latitude'], message: 'Informe latitude e longitude juntas' });
    const seen = new Set<number>();
    for (const a of c.questoes) {
      if (seen.has(a.idQuestao)) ctx.addIssue({ code: 'custom', path: ['questoes'], message: `Questão ${a.idQuestao} respondida mais de uma vez` });
      seen.add(a.idQuestao);
    }
  });
export type ComplaintCreate = z.input<typeof complaintCreateSchema>;
export type ComplaintCreateParsed = z.output<typeof complaintCreateSchema>;

/** The query of POST /api/denuncias-create: the ALTCHA solution (base64 JSON payload), under the spec's name. */
export const complaintCreateQuerySchema = z.object({ g_recaptcha_response: z.string().max(4000).optional() });

/** Header name for retries: the same key and body return the same complaint. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const complaintCreateResponseSchema = z.object({
  id: z.number().int(),
  demanda: z.object({ numerodemanda: z.string() }),
  /** The receipt code for the anonymous follow-up. Shown once; the server keeps only its hash (and, for 24 h, an encrypted copy to answer retries). */
  codigo_recibo: z.string(),
  status: complaintStatusSchema,
  createdAt: z.string(),
});
export type ComplaintCreateResponse = z.infer<typeof complaintCreateResponseSchema>;

/** Protocol numbers: DEN-<year>-<6-digit counter per year>, e.g. DEN-2026-000123. */
export const PROTOCOL_PATTERN = /^DEN-\d{4}-\d{6,}$/;
/** Receipt codes: 12 characters of Crockford base32 in 3 groups, e.g. K7QM-4XPD-9TNR. */
export const RECEIPT_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** POST /api/denuncias/acompanhamento (public). Case and spaces are forgiven. */
export const complaintFollowUpRequestSchema = z.object({
  numerodemanda: z
    .string({ error: 'Número do protocolo é obrigatório' })
    .trim()
    .toUpperCase()
    .min(1, 'Número do protocolo é obrigatório')
    .max(40, 'Número do protocolo inválido'),
  codigo: z
    .string({ error: 'Código de recibo é obrigatório' })
    .trim()
    .toUpperCase()
    .min(1, 'Código de recibo é obrigatório')
    .max(40, 'Código de recibo inválido'),
});
export type ComplaintFollowUpRequest = z.infer<typeof complaintFollowUpRequestSchema>;

export const complaintFollowUpResponseSchema = z.object({
  numerodemanda: z.string(),
  status: complaintStatusSchema,
  createdAt: z.string(),
});
export type ComplaintFollowUpResponse = z.infer<typeof complaintFollowUpResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Captcha (ALTCHA) and map support
// ---------------------------------------------------------------------------------------------

/** GET /api/captcha/challenge: an ALTCHA challenge (the widget's `challengeurl`). */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});

/** GET /api/geo/config. `center` is [latitude, longitude] (SPEC §9: -15, -58); OpenLayers wants [lon, lat]. */
export const geoConfigSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
  center: z.tuple([z.number(), z.number()]),
  zoom: z.number(),
  resetZoom: z.number(),
  placeZoom: z.number(),
});
export type GeoConfig = z.infer<typeof geoConfigSchema>;

export const geoSearchQuerySchema = z.object({
  q: z.string({ error: 'Informe o endereço' }).trim().min(3, 'Digite ao menos 3 caracteres').max(200, 'Endereço muito longo'),
});
/** GET /api/geo/search?q: places in Brazil, best first (at most 10). */
export const geoPlaceSchema = z.object({
  nome: z.string(),
  lat: z.number(),
  lon: z.number(),
  uf: z.string().nullable(),
  municipio: z.string().nullable(),
});
export type GeoPlace = z.infer<typeof geoPlaceSchema>;
