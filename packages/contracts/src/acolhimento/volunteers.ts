import { z } from 'zod';
import { entityPaths } from '../common/api-path';
import { optionalEmail, optionalText, requiredText, savedMessages } from '../common/fields';
import { recordSchema, updateSchemaOf } from '../common/ids';
import { pageQuerySchema, pageSchema, reportQueryOf } from '../common/page';
import { queryText } from '../common/query';

/**
 * Volunteers (voluntários) of the shelter network: name, contact, skills and availability. The list
 * takes ?name (id descending by default); the XLSX is voluntarios.xlsx.
 */
export const VOLUNTEERS_API = entityPaths('volunteers', 'volunteer');

export const VOLUNTEER_MESSAGES = savedMessages('Voluntário Cadastrado!');
export const VOLUNTEER_NOT_FOUND_MESSAGE = 'Voluntário não encontrado';
export const VOLUNTEER_SORT_FIELDS = ['id', 'name'] as const;

export const volunteerSchema = recordSchema({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  skills: z.string().nullable(),
  availability: z.string().nullable(),
});
export type Volunteer = z.infer<typeof volunteerSchema>;
export const volunteerPageSchema = pageSchema(volunteerSchema);

export const volunteerCreateSchema = z.object({
  name: requiredText('Nome', 150),
  phone: optionalText('Telefone', 30),
  email: optionalEmail(150),
  skills: optionalText('Habilidades', 1000),
  availability: optionalText('Disponibilidade', 200),
});
export const volunteerUpdateSchema = updateSchemaOf(volunteerCreateSchema, 'id do voluntário inválido');
export type VolunteerCreateParsed = z.output<typeof volunteerCreateSchema>;
export type VolunteerUpdateParsed = z.output<typeof volunteerUpdateSchema>;
export const volunteerListQuerySchema = pageQuerySchema.extend({ name: queryText('Nome', 150) });
export const volunteerReportQuerySchema = reportQueryOf(volunteerListQuerySchema);
