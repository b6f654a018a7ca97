import { z } from 'zod';
import { complaintAnswerInputSchema, complaintLanguageSchema, complaintStatusSchema, type ComplaintStatus } from './complaints';

/*
 * One complaint as staff see it (the profile, `/admin/denuncias/profile/{id}`), the change of its
 * status and the staff's edit of its answers. Same visibility rule as the lists
 * (complaint-list.ts): a complaint the user may not see is a 404.
 */

export const COMPLAINT_PROFILE_API = {
  /** GET: complaintProfileSchema. */
  one: '/api/denuncias/:id',
  /** GET: PDF of the complaint (establishment, answers, score explanation, extras). */
  report: '/api/denuncias/report/:id',
  /** POST complaintStatusChangeSchema: a staff user marks the inspection done (Encaminhada para Fiscalização → Fiscalizada). */
  status: '/api/denuncias/:id/status',
  /** PUT complaintAnswersUpdateSchema: staff correct the answers; the score and indicators are recomputed, the history keeps before and after. */
  answers: '/api/denuncias/:id/respostas',
} as const;

export const COMPLAINT_NOT_FOUND_MESSAGE = 'Denúncia não encontrada';

/**
 * The life of a complaint: Protocolada (on creation) → Encaminhada para Fiscalização (included in
 * an operation) → Fiscalizada (inspection done). Only forward moves, one step at a time.
 */
export const COMPLAINT_STATUS_NEXT: Record<ComplaintStatus, ComplaintStatus | null> = {
  Protocolada: 'Encaminhada para Fiscalização',
  'Encaminhada para Fiscalização': 'Fiscalizada',
  Fiscalizada: null,
};
export const statusChangeRefusedMessage = (from: string, to: string) => `A denúncia está "${from}" e não pode passar a "${to}"`;

export const complaintStatusChangeSchema = z.object({ status: complaintStatusSchema });
export type ComplaintStatusChange = z.infer<typeof complaintStatusChangeSchema>;

/** PUT /api/denuncias/{id}/respostas: the whole list of answers (same rules as the public form: visible questions only, required ones answered). */
export const complaintAnswersUpdateSchema = z.object({
  questoes: z
    .array(complaintAnswerInputSchema, { error: 'Respostas devem ser uma lista' })
    .max(500, 'Respostas demais')
    .superRefine((list, ctx) => {
      const seen = new Set<number>();
      for (const a of list) {
        if (seen.has(a.idQuestao)) ctx.addIssue({ code: 'custom', message: `Questão ${a.idQuestao} respondida mais de uma vez` });
        seen.add(a.idQuestao);
      }
    }),
});
export type ComplaintAnswersUpdate = z.input<typeof complaintAnswersUpdateSchema>;

/** One answer as the complainant gave it, with its question (for choices, the chosen options' texts). */
export const profileAnswerSchema = z.object({
  idQuestao: z.number().int(),
  enunciado: z.string(),
  tipo: z.number().int(),
  /** The answer as given: text, the number as typed, or the chosen options' valores joined with '; '. */
  resposta: z.string(),
  /** For choices, the chosen option ids. */
  opcoes: z.array(z.object({ id: z.number().int(), valor: z.string() })),
});
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/** Answers grouped by category in the questionnaire's order; hidden questions (their parent's answer does not show them) are left out. */
export const profileCategorySchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  respostas: z.array(profileAnswerSchema),
});

/** An indicator that fired: its weight and the answers (question and chosen option) that fired it. */
export const firedIndicatorSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  categoria_indicador: z.string(),
  peso: z.number().int(),
  /** The chosen options linked to it. */
  origens: z.array(z.object({ idQuestao: z.number().int(), enunciado: z.string(), opcao: z.string() })),
});
export type FiredIndicator = z.infer<typeof firedIndicatorSchema>;

/**
 * Explainable triage: the IRTE score is the sum of the weights of the indicators that fired, each
 * counted once. `soma` is that sum with today's weights; `score` the stored score (they differ only
 * when a weight changed after the complaint was scored: `recalculado` says so).
 */
export const scoreExplanationSchema = z.object({
  indicadores: z.array(firedIndicatorSchema),
  soma: z.number().int(),
  score: z.number().int(),
  /** 'A + B + C = total' as the profile shows it ('Nenhum indicador' when none fired). */
  formula: z.string(),
  recalculado: z.boolean(),
});
export type ScoreExplanation = z.infer<typeof scoreExplanationSchema>;

export const complaintProfileSchema = z.object({
  id: z.number().int(),
  status: complaintStatusSchema,
  score: z.number().int(),
  arquivada: z.boolean(),
  createdAt: z.string(),
  /** Only for holders of VisualizarTodasDemandas; null otherwise. */
  nomeCadastrador: z.string().nullable(),
  /** The language it was filed in (pt, es, en, fr, ht): the profile shows 'Idioma: Español'. */
  idioma: complaintLanguageSchema,
  /** YYYY-MM-DD or null, under both spellings (clients read either). */
  estabelecimentoEncerramento: z.string().nullable(),
  estabelecimento_encerramento: z.string().nullable(),
  diasRestantes: z.string(),
  estabelecimento_latitude: z.number().nullable(),
  estabelecimento_longitude: z.number().nullable(),
  /**
   * The ids of the complaint's files, comma-separated ('12,15'; '' when none), for
   * GET /api/fileList/{idFiles}. The files belong to entity 'denuncia', codid = the complaint's id
   * (upload and list with ?entity=denuncia&codid=<id>).
   */
  idFiles: z.string(),
  demanda: z.object({
    numerodemanda: z.string(),
    nomefantasia: z.string(),
    enderecoempresa: z.string(),
    municipio: z.object({ id: z.number().int(), nome: z.string() }),
    ufendempresa: z.object({ uf: z.string() }),
    /** Username of the staff member who filed it: only for holders; null otherwise or when filed by the public. */
    cadastrador: z.string().nullable(),
  }),
  organizacoes: z.array(z.object({ id: z.number().int(), nome: z.string(), sigla: z.string().nullable() })),
  /** The answers as stored: question id and the answer in the form the wizard sends (text, number as text, option id or ids). */
  questoes: z.array(z.object({ idQuestao: z.number().int(), resposta: z.union([z.string(), z.number(), z.array(z.number())]) })),
  /** Indicator ids that fired, each as {id}. */
  indicadores: z.array(z.object({ id: z.number().int() })),
  categorias: z.array(profileCategorySchema),
  pontuacao: scoreExplanationSchema,
});
export type ComplaintProfile = z.infer<typeof complaintProfileSchema>;
