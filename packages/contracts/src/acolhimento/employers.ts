import { z } from 'zod';
import { addressInputShape, addressShape } from '../common/address';
import { entityPaths } from '../common/api-path';
import { onlyDigits } from '../common/cpf';
import { optionalEmail, optionalText, requiredText, savedMessages } from '../common/fields';
import { recordSchema, updateSchemaOf } from '../common/ids';
import { pageQuerySchema, pageSchema, reportQueryOf } from '../common/page';
import { queryText } from '../common/query';

/**
 * Employers (empregadores) that offer vacancies: a company (CNPJ) or a person (CPF), with CNAE,
 * address and contact. The list takes ?name and ?document (id descending by default); `remove` is
 * refused while the employer has vacancies; the XLSX is empregadores.xlsx.
 */
export const EMPLOYERS_API = {
  ...entityPaths('employers', 'employer'),
  /** GET: every employer by name, short (the vacancy form's choice). */
  all: '/api/employers-list',
} as const;

export const EMPLOYER_MESSAGES = savedMessages('Empregador Cadastrado!');
export const EMPLOYER_NOT_FOUND_MESSAGE = 'Empregador não encontrado';
export const employerCnaeUnknownMessage = (code: string) => `CNAE ${code.slice(0, 20)} não existe na tabela do IBGE: escolha um da lista`;
export const EMPLOYER_DOCUMENT_INVALID_MESSAGE = 'CPF ou CNPJ inválido (confira os dígitos verificadores)';
export const employerDocumentTakenMessage = (name: string) => `CPF/CNPJ já cadastrado para o empregador ${name}`;
export const employerWithVacanciesMessage = (name: string, n: number) =>
  `O empregador "${name}" não pode ser excluído: tem ${n} vaga(s) cadastrada(s)`;

export const EMPLOYER_SORT_FIELDS = ['id', 'name'] as const;

export const cnaeRefSchema = z.object({ cod_subclasse: z.string(), desc_subclasse: z.string() });

export const employerSchema = recordSchema({
  name: z.string(),
  /** 14 digits (CNPJ) or 11 (CPF), no mask. */
  document: z.string(),
  document_type: z.enum(['CNPJ', 'CPF']),
  cnae: cnaeRefSchema.nullable(),
  ...addressShape,
  contact_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type Employer = z.infer<typeof employerSchema>;
export const employerPageSchema = pageSchema(employerSchema);
export const employerShortSchema = employerSchema.pick({ id: true, name: true, document: true });

/** POST /api/employer. `document` masked or digits; its check digits are verified by the server. */
export const employerCreateSchema = z.object({
  name: requiredText('Nome', 200),
  document: z
    .string({ error: 'CPF ou CNPJ é obrigatório' })
    .trim()
    .min(1, 'CPF ou CNPJ é obrigatório')
    .max(20, EMPLOYER_DOCUMENT_INVALID_MESSAGE)
    .regex(/^[\d./\-\s]*$/, EMPLOYER_DOCUMENT_INVALID_MESSAGE)
    .transform(onlyDigits)
    .refine((d) => d.length === 11 || d.length === 14, { error: EMPLOYER_DOCUMENT_INVALID_MESSAGE }),
  cnae: z
    .object(
      {
        cod_subclasse: z.string().trim().min(1, 'CNAE inválido').max(10, 'CNAE inválido'),
        // the server stores the IBGE table's description of the code: what is sent here is ignored
        desc_subclasse: z.string({ error: 'CNAE inválido' }).trim().max(300, 'CNAE inválido').optional(),
      },
      { error: 'CNAE inválido' },
    )
    .nullish()
    .transform((v) => v ?? null),
  ...addressInputShape,
  contact_name: optionalText('Contato', 150),
  phone: optionalText('Telefone', 30),
  email: optionalEmail(150),
});
export const employerUpdateSchema = updateSchemaOf(employerCreateSchema, 'id do empregador inválido');
export type EmployerCreate = z.input<typeof employerCreateSchema>;
export type EmployerCreateParsed = z.output<typeof employerCreateSchema>;
export type EmployerUpdateParsed = z.output<typeof employerUpdateSchema>;

export const employerFilterSchema = z.object({
  name: queryText('Nome', 200),
  /** Digits or masked; matched on its digits (prefix). */
  document: queryText('CPF/CNPJ', 20).transform((v) => (v ? onlyDigits(v) || undefined : undefined)),
});
export type EmployerFilter = z.output<typeof employerFilterSchema>;
export const employerListQuerySchema = pageQuerySchema.extend(employerFilterSchema.shape);
export const employerReportQuerySchema = reportQueryOf(employerListQuerySchema);
