import { z } from 'zod';
import { requiredText } from '../common/fields';
import { contentLanguageSchema, TRANSLATION_LANGUAGES, translationsSchema, type TranslationLanguage, type Translations } from '../denuncias/questions-translations';

/**
 * Self-diagnosis models (one per sector): blocks of questions, each option with a risk level and the
 * feedback shown after answering, and the measures the action plan suggests for a risky option.
 * A model is versioned: importing a new version never changes the evaluations made on older ones.
 */
export const MODELS_API = {
  /** Public: the models offered for a new evaluation (newest version of each). */
  list: '/api/modelos',
  /** Public: one model with its blocks. */
  one: '/api/modelos/:id',
  /** Staff (Autodiagnostico): every version of every model. */
  staffList: '/api/autodiagnostico-admin/modelos',
  /** Staff (Autodiagnostico): imports a new version of a model from its JSON. */
  import: '/api/autodiagnostico-admin/modelos/importar',
} as const;

/** Risk levels, in the order of the status chart; 'Não respondidas' counts the unanswered questions. */
export const RISK_LEVELS = ['Zero', 'Baixo', 'Médio', 'Alto'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const UNANSWERED_LABEL = 'Não respondidas';
/** Chart colours per risk (and for the unanswered questions). */
export const RISK_COLOURS: Readonly<Record<RiskLevel | typeof UNANSWERED_LABEL, string>> = {
  Zero: '#52c41a',
  Baixo: '#fadb14',
  Médio: '#fa8c16',
  Alto: '#f5222d',
  'Não respondidas': '#bfbfbf',
};
export const riskLevelSchema = z.enum(RISK_LEVELS, { error: `Risco deve ser um de: ${RISK_LEVELS.join(', ')}` });
/** How many answers of each risk level (Zero, Baixo, Médio, Alto), in the order of the status chart. */
export const riskCountsShape = { zero: z.number().int(), low: z.number().int(), medium: z.number().int(), high: z.number().int() };

export const MODEL_LIMITS = { blocks: { min: 1, max: 12 }, questionsPerBlock: { min: 1, max: 30 }, options: { min: 2, max: 6 }, measures: 5 } as const;

/*
 * A model in the public pages' other languages (es, en, fr, ht): each item of the JSON may carry
 * `traducoes: { es: { <field>: '…' }, … }` beside its Portuguese texts, and an option
 * `medidas_traducoes: { es: ['…'] }`, its suggested measures in the order of the Portuguese ones.
 * A text without a translation is shown in Portuguese. Answers are option ids, so an evaluation
 * reads the same in every language.
 */
export const MODEL_TRANSLATED_FIELDS = { nome: { label: 'Nome do modelo', max: 200 }, descricao: { label: 'Descrição do modelo', max: 2000 } } as const;
export const BLOCK_TRANSLATED_FIELDS = { titulo: { label: 'Título do bloco', max: 200 }, descricao: { label: 'Descrição do bloco', max: 2000 } } as const;
export const MODEL_QUESTION_TRANSLATED_FIELDS = { enunciado: { label: 'Enunciado', max: 1000 }, referencia: { label: 'Referência', max: 300 } } as const;
export const MODEL_OPTION_TRANSLATED_FIELDS = { texto: { label: 'Texto da opção', max: 300 }, feedback: { label: 'Feedback da opção', max: 2000 } } as const;
export type ModelOptionTranslations = Translations<keyof typeof MODEL_OPTION_TRANSLATED_FIELDS>;
/** The suggested measures of an option in each language, in the order of the Portuguese ones. */
export type MeasureTranslations = Partial<Record<TranslationLanguage, string[]>>;

const measureTranslationsSchema = z
  .strictObject(
    Object.fromEntries(
      TRANSLATION_LANGUAGES.map((l) => [
        l,
        z
          .array(z.string({ error: 'Medida sugerida: a tradução deve ser um texto' }).trim().max(1000, 'Medida sugerida: a tradução deve ter no máximo 1000 caracteres'), {
            error: 'Medidas sugeridas traduzidas devem ser uma lista de textos',
          })
          .max(MODEL_LIMITS.measures, `No máximo ${MODEL_LIMITS.measures} medidas sugeridas por opção`)
          .optional(),
      ]),
    ) as Record<TranslationLanguage, z.ZodOptional<z.ZodArray<z.ZodString>>>,
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Idioma de tradução desconhecido: use es, en, fr ou ht' : 'medidas_traducoes deve ser um objeto por idioma (es, en, fr, ht)') },
  )
  .optional()
  .nullable()
  .transform((value) => Object.fromEntries(Object.entries(value ?? {}).filter(([, list]) => list?.some((m) => m !== ''))) as MeasureTranslations);

/** One option of the model JSON: a risky option (not Zero) must suggest at least one measure. */
export const modelOptionImportSchema = z
  .object({
    texto: requiredText('Texto da opção', 300),
    risco: riskLevelSchema,
    feedback: requiredText('Feedback da opção', 2000),
    medidas_sugeridas: z.array(requiredText('Medida sugerida', 1000), { error: 'medidas_sugeridas deve ser uma lista de textos' }).max(MODEL_LIMITS.measures, `No máximo ${MODEL_LIMITS.measures} medidas sugeridas por opção`).default([]),
    traducoes: translationsSchema(MODEL_OPTION_TRANSLATED_FIELDS),
    medidas_traducoes: measureTranslationsSchema,
  })
  .refine((o) => o.risco === 'Zero' || o.medidas_sugeridas.length > 0, { error: 'Opção com risco deve sugerir ao menos uma medida', path: ['medidas_sugeridas'] })
  .refine((o) => Object.values(o.medidas_traducoes).every((list) => !list || list.length === o.medidas_sugeridas.length), {
    error: 'As medidas sugeridas traduzidas devem ser tantas quantas as em português, na mesma ordem',
    path: ['medidas_traducoes'],
  });

export const modelQuestionImportSchema = z
  .object({
    enunciado: requiredText('Enunciado', 1000),
    referencia: requiredText('Referência', 300).optional().default(''),
    traducoes: translationsSchema(MODEL_QUESTION_TRANSLATED_FIELDS),
    opcoes: z
      .array(modelOptionImportSchema, { error: 'opcoes deve ser uma lista' })
      .min(MODEL_LIMITS.options.min, `Cada questão precisa de ao menos ${MODEL_LIMITS.options.min} opções`)
      .max(MODEL_LIMITS.options.max, `Cada questão pode ter no máximo ${MODEL_LIMITS.options.max} opções`),
  })
  .refine((q) => new Set(q.opcoes.map((o) => o.texto.toLowerCase())).size === q.opcoes.length, { error: 'Opções repetidas na mesma questão', path: ['opcoes'] });

export const modelBlockImportSchema = z.object({
  titulo: requiredText('Título do bloco', 200),
  descricao: requiredText('Descrição do bloco', 2000).optional().default(''),
  traducoes: translationsSchema(BLOCK_TRANSLATED_FIELDS),
  questoes: z
    .array(modelQuestionImportSchema, { error: 'questoes deve ser uma lista' })
    .min(MODEL_LIMITS.questionsPerBlock.min, 'Cada bloco precisa de ao menos uma questão')
    .max(MODEL_LIMITS.questionsPerBlock.max, `Cada bloco pode ter no máximo ${MODEL_LIMITS.questionsPerBlock.max} questões`),
});

/** POST /api/autodiagnostico-admin/modelos/importar and each model of the seed file. */
export const modelImportSchema = z.object({
  codigo: z
    .string({ error: 'Código do modelo é obrigatório' })
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Código do modelo: letras minúsculas, números e hífens (ex.: comercio-servicos)')
    .max(60, 'Código do modelo deve ter no máximo 60 caracteres'),
  nome: requiredText('Nome do modelo', 200),
  descricao: requiredText('Descrição do modelo', 2000).optional().default(''),
  traducoes: translationsSchema(MODEL_TRANSLATED_FIELDS),
  blocos: z
    .array(modelBlockImportSchema, { error: 'blocos deve ser uma lista' })
    .min(MODEL_LIMITS.blocks.min, 'O modelo precisa de ao menos um bloco')
    .max(MODEL_LIMITS.blocks.max, `O modelo pode ter no máximo ${MODEL_LIMITS.blocks.max} blocos`),
});
export type ModelImport = z.infer<typeof modelImportSchema>;
export type ModelImportInput = z.input<typeof modelImportSchema>;

/** The seed file: the models offered from the first start. */
export const modelSeedFileSchema = z.object({ modelos: z.array(modelImportSchema).min(1) });

export const modelSummarySchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  descricao: z.string(),
  ativo: z.boolean(),
  blocos: z.number().int(),
  questoes: z.number().int(),
  /** In a language other than Portuguese: the language the model's texts are in ('pt' for a model not translated into it). */
  idioma: contentLanguageSchema.optional(),
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;

/** Staff list: every version, with how many evaluations each has (finished or not). */
export const staffModelSchema = modelSummarySchema.extend({
  avaliacoes: z.number().int(),
  finalizadas: z.number().int(),
  created_at: z.string(),
  /** The languages the model's name is translated into (es, en, fr, ht). */
  idiomas: z.array(z.string()),
});

export const blockSummarySchema = z.object({ id: z.number().int(), titulo: z.string(), descricao: z.string(), ordem: z.number().int(), questoes: z.number().int() });
export const modelDetailSchema = modelSummarySchema.extend({ blocos_lista: z.array(blockSummarySchema) });
export type ModelDetail = z.infer<typeof modelDetailSchema>;

export const MODEL_NOT_FOUND_MESSAGE = 'Modelo não encontrado';
