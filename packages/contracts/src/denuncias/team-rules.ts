// The paths, statuses, limits and messages of the inspection teams, without zod (teams.ts re-exports them with the schemas).

/**
 * Inspection teams (equipes): a name, a colour (the colour of its operations on the calendar), a
 * status (1 active, 0 inactive) and members [{nome}]. Only active teams can be given an operation;
 * a team used by an operation cannot be deleted, only made inactive.
 */
export const TEAMS_API = {
  /** GET: the page (status; 20 per page, id ascending); POST: create (no id) or update (with id). */
  page: '/api/equipes',
  /** GET: one team with its members; DELETE: a team no operation uses. */
  one: '/api/equipes/:id',
  /** DELETE: one member of a team. */
  member: '/api/membros/:id',
} as const;

export const TEAM_PAGE_SIZE = 20;
export const TEAM_ACTIVE = 1;
export const TEAM_INACTIVE = 0;
export const TEAM_STATUS_LABELS: Record<number, string> = { 1: 'Ativa', 0: 'Inativa' };
export const MAX_TEAM_MEMBERS = 50;
export const TEAM_NOT_FOUND_MESSAGE = 'Equipe não encontrada';
export const MEMBER_NOT_FOUND_MESSAGE = 'Membro não encontrado';
export const TEAM_IN_USE_MESSAGE = 'Esta equipe está em operações e não pode ser excluída: torne-a inativa.';
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
