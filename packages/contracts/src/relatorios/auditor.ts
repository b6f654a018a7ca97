import { z } from 'zod';
import { isValidCpfOrCnpj } from '../common/cnpj';
import { onlyDigits } from '../common/cpf';

/*
 * The labour inspection's own system (the 'auditor' API) as the browser sees it: always through our
 * API, under /api/relatorio/auditor, for holders of the Relatorios role. The server calls the
 * auditor's own paths and answers with these shapes; zips are streamed through.
 */
export const AUDITOR_API = {
  /** GET: the employer's data ('Buscar'): the auditor's first notice of the employer, in full (GetAuto). */
  employer: '/api/relatorio/auditor/empregador/:nrInscricao',
  /** GET: the employer's infraction notices, only those of the report's three infraction codes. */
  notices: '/api/relatorio/auditor/autos/:nrInscricao',
  /** GET ?nrAuto&cdDownload: one notice in full (employer data and its history text). */
  notice: '/api/relatorio/auditor/auto/:nrInscricao',
  /** GET ?nrAuto&cdDownload: the notice's full file, `<nrAuto>.zip`. */
  noticeFile: '/api/relatorio/auditor/auto-arquivo/:nrInscricao',
  /** GET: interdictions and embargoes. */
  embargoes: '/api/relatorio/auditor/embargos/:nrInscricao',
  /** GET ?nrEmbargo: `<nrEmbargo>.zip`. */
  embargoFile: '/api/relatorio/auditor/embargo-arquivo/:nrInscricao',
  /** GET: FGTS debit notices (NDFC). */
  ndfcs: '/api/relatorio/auditor/ndfc/:nrInscricao',
  /** GET ?nrNdfc&cdDownload: `<nrNdfc>.zip`. */
  ndfcFile: '/api/relatorio/auditor/ndfc-arquivo/:nrInscricao',
} as const;

export const AUDITOR_MESSAGES = {
  TIMEOUT: 'O sistema da auditoria não respondeu a tempo. Tente novamente em instantes; os dados digitados foram mantidos.',
  UNAVAILABLE: 'O sistema da auditoria está indisponível no momento. Tente novamente mais tarde; os dados digitados foram mantidos.',
  EMPLOYER_NOT_FOUND: 'Nenhum auto de infração encontrado para este CPF/CNPJ no sistema da auditoria.',
  NOTICE_NOT_FOUND: 'Auto de infração não encontrado no sistema da auditoria.',
  FILE_NOT_FOUND: 'Arquivo não encontrado no sistema da auditoria.',
} as const;

export const NR_INSCRICAO_INVALID_MESSAGE = 'CPF ou CNPJ do empregador inválido (confira os dígitos verificadores)';

/** CPF or CNPJ, masked or digits; the parsed value is the digits (so a path can never carry anything else). */
export const NR_INSCRICAO_REQUIRED_MESSAGE = 'CPF ou CNPJ do empregador é obrigatório';
export const nrInscricaoSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? NR_INSCRICAO_REQUIRED_MESSAGE : NR_INSCRICAO_INVALID_MESSAGE) })
  .trim()
  .min(1, NR_INSCRICAO_REQUIRED_MESSAGE)
  .max(18, NR_INSCRICAO_INVALID_MESSAGE)
  .refine((v) => v === '' || isValidCpfOrCnpj(v), NR_INSCRICAO_INVALID_MESSAGE)
  .transform(onlyDigits);

export const nrInscricaoParamsSchema = z.object({ nrInscricao: nrInscricaoSchema });

/** A notice, embargo or NDFC number as the auditor writes it: digits, letters, '.', '-', '/'. */
const documentNumber = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} é obrigatório` : `${label} inválido: informe um só número`) })
    .trim()
    .min(1, `${label} é obrigatório`)
    .max(30, `${label} deve ter no máximo 30 caracteres`)
    .regex(/^[0-9A-Za-z][0-9A-Za-z.-]*$/, `${label} inválido`);
const downloadCode = z.string().trim().max(40, 'Código de download inválido').regex(/^[0-9A-Za-z-]*$/, 'Código de download inválido').default('');

export const noticeQuerySchema = z.object({ nrAuto: documentNumber('Número do auto'), cdDownload: downloadCode });
export const embargoQuerySchema = z.object({ nrEmbargo: documentNumber('Número do embargo') });
export const ndfcQuerySchema = z.object({ nrNdfc: documentNumber('Número da NDFC'), cdDownload: downloadCode });

/** One infraction notice (auto de infração) of the employer. */
export const auditorNoticeSchema = z.object({
  nrAuto: z.string(),
  /** Infraction code (ementa), e.g. '001727-9'. */
  cdEmenta: z.string(),
  dsEmenta: z.string(),
  /** YYYY-MM-DD */
  dtLavratura: z.string().nullable(),
  /** The key the auditor wants back for the notice's details and file. */
  cdDownload: z.string(),
});
export type AuditorNotice = z.infer<typeof auditorNoticeSchema>;

/** GET AUDITOR_API.notices: the notices of the three codes, and how many others the filter left out. */
export const auditorNoticesSchema = z.object({ autos: z.array(auditorNoticeSchema), outros: z.number().int() });
export type AuditorNotices = z.infer<typeof auditorNoticesSchema>;

/** GET AUDITOR_API.notice: the notice's employer data and history (the auditor's GetAuto `result`). */
export const auditorNoticeDetailSchema = z.object({
  noRazaoSocial: z.string(),
  dsEndereco: z.string(),
  dsBairro: z.string(),
  sguf: z.string(),
  noMunicipio: z.string(),
  nrcep: z.string(),
  cdcnae: z.string(),
  dsHistorico: z.string(),
});
export type AuditorNoticeDetail = z.infer<typeof auditorNoticeDetailSchema>;

export const auditorEmbargoSchema = z.object({
  nrEmbargo: z.string(),
  /** 'Interdição' or 'Embargo' */
  tipo: z.string(),
  /** YYYY-MM-DD */
  data: z.string().nullable(),
  /** What was interdicted or embargoed. */
  objeto: z.string(),
});
export type AuditorEmbargo = z.infer<typeof auditorEmbargoSchema>;

export const auditorNdfcSchema = z.object({
  nrNdfc: z.string(),
  /** YYYY-MM-DD */
  data: z.string().nullable(),
  /** Debit notified, as a decimal text ('12345.67'). */
  valor: z.string(),
  /** Months (competências) the debit covers, as the auditor writes them. */
  competencias: z.string(),
  cdDownload: z.string(),
});
export type AuditorNdfc = z.infer<typeof auditorNdfcSchema>;
