import { z } from 'zod';
import { idRefSchema, labelledId } from '../common/ids';
import { isAnswered, type AnswerMap, type Resposta } from './question-visibility';
import { MAX_OPTIONS, MAX_TEXT_ANSWER } from './questions';
import { isoDateBetween, requiredText } from '../common/fields';
import { BRAZIL_BOUNDS, COMPLAINT_LANGUAGE_MESSAGE, COMPLAINT_LANGUAGES, COMPLAINT_STATUSES } from './complaint-rules';

// The path, statuses, languages and messages (no zod) are in complaint-rules.ts; re-exported here, so both import paths work.
export * from './complaint-rules';

/*
 * Complaints (denúncias) as the public files them. Decisions:
 * - `resposta` by question type: 1 text → the text (string); 2 number → the number as a string
 *   ("12", "3.5", "3,5", "1.200"; stored as "12", "3,5", "1200": see plainNumberAnswer); 3 single
 *   choice → the chosen option id (number); 4 multiple choice → the chosen option ids (number[]).
 *   `''`, `[]`, `null` or a missing entry mean "not answered".
 * - The score (IRTE) and the complaint's indicators are computed by the server from the chosen
 *   options; a `score` or `indicadores` sent by a client is ignored.
 */

export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES, { error: 'Situação da denúncia inválida' });
export const complaintLanguageSchema = z.enum(COMPLAINT_LANGUAGES, { error: COMPLAINT_LANGUAGE_MESSAGE });

const respostaSchema = z.union([
  z.string().max(MAX_TEXT_ANSWER, `Resposta deve ter no máximo ${MAX_TEXT_ANSWER} caracteres`),
  // an option id (type 3), or a number typed as a number (type 2): the server checks which fits the question
  z.number({ error: 'Resposta inválida' }),
  z.array(z.number().int('Opção inválida')).max(MAX_OPTIONS, 'Opções demais'),
  z.null(),
]);

export const complaintAnswerInputSchema = z.object({
  idQuestao: labelledId('Questão'),
  resposta: respostaSchema,
});
export type ComplaintAnswerInput = z.infer<typeof complaintAnswerInputSchema>;

export const complaintDemandaInputSchema = z.object({
  nomefantasia: requiredText('Nome do estabelecimento', 200),
  enderecoempresa: z
    .string({ error: 'Endereço do estabelecimento é obrigatório' })
    .trim()
    .min(1, 'Endereço do estabelecimento é obrigatório')
    .max(300, 'Endereço deve ter no máximo 300 caracteres'),
  municipio: z.object({ id: labelledId('Município'), nome: z.string().max(200).optional() }, { error: 'Município é obrigatório' }),
  ufendempresa: z.object(
    { uf: z.string({ error: 'UF é obrigatória' }).trim().toUpperCase().regex(/^[A-Z]{2}$/, 'UF inválida') },
    { error: 'UF é obrigatória' },
  ),
  /** Filled by the server for a logged-in creator; ignored from anonymous callers. */
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
    /** The expected closing of the establishment: from 2000 to 2100. */
    estabelecimento_encerramento: isoDateBetween('Previsão de encerramento', { min: '2000-01-01' }).nullish(),
    /** Organizations the complaint is addressed to (logged-in staff). */
    organizacoes: z.array(idRefSchema, { error: 'Organizações devem ser uma lista' }).max(50, 'Organizações demais').nullish(),
    /** Filled by the server for a logged-in creator; ignored from anonymous callers. */
    nomeCadastrador: z.string().max(120).nullish(),
    /** The language the wizard was in (pt when absent). */
    idioma: complaintLanguageSchema.optional(),
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

/** The query of POST /api/denuncias-create: the ALTCHA solution (base64 JSON payload), under the name clients have always sent (`g_recaptcha_response`). */
export const complaintCreateQuerySchema = z.object({ g_recaptcha_response: z.string().max(4000).optional() });

/** Retries: the same key and body return the same complaint (the rule every create POST follows). */
export { IDEMPOTENCY_CONFLICT_MESSAGE, IDEMPOTENCY_HEADER } from '../common/idempotency';

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

export function toAnswerList(answers: AnswerMap): ComplaintAnswerInput[] {
  return Object.entries(answers)
    .filter(([, r]) => isAnswered(r))
    .map(([id, r]) => ({ idQuestao: Number(id), resposta: r as Resposta }));
}

/** A logged-in creator without the Denuncias role sent organizations: only the complaint staff address a complaint (their own organizations are added anyway). */
export const ORGANIZATIONS_NEED_DENUNCIAS_MESSAGE = 'Só a equipe de denúncias escolhe as organizações da denúncia; as suas organizações já são incluídas.';
