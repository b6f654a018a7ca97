import { z } from 'zod';
import { optionalText } from '../common/fields';
import { authorRefSchema, positiveId } from '../common/ids';
import { pageQuerySchema, pageSchema } from '../common/page';
import { queryText } from '../common/query';

/** Volunteers (voluntários) of the shelter network: name, contact, skills and availability. */
export const VOLUNTEERS_API = {
  /** GET: the page (?name; id descending by default). */
  list: '/api/volunteers',
  one: '/api/volunteers/:id',
  /** POST creates, PUT updates (the body has the id). */
  save: '/api/volunteer',
  remove: '/api/volunteer/:id',
  /** PDF of the filtered list. */
  report: '/api/volunteers/report',
  /** XLSX of the filtered list (voluntarios.xlsx). */
  reportXlsx: '/api/volunteers/report-xlsx',
} as const;

export const VOLUNTEER_MESSAGES = { CREATED: 'Voluntário Cadastrado!', UPDATED: 'Dados atualizados!' } as const;
export const VOLUNTEER_NOT_FOUND_MESSAGE = 'Voluntário não encontrado';
export const VOLUNTEER_SORT_FIELDS = ['id', 'name'] as const;

export const volunteerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  skills: z.string().nullable(),
  availability: z.string().nullable(),
  author: authorRefSchema.nullable(),
  created_at: z.string(),
});
export type Volunteer = z.infer<typeof volunteerSchema>;
export const volunteerPageSchema = pageSchema(volunteerSchema);

export const volunteerCreateSchema = z.object({
  name: z.string({ error: 'Nome é obrigatório' }).trim().min(1, 'Nome é obrigatório').max(150, 'Nome deve ter no máximo 150 caracteres'),
  phone: optionalText('Telefone', 30),
  email: optionalText('E-mail', 150).refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: 'E-mail inválido' }),
  skills: optionalText('Habilidades', 1000),
  availability: optionalText('Disponibilidade', 200),
});
export const volunteerUpdateSchema = volunteerCreateSchema.extend({ id: positiveId('id do voluntário inválido') });
export type VolunteerCreateParsed = z.output<typeof volunteerCreateSchema>;
export type VolunteerUpdateParsed = z.output<typeof volunteerUpdateSchema>;
export const volunteerListQuerySchema = pageQuerySchema.extend({ name: queryText('Nome', 150) });

/** The reports take the list's filters and its sort. */
export const volunteerReportQuerySchema = z.object({ name: queryText('Nome', 150), sort: pageQuerySchema.shape.sort });
