import { z } from 'zod';
import { requiredText } from '../common/fields';

// The paths, fixed lists and messages (no zod) are in function-rules.ts; re-exported here, so both import paths work.
export * from './function-rules';

/** A function (profession) a person can do. */
export const functionSchema = z.object({ id: z.number().int(), name: z.string() });
export type WelcomedFunction = z.infer<typeof functionSchema>;

export const functionSearchQuerySchema = z.object({
  text: z.string().trim().max(100, 'Texto deve ter no máximo 100 caracteres').optional().default(''),
});

export const functionCreateSchema = z.object({
  name: requiredText('Nome da profissão', 100, { min: 2 }),
});
export type FunctionCreate = z.infer<typeof functionCreateSchema>;

/** Names what holds the function: people's records (active or trashed) and vacancies. */
export const functionInUseMessage = (name: string, people: number, vacancies = 0) =>
  `A profissão "${name}" não pode ser excluída: está em uso em ${[people > 0 ? `${people} cadastro(s)` : '', vacancies > 0 ? `${vacancies} vaga(s)` : ''].filter(Boolean).join(' e ')}`;
export const functionTakenMessage = (name: string) => `Já existe a profissão "${name}"`;
export const FUNCTION_NOT_FOUND_MESSAGE = 'Profissão não encontrada';
