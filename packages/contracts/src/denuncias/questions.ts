import { z } from 'zod';
import { idRefSchema, labelledId } from '../common/ids';
import { contentLanguageSchema, LANGUAGE_NAMES_PT, languageQuerySchema, storedTranslationsSchema, TRANSLATION_LANGUAGES, translationsSchema, type Translations, type TranslationLanguage } from './questions-translations';

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
/** A question's help text: a line under it that explains a word or what is asked. */
export const MAX_AJUDA = 500;


/*
 * The public questionnaire is answered in the language asked for (`?lang=`): its
 * titles, statements, help texts and option texts are the translations where there are some, and
 * `idioma` says the language each is written in ('pt' for a text not translated yet, which the wizard
 * marks). `parentAnswer` is then the parent option's text in that language too, so the visibility rules
 * work the same. Answers are option ids and free text as typed, whatever the language.
 */

export const questionOptionSchema = z.object({
  id: z.number().int(),
  valor: z.string(),
  indicadores: z.array(z.object({ id: z.number().int() })),
  /** In a language other than Portuguese: the language `valor` is written in. */
  idioma: contentLanguageSchema.optional(),
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
  /** Help text shown under the statement; null when there is none. */
  ajuda: z.string().nullable().optional(),
  /** In a language other than Portuguese: the language `enunciado` (and `ajuda`) is written in. */
  idioma: contentLanguageSchema.optional(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionCategorySchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  ordem: z.number().int(),
  /** Active questions (status 1), sorted by `ordem`. */
  questoes: z.array(questionSchema),
  /** In a language other than Portuguese: the language `titulo` is written in. */
  idioma: contentLanguageSchema.optional(),
});
export type QuestionCategory = z.infer<typeof questionCategorySchema>;
/** The public questionnaire: every category, in panel order, with its active questions. */
export const questionnaireSchema = z.array(questionCategorySchema);

/** What each item's translations hold (the Portuguese field names), with their limits. */
export const QUESTION_TRANSLATED_FIELDS = { enunciado: { label: 'Enunciado', max: MAX_ENUNCIADO }, ajuda: { label: 'Texto de ajuda', max: MAX_AJUDA } } as const;
export const OPTION_TRANSLATED_FIELDS = { valor: { label: 'Texto da opção', max: MAX_OPTION_VALOR } } as const;
export const CATEGORY_TRANSLATED_FIELDS = { titulo: { label: 'Título da categoria', max: 200 } } as const;
export type QuestionTranslations = Translations<keyof typeof QUESTION_TRANSLATED_FIELDS>;
export type OptionTranslations = Translations<keyof typeof OPTION_TRANSLATED_FIELDS>;
export type CategoryTranslations = Translations<keyof typeof CATEGORY_TRANSLATED_FIELDS>;

/** The questionnaire as the editor reads it (staff): Portuguese texts with every translation. */
export const editorOptionSchema = questionOptionSchema.extend({ traducoes: storedTranslationsSchema(OPTION_TRANSLATED_FIELDS) });
export const editorQuestionSchema = questionSchema.extend({ ajuda: z.string().nullable(), opcoes: z.array(editorOptionSchema), traducoes: storedTranslationsSchema(QUESTION_TRANSLATED_FIELDS) });
export type EditorQuestion = z.infer<typeof editorQuestionSchema>;
export const editorCategorySchema = questionCategorySchema.extend({ questoes: z.array(editorQuestionSchema), traducoes: storedTranslationsSchema(CATEGORY_TRANSLATED_FIELDS) });
export type EditorCategory = z.infer<typeof editorCategorySchema>;
export const editorQuestionnaireSchema = z.array(editorCategorySchema);

/**
 * Whether a question reads wholly in `language`: its statement, its help text (when it has one) and
 * every option translated. The editor counts these per language.
 */
export function isQuestionTranslated(
  question: { ajuda?: string | null; traducoes: QuestionTranslations; opcoes: readonly { traducoes: OptionTranslations }[] },
  language: TranslationLanguage,
): boolean {
  const texts = question.traducoes[language];
  if (!texts?.enunciado) return false;
  if (question.ajuda && !texts.ajuda) return false;
  return question.opcoes.every((o) => !!o.traducoes[language]?.valor);
}

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
  /** The option's text in the other languages (blank: shown in Portuguese). */
  traducoes: translationsSchema(OPTION_TRANSLATED_FIELDS),
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
    ajuda: z
      .string({ error: 'Texto de ajuda deve ser um texto' })
      .trim()
      .max(MAX_AJUDA, `Texto de ajuda deve ter no máximo ${MAX_AJUDA} caracteres`)
      .nullish()
      .transform((v) => (v ? v : null)),
    /** The statement and help text in the other languages (blank: shown in Portuguese). */
    traducoes: translationsSchema(QUESTION_TRANSLATED_FIELDS),
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
      // In each language the options must read apart too: a child question is shown by its parent's option text.
      for (const language of TRANSLATION_LANGUAGES) {
        const shown = new Set<string>();
        for (const o of q.opcoes) {
          const key = (o.traducoes[language]?.valor ?? o.valor).trim().toLowerCase();
          if (shown.has(key)) ctx.addIssue({ code: 'custom', path: ['opcoes'], message: `Opção repetida na tradução (${LANGUAGE_NAMES_PT[language]}): "${o.traducoes[language]?.valor ?? o.valor}"` });
          shown.add(key);
        }
      }
    }
    for (const language of TRANSLATION_LANGUAGES) {
      if (q.traducoes[language]?.ajuda && !q.ajuda) ctx.addIssue({ code: 'custom', path: ['ajuda'], message: `Texto de ajuda em ${LANGUAGE_NAMES_PT[language].toLowerCase()} sem o texto em português: escreva primeiro o texto de ajuda em português` });
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

/** `?lang=` of the public questionnaire: pt, es, en, fr or ht (another value: Portuguese, like the pages). */
export const questionnaireQuerySchema = z.object({ lang: languageQuerySchema });

export const questionMoveQuerySchema = z.object({
  direcao: z.enum(['cima', 'baixo'], { error: "direcao deve ser 'cima' ou 'baixo'" }),
});
export type QuestionMoveQuery = z.infer<typeof questionMoveQuerySchema>;

