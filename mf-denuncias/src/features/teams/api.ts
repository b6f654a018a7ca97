import { http } from '@sisacte/api-client';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { type Page } from '@sisacte/contracts/common/page';
import { type Team, TEAM_PAGE_SIZE, TEAMS_API, type TeamUpsert } from '@sisacte/contracts/denuncias/teams';

/** GET /api/equipes: status filter, 20 per page, id ascending. */
export const listTeams = (page: number, status: number | null) => http.get<Page<Team>>(TEAMS_API.page, { status, page, size: TEAM_PAGE_SIZE, sort: 'id,asc' });
export const getTeam = (id: number) => http.get<Team>(fillPath(TEAMS_API.one, { id }));
/** POST /api/equipes: creates (no id) or updates (with id); the members sent are the whole list. */
export const saveTeam = (body: TeamUpsert) => http.create<Team>(TEAMS_API.page, body);
export const deleteTeam = (id: number) => http.delete(fillPath(TEAMS_API.one, { id }));
/** DELETE /api/membros/{id}: answers the team as it is now. */
export const deleteMember = (id: number) => http.delete<Team>(fillPath(TEAMS_API.member, { id }));
