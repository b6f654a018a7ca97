import { z } from 'zod';
import { idRefSchema, labelledId } from '../common/ids';

/*
 * The questionnaire the public complaint wizard renders, in categories (one panel each), and its
 * editor. A question of type 3 or 4 may have children shown only for one of its answers (see
 * question-visibility.ts).
 */

export { QUESTIONS_API } from './questions-api';

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
/** The public questionnaire: every category, in panel order, with its active questions. */
export const questionnaireSchema = z.array(questionCategorySchema);

const tipoSchema = z
  .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    error: 'Tipo da questão deve ser 1 (texto), 2 (número), 3 (escolha única) ou 4 (múltipla escolha)',
  })
  .default(1);

export const questionOptionInputSchema = z.object({
  /** Present when editing an existing option (keeps its id, so past answers keep their meaning). */
  id: labelledId('id da opção').optional().nullable(),
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
    id: labelledId('id da questão').optional().nullable(),
    enunciado: z
      .string({ error: 'Enunciado é obrigatório' })
      .trim()
      .min(1, 'Enunciado é obrigatório')
      .max(MAX_ENUNCIADO, `Enunciado deve ter no máximo ${MAX_ENUNCIADO} caracteres`),
    tipo: tipoSchema,
    requerido: z.boolean({ error: 'Requerido deve ser verdadeiro ou falso' }).default(false),
    ordem: z.number({ error: 'Ordem deve ser um número' }).int('Ordem deve ser um número inteiro').min(1, 'Ordem começa em 1').max(100_000, 'Ordem muito grande').optional().nullable(),
    status: z.union([z.literal(0), z.literal(1)], { error: 'Situação deve ser 1 (ativa) ou 0 (excluída)' }).default(1),
    categoria: z.object({ id: labelledId('Categoria') }, { error: 'Categoria é obrigatória' }),
    opcoes: z.array(questionOptionInputSchema, { error: 'Opções devem ser uma lista' }).max(MAX_OPTIONS, `No máximo ${MAX_OPTIONS} opções`).default([]),
    parent: labelledId('Questão pai').nullable().optional(),
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

