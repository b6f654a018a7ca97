import { z } from 'zod';

/**
 * The role catalogue. The sidebar (menu entries of each remote) and the server's
 * route guards use exactly these names, so a sidebar item and its endpoints are
 * always governed by the same role.
 *
 * `VisualizarTodasDemandas` is the one role name given by the spec; the others are
 * ours, one per area of the sidebar, plus an administrator who passes every check.
 */
export const ROLES = {
  /** Administrator: users and roles, and implicitly every other role. */
  ADMIN: 'role.api.SisActe.Administrador',
  /** Sees the author column of complaints and decides archive requests. */
  VISUALIZAR_TODAS_DEMANDAS: 'role.api.SisActe.VisualizarTodasDemandas',
  /** Complaints back office: list, profile, operations, teams, indicators, questionnaire. */
  DENUNCIAS: 'role.api.SisActe.Denuncias',
  /** Case management: welcomed people, stays, referrals, monitoring, employers, vacancies, volunteers, courses. */
  ACOLHIMENTO: 'role.api.SisActe.Acolhimento',
  /** Inspection reports wizard and the auditor integration. */
  RELATORIOS: 'role.api.SisActe.Relatorios',
  /** Dashboard. */
  PAINEL: 'role.api.SisActe.Painel',
  /** Self-diagnosis models and their follow-up in the back office. */
  AUTODIAGNOSTICO: 'role.api.SisActe.Autodiagnostico',
} as const;

export type RoleName = (typeof ROLES)[keyof typeof ROLES];

export interface RoleCatalogueEntry {
  name: RoleName;
  description: string;
}

/** Seeded into the roles table; these names cannot be renamed (code depends on them). */
export const ROLE_CATALOGUE: readonly RoleCatalogueEntry[] = [
  { name: ROLES.ADMIN, description: 'Administrador: usuários, perfis e acesso a todas as áreas' },
  { name: ROLES.VISUALIZAR_TODAS_DEMANDAS, description: 'Visualiza todas as denúncias e decide pedidos de arquivamento' },
  { name: ROLES.DENUNCIAS, description: 'Denúncias, operações, equipes, indicadores e questionário' },
  { name: ROLES.ACOLHIMENTO, description: 'Acolhimento: cadastros, estadias, encaminhamentos, monitoramentos, vagas e cursos' },
  { name: ROLES.RELATORIOS, description: 'Relatórios de fiscalização' },
  { name: ROLES.PAINEL, description: 'Painel de indicadores' },
  { name: ROLES.AUTODIAGNOSTICO, description: 'Autodiagnóstico: acompanhamento das avaliações' },
];

/** True when `roles` grants `required`. The administrator holds every role. */
export function grants(roles: readonly string[] | undefined | null, required: string): boolean {
  if (!roles) return false;
  return roles.includes(required) || roles.includes(ROLES.ADMIN);
}

/** Roles as the users screen manages them. */
export const ROLES_API = {
  /** GET: the page of roles. */
  page: '/api/roles',
  /** POST creates, PUT renames (system roles cannot be renamed). */
  save: '/api/role',
} as const;

export const ROLE_PAGE_SIZE = 50;

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  system: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;

const roleName = z
  .string({ error: 'Nome do perfil é obrigatório' })
  .trim()
  .min(3, 'Nome do perfil deve ter ao menos 3 caracteres')
  .max(120, 'Nome do perfil deve ter no máximo 120 caracteres');

export const roleCreateSchema = z.object({
  name: roleName,
  description: z.string().trim().max(300, 'Descrição deve ter no máximo 300 caracteres').nullish(),
});
export const roleUpdateSchema = roleCreateSchema.extend({
  id: z.number({ error: 'id do perfil é obrigatório' }).int('id do perfil inválido').positive('id do perfil inválido'),
});
export type RoleCreate = z.infer<typeof roleCreateSchema>;
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;

