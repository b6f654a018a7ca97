import { z } from 'zod';
import { onlyDigits } from '../common/cpf';
import { isoDateBetween } from '../common/fields';
import { authorStamp, positiveId } from '../common/ids';
import { pageQuerySchema, pageSchema } from '../common/page';
import { queryDate, queryText } from '../common/query';
import { nrInscricaoSchema } from './auditor';

/*
 * The inspection report (relatório de fiscalização) that goes to the prosecutors after an operation.
 * The wizard's panels keep their numbers: 1 main data, 2 infraction notices, 3 informal
 * employment, 5 interdictions and embargoes, 6 FGTS notices (and the closing conclusion), 7 the PDF.
 */
export const REPORTS_API = {
  /** GET: the page (?empregador, ?nrInscricao, ?data_ini, ?data_fim; size 20, sort id,desc). */
  list: '/api/relatorio',
  one: '/api/relatorio/:id',
  /** POST: creates (no id) or updates (with id) a report; answers `{ id }`. */
  save: '/api/relatorio',
  remove: '/api/relatorio/:id',
  /** GET: the report's PDF (inline). */
  pdf: '/api/relatorio/report/:id',
} as const;

export const REPORT_MESSAGES = {
  CREATED: 'Relatório salvo!',
  UPDATED: 'Relatório atualizado!',
  DELETED: 'Relatório excluído!',
  NOT_FOUND: 'Relatório não encontrado',
} as const;

/** The closing conclusion options, stored and printed exactly as written here. */
export const REPORT_CONCLUSIONS = [
  'Condições Degradantes de Trabalho',
  'Jornada Exaustiva',
  'Trabalho Forçado',
  'Restrição de Liberdade (Servidão por divida)',
  'Retenção por cerceamento do uso de meio de transporte',
  'Retenção por vigilância ostensiva ou apoderamento de documento ou objetos pessoais',
] as const;
export type ReportConclusion = (typeof REPORT_CONCLUSIONS)[number];

export const REPORT_LIMITS = {
  /** Narrative and each notice's history. */
  text: 20_000,
  institutions: 20,
  members: 50,
  notices: 100,
  /** Counts of workers (each). */
  workers: 100_000,
} as const;

/** The labour ministry's institution every new report starts with: a coordinator and a sub-coordinator. */
export const DEFAULT_INSTITUTION = 'Ministério do Trabalho e Emprego';
export const COORDINATOR = 'Coordenador(a)';
export const SUB_COORDINATOR = 'Subcoordenador(a)';
export const defaultTeam = (): ReportInstitution[] => [
  { nome: DEFAULT_INSTITUTION, membros: [{ nome: '', cargo: COORDINATOR }, { nome: '', cargo: SUB_COORDINATOR }] },
];

const text = (label: string, max: number, required = false) => {
  const base = z.string({ error: `${label} deve ser um texto` }).trim().max(max, `${label} deve ter no máximo ${max} caracteres`);
  return required ? base.min(1, `${label} é obrigatório`) : base.default('');
};
const nullableText = (label: string, max: number) =>
  z
    .string({ error: `${label} deve ser um texto` })
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));

const count = (label: string) =>
  z
    .number({ error: `${label}: informe um número inteiro (0 ou mais)` })
    .int(`${label}: informe um número inteiro (0 ou mais)`)
    .min(0, `${label}: informe um número inteiro (0 ou mais)`)
    .max(REPORT_LIMITS.workers, `${label} deve ser no máximo ${REPORT_LIMITS.workers}`);

/** Money as a decimal text with at most 2 decimals ('1234.5' or 1234.5 → '1234.50'). */
const money = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label}: informe um valor em reais (0 ou mais)` })
    .transform((v, ctx) => {
      const t = typeof v === 'number' ? String(v) : v.trim().replace(',', '.');
      if (!/^\d{1,12}(\.\d{1,2})?$/.test(t) || !Number.isFinite(Number(t))) {
        ctx.addIssue({ code: 'custom', message: `${label}: informe um valor em reais (0 ou mais, até 2 casas decimais)` });
        return z.NEVER;
      }
      return Number(t).toFixed(2);
    });

const optionalCoordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} inválida` })
    .min(-limit, `${label} inválida`)
    .max(limit, `${label} inválida`)
    .nullish()
    .transform((v) => v ?? null);

export const reportMemberSchema = z.object({
  nome: text('Nome do membro da equipe', 150, true),
  cargo: text('Cargo do membro da equipe', 100, true),
});
export const reportInstitutionSchema = z.object({
  nome: text('Nome da instituição', 200, true),
  membros: z
    .array(reportMemberSchema, { error: 'Membros da instituição inválidos' })
    .min(1, 'Cada instituição precisa de ao menos um membro')
    .max(REPORT_LIMITS.members, `No máximo ${REPORT_LIMITS.members} membros por instituição`),
});
export type ReportInstitution = z.input<typeof reportInstitutionSchema>;

/** Panel 1: the employer, the period, the team and the narrative. */
export const reportMainSchema = z
  .object({
    nrInscricao: nrInscricaoSchema,
    empregador_razao_social: text('Razão social / nome do empregador', 200, true),
    empregador_endereco: nullableText('Endereço', 300),
    empregador_bairro: nullableText('Bairro', 100),
    empregador_uf: z
      .string({ error: 'UF inválida' })
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, 'UF inválida')
      .nullish()
      .transform((v) => (v ? v : null)),
    empregador_municipio: nullableText('Município', 100),
    empregador_cep: z
      .string({ error: 'CEP inválido' })
      .trim()
      .max(9, 'CEP inválido')
      .nullish()
      .transform((v, ctx) => {
        const d = onlyDigits(v);
        if (!v) return null;
        if (d.length !== 8 || !/^[\d.\-\s]*$/.test(v)) {
          ctx.addIssue({ code: 'custom', message: 'CEP inválido' });
          return z.NEVER;
        }
        return d;
      }),
    empregador_cnae: nullableText('CNAE', 20),
    empregador_latitude: optionalCoordinate('Latitude', 90),
    empregador_longitude: optionalCoordinate('Longitude', 180),
    data_ini: isoDateBetween('Data de início'),
    data_fim: isoDateBetween('Data de fim'),
    equipe: z
      .array(reportInstitutionSchema, { error: 'Equipe inválida' })
      .min(1, 'Informe ao menos uma instituição na equipe')
      .max(REPORT_LIMITS.institutions, `No máximo ${REPORT_LIMITS.institutions} instituições na equipe`),
    historico: text('Histórico', REPORT_LIMITS.text),
  })
  .refine((r) => r.data_fim >= r.data_ini, { error: 'A data de fim não pode ser anterior à data de início', path: ['data_fim'] });

/** Panel 2: a notice chosen for the report, with its history text (from the auditor, editable). */
export const reportNoticeSchema = z.object({
  nrAuto: text('Número do auto', 30, true),
  cdEmenta: text('Ementa do auto', 20),
  dsEmenta: text('Descrição da ementa', 500),
  dtLavratura: isoDateBetween('Data de lavratura').nullish().transform((v) => v ?? null),
  cdDownload: text('Código de download', 40),
  dsHistorico: text('Histórico do auto', REPORT_LIMITS.text),
});
export type ReportNotice = z.input<typeof reportNoticeSchema>;
export const reportNoticesSchema = z.object({
  autos_infracao: z
    .array(reportNoticeSchema, { error: 'Autos de infração inválidos' })
    .min(1, 'Selecione ao menos um auto de infração')
    .max(REPORT_LIMITS.notices, `No máximo ${REPORT_LIMITS.notices} autos de infração`),
});

/**
 * Panel 3, informal employment: the workers found without registration, by sex, the minors among
 * them (under 16 and 16–17), the foreigners and those rescued; the amounts paid at the rescue.
 * Counts are integers ≥ 0; amounts decimal texts in reais.
 */
export const INFORMAL_COUNT_FIELDS = {
  homens: 'Trabalhadores sem registro: homens',
  mulheres: 'Trabalhadores sem registro: mulheres',
  menores_16: 'Menores de 16 anos',
  menores_16_18: 'Adolescentes de 16 a 17 anos',
  estrangeiros: 'Estrangeiros',
  resgatados: 'Trabalhadores resgatados',
  guias_seguro_desemprego: 'Guias de seguro-desemprego do trabalhador resgatado',
} as const;
export const INFORMAL_MONEY_FIELDS = {
  valor_verbas_rescisorias: 'Verbas rescisórias pagas no resgate (R$)',
  valor_fgts: 'FGTS recolhido no resgate (R$)',
  valor_dano_moral: 'Indenização por dano moral individual paga (R$)',
} as const;
export const reportInformalSchema = z.object({
  trabalho_informal: z
    .object(
      {
        homens: count(INFORMAL_COUNT_FIELDS.homens),
        mulheres: count(INFORMAL_COUNT_FIELDS.mulheres),
        menores_16: count(INFORMAL_COUNT_FIELDS.menores_16),
        menores_16_18: count(INFORMAL_COUNT_FIELDS.menores_16_18),
        estrangeiros: count(INFORMAL_COUNT_FIELDS.estrangeiros),
        resgatados: count(INFORMAL_COUNT_FIELDS.resgatados),
        guias_seguro_desemprego: count(INFORMAL_COUNT_FIELDS.guias_seguro_desemprego),
        valor_verbas_rescisorias: money(INFORMAL_MONEY_FIELDS.valor_verbas_rescisorias),
        valor_fgts: money(INFORMAL_MONEY_FIELDS.valor_fgts),
        valor_dano_moral: money(INFORMAL_MONEY_FIELDS.valor_dano_moral),
      },
      { error: 'Preencha os números do trabalho informal' },
    )
    .superRefine((t, ctx) => {
      const total = t.homens + t.mulheres;
      const over = (value: number, label: string) => {
        if (value > total) ctx.addIssue({ code: 'custom', message: `${label} não pode passar do total de trabalhadores sem registro (${total})` });
      };
      over(t.menores_16 + t.menores_16_18, 'Menores de 18 anos');
      over(t.estrangeiros, INFORMAL_COUNT_FIELDS.estrangeiros);
      over(t.resgatados, INFORMAL_COUNT_FIELDS.resgatados);
      if (t.guias_seguro_desemprego > t.resgatados) {
        ctx.addIssue({ code: 'custom', message: 'Guias de seguro-desemprego não podem passar do número de resgatados' });
      }
    }),
});
export type ReportInformal = z.input<typeof reportInformalSchema>['trabalho_informal'];

/** Panel 5: an interdiction or embargo chosen for the report. */
export const reportEmbargoSchema = z.object({
  nrEmbargo: text('Número do embargo', 30, true),
  tipo: text('Tipo', 30),
  data: isoDateBetween('Data do embargo').nullish().transform((v) => v ?? null),
  objeto: text('Objeto do embargo ou interdição', 2000),
});
export type ReportEmbargo = z.input<typeof reportEmbargoSchema>;
export const reportEmbargoesSchema = z.object({
  interdicoes_embargos: z.array(reportEmbargoSchema, { error: 'Interdições e embargos inválidos' }).max(REPORT_LIMITS.notices, `No máximo ${REPORT_LIMITS.notices} interdições e embargos`),
});

/** Panel 6: the FGTS notices (NDFC) chosen, and the closing conclusion (one or more options). */
export const reportNdfcSchema = z.object({
  nrNdfc: text('Número da NDFC', 30, true),
  data: isoDateBetween('Data da NDFC').nullish().transform((v) => v ?? null),
  valor: money('Valor da NDFC'),
  competencias: text('Competências', 200),
  cdDownload: text('Código de download', 40),
});
export type ReportNdfc = z.input<typeof reportNdfcSchema>;
export const reportClosingSchema = z.object({
  ndfc: z.array(reportNdfcSchema, { error: 'NDFCs inválidas' }).max(REPORT_LIMITS.notices, `No máximo ${REPORT_LIMITS.notices} NDFCs`),
  conclusao: z
    .array(z.enum(REPORT_CONCLUSIONS, { error: 'Conclusão desconhecida' }), { error: 'Conclusão inválida' })
    .min(1, 'Marque ao menos uma conclusão')
    .refine((list) => new Set(list).size === list.length, 'Conclusão repetida'),
});

/** POST /api/relatorio: every panel; with `id` it updates that report. */
export const reportSaveSchema = z.object({
  id: positiveId('id do relatório inválido').optional(),
  ...reportMainSchema.shape,
  ...reportNoticesSchema.shape,
  ...reportInformalSchema.shape,
  ...reportEmbargoesSchema.shape,
  ...reportClosingSchema.shape,
}).refine((r) => r.data_fim >= r.data_ini, { error: 'A data de fim não pode ser anterior à data de início', path: ['data_fim'] });
export type ReportSave = z.input<typeof reportSaveSchema>;
export type ReportSaveParsed = z.output<typeof reportSaveSchema>;

export const reportSavedSchema = z.object({ id: z.number().int() });

/** GET /api/relatorio/{id}: what the POST takes, with the id and the dates of the record. */
export const reportSchema = z.object({
  id: z.number().int(),
  nrInscricao: z.string(),
  empregador_razao_social: z.string(),
  empregador_endereco: z.string().nullable(),
  empregador_bairro: z.string().nullable(),
  empregador_uf: z.string().nullable(),
  empregador_municipio: z.string().nullable(),
  empregador_cep: z.string().nullable(),
  empregador_cnae: z.string().nullable(),
  empregador_latitude: z.number().nullable(),
  empregador_longitude: z.number().nullable(),
  data_ini: z.string(),
  data_fim: z.string(),
  equipe: z.array(z.object({ nome: z.string(), membros: z.array(z.object({ nome: z.string(), cargo: z.string() })) })),
  autos_infracao: z.array(z.object({ nrAuto: z.string(), cdEmenta: z.string(), dsEmenta: z.string(), dtLavratura: z.string().nullable(), cdDownload: z.string(), dsHistorico: z.string() })),
  trabalho_informal: z.object({
    homens: z.number(),
    mulheres: z.number(),
    menores_16: z.number(),
    menores_16_18: z.number(),
    estrangeiros: z.number(),
    resgatados: z.number(),
    guias_seguro_desemprego: z.number(),
    valor_verbas_rescisorias: z.string(),
    valor_fgts: z.string(),
    valor_dano_moral: z.string(),
  }),
  interdicoes_embargos: z.array(z.object({ nrEmbargo: z.string(), tipo: z.string(), data: z.string().nullable(), objeto: z.string() })),
  ndfc: z.array(z.object({ nrNdfc: z.string(), data: z.string().nullable(), valor: z.string(), competencias: z.string(), cdDownload: z.string() })),
  conclusao: z.array(z.string()),
  historico: z.string(),
  ...authorStamp,
  updated_at: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListItemSchema = reportSchema.pick({
  id: true,
  nrInscricao: true,
  empregador_razao_social: true,
  empregador_municipio: true,
  empregador_uf: true,
  data_ini: true,
  data_fim: true,
  created_at: true,
});
export type ReportListItem = z.infer<typeof reportListItemSchema>;
export const reportPageSchema = pageSchema(reportListItemSchema);

export const REPORT_SORT_FIELDS = ['id', 'data_ini', 'empregador_razao_social'] as const;

/**
 * The list's filters: the employer's name (part of it, accents and case ignored), its CPF/CNPJ (digits,
 * prefix) and a period: reports whose operation overlaps [data_ini, data_fim].
 */
export const reportFilterSchema = z
  .object({
    empregador: queryText('Empregador', 200),
    nrInscricao: queryText('CPF/CNPJ', 20)
      .refine((v) => !v || /^[\d.\-/\s]+$/.test(v), 'CPF/CNPJ do filtro deve ter só números (com ou sem pontos, traço e barra)')
      .transform((v) => (v ? onlyDigits(v) || undefined : undefined)),
    data_ini: queryDate('Data inicial'),
    data_fim: queryDate('Data final'),
  })
  .refine((f) => !f.data_ini || !f.data_fim || f.data_fim >= f.data_ini, { error: 'A data final não pode ser anterior à data inicial', path: ['data_fim'] });
export type ReportFilter = z.output<typeof reportFilterSchema>;
export const reportListQuerySchema = z
  .object({ ...pageQuerySchema.shape, ...reportFilterSchema.shape })
  .refine((f) => !f.data_ini || !f.data_fim || f.data_fim >= f.data_ini, { error: 'A data final não pode ser anterior à data inicial', path: ['data_fim'] });

/** The wizard's steps, with their panel numbers (there is no panel 4). */
export const REPORT_STEPS = [
  { panel: 1, title: 'Dados principais', schema: reportMainSchema },
  { panel: 2, title: 'Autos de infração', schema: reportNoticesSchema },
  { panel: 3, title: 'Trabalho informal', schema: reportInformalSchema },
  { panel: 5, title: 'Interdições e embargos', schema: reportEmbargoesSchema },
  { panel: 6, title: 'NDFC e conclusão', schema: reportClosingSchema },
  { panel: 7, title: 'Relatório em PDF', schema: null },
] as const;

/** What keeps the sub-form of step `index` (0-based in REPORT_STEPS) from being valid: Portuguese lines, [] when valid. */
export function reportStepProblems(index: number, draft: unknown): string[] {
  const schema = REPORT_STEPS[index]?.schema;
  if (!schema) return [];
  const result = schema.safeParse(draft);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => i.message))];
}
