import { z } from 'zod';
import { requiredText } from '../common/fields';
import { labelledId } from '../common/ids';
import { pageQuerySchema } from '../common/page';
import { COLOR_PATTERN, MAX_TEAM_MEMBERS, TEAM_PAGE_SIZE } from './team-rules';

// The paths, fixed lists and messages (no zod) are in team-rules.ts; re-exported here, so both import paths work.
export * from './team-rules';

export const teamMemberSchema = z.object({ id: z.number().int(), nome: z.string() });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  cor: z.string(),
  status: z.number().int(),
  membros: z.array(teamMemberSchema),
  /** How many operations use it (a team in use cannot be deleted). */
  operacoes: z.number().int(),
  created_at: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

const memberInputSchema = z.object({
  id: labelledId('Membro').optional().nullable(),
  nome: requiredText('Nome do membro', 200),
});

/**
 * POST /api/equipes. Members: each with its id is kept (and renamed), each without is added; a
 * member of the team left out of the list is removed (as DELETE /api/membros/{id} does).
 */
export const teamUpsertSchema = z.object({
  id: labelledId('id da equipe').optional().nullable(),
  nome: requiredText('Nome', 120),
  cor: z.string({ error: 'Cor é obrigatória' }).trim().regex(COLOR_PATTERN, 'Cor deve estar no formato #RRGGBB'),
  status: z.union([z.literal(0), z.literal(1)], { error: 'Situação deve ser 1 (ativa) ou 0 (inativa)' }).default(1),
  membros: z.array(memberInputSchema, { error: 'Membros devem ser uma lista' }).max(MAX_TEAM_MEMBERS, `No máximo ${MAX_TEAM_MEMBERS} membros`).default([]),
});
export type TeamUpsert = z.input<typeof teamUpsertSchema>;

/** GET /api/equipes: status filter; default sort id,asc; size 20. */
export const teamListQuerySchema = pageQuerySchema.extend({
  status: z.coerce.number({ error: 'Situação deve ser 0 ou 1' }).int().min(0, 'Situação deve ser 0 ou 1').max(1, 'Situação deve ser 0 ou 1').optional(),
  size: pageQuerySchema.shape.size.default(TEAM_PAGE_SIZE),
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;
