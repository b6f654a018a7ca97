import { z } from 'zod';
import { requiredText } from '../common/fields';
import { authorRefSchema } from '../common/ids';
import { requestDate } from './trail';

/**
 * The rights of the people in the register (LGPD art. 18), exercised by the data-protection officer
 * (role Encarregado de dados) from a person's screen. Each asks for the request's date and its
 * reference (a protocol or letter number, never the person's name) and is written to the access trail.
 * - Data report: everything the platform holds about the person (the record, the family group, stays,
 *   referrals, monitoring visits, courses, vacancies, the record's history and files), as a PDF in
 *   Portuguese or as JSON for portability. It holds no one else's data: the other members of the family
 *   group appear by their internal id only, the family composition of a visit by relationship, age and
 *   disability, never by name, CPF or any other identifier.
 * - Correction: the person's usual edit (traced like every change).
 * - Anonymisation: irreversible. Name, CPF, CRNM (rg), address, CEP, birthplace and foreign place are
 *   removed, the birth date becomes the one that gives the same age on the day of registration (so the
 *   dashboard's age ranges do not move), the family link and the free texts (referral and visit notes,
 *   the names in a visit's family composition, the values in the record's history) are cleared, the
 *   files deleted. Sex, nationality, civil status, schooling, professions and every stay, referral, visit,
 *   course and vacancy stay as they were, so every count of the dashboard is the same. The record can no
 *   longer be changed, nor get new records.
 */
export const LGPD_API = {
  /** GET ?formato=pdf|json&data_pedido&referencia: the person's data report (PDF inline, JSON saved). */
  dataReport: '/api/welcomeds/:id/dados-pessoais',
  /** POST lgpdRequestSchema: anonymises the person; answers the record as it is now. */
  anonymise: '/api/welcomeds/:id/anonimizar',
  /** GET: whether, when and why the person was anonymised (null when not). */
  anonymisation: '/api/welcomeds/:id/anonimizacao',
} as const;

/** The record a person's files belong to (the person screen's 'Arquivos' tab). */
export const PERSON_FILE_ENTITY = 'pessoa';

export const lgpdRequestSchema = z.object({
  data_pedido: requestDate,
  referencia: requiredText('Referência do pedido', 100, { feminine: true }),
});
export type LgpdRequest = z.infer<typeof lgpdRequestSchema>;

export const DATA_REPORT_FORMATS = ['pdf', 'json'] as const;
export const dataReportQuerySchema = lgpdRequestSchema.extend({
  formato: z.enum(DATA_REPORT_FORMATS, { error: 'Formato deve ser pdf ou json' }),
});
export type DataReportQuery = z.infer<typeof dataReportQuerySchema>;

export const ANONYMISATION_REASONS = { pedido: 'Pedido do titular', retencao: 'Prazo de retenção' } as const;

export const anonymisationSchema = z
  .object({
    /** ISO date-time. */
    anonimizado_em: z.string(),
    /** null: the retention (the system). */
    por: authorRefSchema.nullable(),
    motivo: z.enum(['pedido', 'retencao']),
    data_pedido: z.string().nullable(),
    referencia: z.string().nullable(),
  })
  .nullable();
export type Anonymisation = z.infer<typeof anonymisationSchema>;

export const ANONYMISED_NAME = 'Pessoa anonimizada';
export const anonymisedPersonMessage = (when: string) =>
  `Este cadastro foi anonimizado em ${when}: os dados pessoais foram removidos e ele não pode mais ser alterado nem receber novos registros`;
export const ALREADY_ANONYMISED_MESSAGE = 'Este cadastro já foi anonimizado';

const who = authorRefSchema.nullable();
const change = z.object({ campo: z.string(), de: z.string().nullable(), para: z.string().nullable() });

/** The JSON data report (portability): every record tied to the person, in Portuguese field names. */
export const personDataReportSchema = z.object({
  gerado_em: z.string(),
  pedido: z.object({ data: z.string(), referencia: z.string() }),
  cadastro: z.object({
    id: z.number().int(),
    nome: z.string(),
    sexo: z.string().nullable(),
    data_nascimento: z.string().nullable(),
    nacionalidade: z.string().nullable(),
    cpf: z.string().nullable(),
    crnm: z.string().nullable(),
    estado_civil: z.string().nullable(),
    escolaridade: z.string().nullable(),
    profissoes: z.array(z.string()),
    cep: z.string().nullable(),
    endereco: z.string().nullable(),
    complemento: z.string().nullable(),
    bairro: z.string().nullable(),
    endereco_uf: z.string().nullable(),
    endereco_cidade: z.string().nullable(),
    naturalidade_uf: z.string().nullable(),
    naturalidade_cidade: z.string().nullable(),
    estado_estrangeiro: z.string().nullable(),
    cidade_estrangeira: z.string().nullable(),
    situacao: z.string(),
    cadastrado_em: z.string(),
    cadastrado_por: who,
  }),
  /** The group and its other members, by internal id only (their names and documents are their own data). */
  familia: z.object({ grupo: z.number().int().nullable(), membros: z.array(z.object({ id: z.number().int() })) }),
  estadias: z.array(z.object({ id: z.number().int(), checkin: z.string(), checkout: z.string().nullable(), registrado_em: z.string(), registrado_por: who })),
  encaminhamentos: z.array(
    z.object({ id: z.number().int(), data: z.string(), tipos: z.array(z.string()), observacoes: z.string().nullable(), registrado_em: z.string(), registrado_por: who }),
  ),
  monitoramentos: z.array(
    z.object({
      id: z.number().int(),
      data: z.string(),
      trabalhando: z.boolean().nullable(),
      carteira_assinada: z.boolean().nullable(),
      gosta_do_trabalho: z.boolean().nullable(),
      beneficios: z.array(z.string()),
      riscos: z.array(z.string()),
      moradia: z.string().nullable(),
      niveis_de_apoio: z.array(z.string()),
      necessidades: z.array(z.string()),
      observacoes: z.string().nullable(),
      /** The household as the visit recorded it, without the members' names. */
      composicao_familiar: z.array(z.object({ parentesco: z.string().nullable(), idade: z.number().int().nullable(), deficiencia: z.boolean().nullable() })),
      registrado_por: who,
    }),
  ),
  cursos: z.array(z.object({ id: z.number().int(), curso: z.string(), inicio: z.string().nullable(), fim: z.string().nullable(), situacao: z.string(), matriculado_em: z.string() })),
  vagas: z.array(z.object({ id: z.number().int(), vaga: z.number().int(), funcao: z.string().nullable(), empregador: z.string(), situacao: z.string(), encaminhado_em: z.string() })),
  historico: z.array(z.object({ em: z.string(), acao: z.string(), evento: z.string().nullable(), alteracoes: z.array(change), por: who })),
  arquivos: z.array(z.object({ id: z.number().int(), nome: z.string(), tipo: z.string(), tamanho: z.number().int(), enviado_em: z.string() })),
  anonimizacao: anonymisationSchema,
});
export type PersonDataReport = z.infer<typeof personDataReportSchema>;
