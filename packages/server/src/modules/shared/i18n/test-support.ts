import * as actionPlan from '@sisacte/contracts/autodiagnostico/action-plan';
import * as evaluations from '@sisacte/contracts/autodiagnostico/evaluations';
import * as models from '@sisacte/contracts/autodiagnostico/models';
import * as idempotency from '@sisacte/contracts/common/idempotency';
import { cnaeQuerySchema } from '@sisacte/contracts/localization/cnae';
import * as captcha from '@sisacte/contracts/denuncias/captcha';
import * as complaints from '@sisacte/contracts/denuncias/complaints';
import * as followUp from '@sisacte/contracts/denuncias/follow-up';
import { questionnaireQuerySchema } from '@sisacte/contracts/denuncias/questions';
import { z } from 'zod';
import { INTERNAL_ERROR_MESSAGE } from '../../../lib/http-errors';
import { idParamsSchema } from '../../../lib/params';
import { API_MESSAGES, API_TERMS, type ApiLanguage } from './catalogue';
import { translateMessage } from './translate';
import { WRONG_CODES_LIMITED_MESSAGE } from '../../autodiagnostico';

/*
 * Every message the public routes (the complaint, its follow-up, the questionnaire, the self-diagnosis and its
 * action plan) can answer, in Portuguese, as the error handler writes them: the contracts' message constants, the
 * messages of the public request schemas (walked with missing, wrong-typed, oversized and malformed values) and the
 * services' own refusals. The complaint's answer checks are walked beside them (complaints/messages.test.ts), with
 * the same check (`problemsOf`).
 */

/** The contracts modules of the public routes: every `…_MESSAGE` string they export. */
const PUBLIC_CONTRACTS: readonly Record<string, unknown>[] = [evaluations, actionPlan, models, idempotency, captcha, complaints, followUp];

/** The request schemas of the public routes, by the part of the request they check. */
const PUBLIC_SCHEMAS: readonly z.ZodType[] = [
  evaluations.evaluationCreateSchema,
  evaluations.resumeCodeHeadersSchema,
  evaluations.optionalResumeCodeHeadersSchema,
  evaluations.evaluationQuerySchema,
  evaluations.saveAnswerSchema,
  actionPlan.measureSaveSchema,
  actionPlan.measureQuestionQuerySchema,
  cnaeQuerySchema,
  idParamsSchema,
  z.object({ id: idParamsSchema.shape.id, avaliation_id: idParamsSchema.shape.id }),
  // the creates' Idempotency-Key header
  z.object({ 'idempotency-key': z.string().max(300).optional() }),
  complaints.complaintCreateSchema,
  complaints.complaintCreateQuerySchema,
  followUp.complaintFollowUpRequestSchema,
  questionnaireQuerySchema,
];

/** Inputs valid but for one rule that looks at several fields (reached only once the fields themselves pass). */
const demanda = { nomefantasia: 'Padaria', enderecoempresa: 'Rua A, 1', municipio: { id: 1 }, ufendempresa: { uf: 'SP' } };
const measure = { avaliacao_id: 1, questao_id: 1, acoes: 'Registrar todos', responsavel: 'Ana', data_inicio: '2026-05-01', data_fim: '2026-04-01' };
const NEARLY_VALID: readonly [z.ZodType, unknown][] = [
  [complaints.complaintCreateSchema, { demanda, estabelecimento_latitude: -15 }],
  [complaints.complaintCreateSchema, { demanda, questoes: [{ idQuestao: 3, resposta: 'a' }, { idQuestao: 3, resposta: 'b' }] }],
  [complaints.complaintCreateSchema, { demanda, estabelecimento_encerramento: '2999-01-01' }],
  [complaints.complaintCreateSchema, { demanda, questoes: [{ idQuestao: 3, resposta: [1.5] }, { idQuestao: 4, resposta: Array.from({ length: 300 }, (_, i) => i) }] }],
  [actionPlan.measureSaveSchema, measure],
  [actionPlan.measureSaveSchema, { ...measure, data_inicio: '2999-01-01', data_fim: '2999-02-01' }],
];

/** Refusals the server writes itself (services, the error handler), with sample values where a part varies. */
const SERVER_MESSAGES: readonly string[] = [
  'Este modelo foi substituído por uma versão mais nova; escolha o modelo novamente',
  'UF ZZ não encontrada',
  'O município 9999999 não existe na UF SP',
  'Bloco não encontrado',
  'Este modelo não tem blocos',
  'Questão não encontrada',
  'Este bloco não tem questões',
  'Questão 123 não encontrada',
  'Opção 456 não encontrada',
  'Opção não encontrada',
  'Esta avaliação já foi criada. O código de acesso foi mostrado no primeiro envio.',
  WRONG_CODES_LIMITED_MESSAGE,
  'Organização 77 não encontrada',
  'Esta denúncia já foi registrada com o protocolo DEN-2026-000001. O código de recibo foi mostrado no primeiro envio.',
  // the error handler's
  'Dados inválidos',
  'Requisição inválida',
  'Recurso não encontrado',
  'Muitas requisições. Aguarde e tente novamente.',
  'O corpo da requisição não é um JSON válido',
  'O corpo da requisição está vazio',
  'O corpo da requisição é grande demais',
  'Tipo de conteúdo não suportado (use application/json)',
  'Tipo de conteúdo não suportado',
  'Tamanho do corpo da requisição inválido',
  INTERNAL_ERROR_MESSAGE,
];

/** Values that break a field: missing, null, wrong types, blank, short, oversized, malformed. */
const BAD_VALUES: readonly unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 40,
  '',
  '   ',
  'a',
  'ZZ',
  '12',
  'abc@',
  '2026-13-45',
  '1999-12-31',
  '2100-01-01',
  'x'.repeat(5000),
  [],
  ['a'],
  Array.from({ length: 600 }, () => 1),
  {},
];

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The values to try for a schema: the bad ones, and for an object or a list, ones whose parts are bad. */
function candidates(schema: z.ZodType, depth = 0): unknown[] {
  const def = defOf(schema);
  const inner = def.innerType ?? def.in;
  if (inner && def.type !== 'array') return candidates(inner, depth);
  if (def.type === 'object' && def.shape && depth < 4) {
    const fields = Object.entries(def.shape).map(([key, field]) => [key, candidates(field, depth + 1)] as const);
    const longest = Math.max(...fields.map(([, values]) => values.length));
    return [...BAD_VALUES, ...Array.from({ length: longest }, (_, i) => Object.fromEntries(fields.map(([key, values]) => [key, values[i % values.length]])))];
  }
  if (def.type === 'array' && def.element && depth < 4) return [...BAD_VALUES, ...candidates(def.element, depth + 1).map((v) => [v])];
  if (def.type === 'union' && def.options) return [...BAD_VALUES, ...def.options.flatMap((o) => candidates(o, depth + 1))];
  return [...BAD_VALUES];
}

/** A validation issue as the error handler writes it: 'field.path: message', or the part's name without a path. */
const lineOf = (issue: z.core.$ZodIssue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : `Corpo da requisição: ${issue.message}`);

/** Every message of the public routes, each once. */
export function publicRouteMessages(): string[] {
  const messages = new Set<string>();
  for (const module of PUBLIC_CONTRACTS) {
    for (const [name, value] of Object.entries(module)) if (name.endsWith('_MESSAGE') && typeof value === 'string') messages.add(value);
  }
  for (const schema of PUBLIC_SCHEMAS) {
    for (const value of candidates(schema)) {
      const result = schema.safeParse(value);
      if (!result.success) for (const issue of result.error.issues) messages.add(lineOf(issue));
    }
  }
  for (const [schema, value] of NEARLY_VALID) {
    const result = schema.safeParse(value);
    if (!result.success) for (const issue of result.error.issues) messages.add(lineOf(issue));
  }
  for (const message of SERVER_MESSAGES) messages.add(message);
  return [...messages];
}

const LANGUAGES: readonly ApiLanguage[] = ['es', 'en', 'fr', 'ht'];

/** Words and letters only Portuguese writes ('encontrado' is Spanish too). */
export const portugueseIn = (text: string, language: ApiLanguage) =>
  ['não', 'ã', 'õ', 'ção', 'ções', 'inválid', 'obrigatóri', 'deve ', 'esperava', 'recebeu', 'demais', 'questão', 'requisição', ...(language === 'es' ? [] : ['encontrad'])].filter((word) =>
    text.toLowerCase().includes(word),
  );

/** Haitian Creole entries kept in Portuguese until a native speaker reviews them. */
const awaitingCreole = new Set([...API_MESSAGES, ...API_TERMS].filter((e) => e[4] === null).map((e) => e[0]));

/**
 * What is wrong with the translations of `messages` in the public pages' languages: one left in Portuguese, one with
 * Portuguese words left (half translated), one keeping its raw field path. Empty when each comes back whole.
 */
export function problemsOf(messages: readonly string[]): string[] {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    for (const message of messages) {
      const translated = translateMessage(message, language);
      if (language === 'ht' && awaitingCreole.has(message.replace(/^[\w.[\]-]+: /, ''))) continue;
      const left = portugueseIn(translated, language);
      if (translated === message) problems.push(`${language}, not translated: ${message}`);
      else if (left.length > 0) problems.push(`${language}, Portuguese left (${left.join(', ')}): ${message} → ${translated}`);
      else if (/^[\w.[\]-]+: /.test(translated)) problems.push(`${language}, field path kept: ${translated}`);
    }
  }
  return problems;
}
