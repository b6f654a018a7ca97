// The role names and what they mean, without zod: the session store, the shell and every screen's route guard
// need only these, so a first visit does not load zod for them. roles.ts re-exports all of it.
/**
 * The role catalogue. The sidebar (menu entries of each remote) and the server's
 * route guards use exactly these names, so a sidebar item and its endpoints are
 * always governed by the same role.
 *
 * `VisualizarTodasDemandas` is the one role name fixed from outside the project; the others
 * are ours, one per area of the sidebar, plus an administrator who passes every check.
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
  /**
   * The data-protection officer (encarregado, LGPD art. 41): the access trail ('Acessos' tabs, the
   * 'Auditoria' screen and its chain check) and the rights of the people in the register (data
   * report, anonymisation). Opens the register and a person's screen read-only (changing a record
   * takes Acolhimento); a complaint's screen, and so its 'Acessos' tab, takes Denuncias.
   */
  ENCARREGADO_DADOS: 'role.api.SisActe.EncarregadoDados',
} as const;

export type RoleName = (typeof ROLES)[keyof typeof ROLES];

export interface RoleCatalogueEntry {
  name: RoleName;
  /** What people call the role on screen, in Portuguese. */
  label: string;
  /** One line on what the role allows (also seeded as the role's description). */
  description: string;
}

/** Seeded into the roles table; these names cannot be renamed (code depends on them). */
export const ROLE_CATALOGUE: readonly RoleCatalogueEntry[] = [
  { name: ROLES.ADMIN, label: 'Administrador', description: 'Gerencia usuários e perfis e tem acesso a todas as áreas' },
  {
    name: ROLES.VISUALIZAR_TODAS_DEMANDAS,
    label: 'Ver todas as denúncias',
    description: 'Vê quem cadastrou cada denúncia e decide os pedidos de arquivamento e desarquivamento',
  },
  { name: ROLES.DENUNCIAS, label: 'Denúncias', description: 'Registra denúncias e mantém operações, equipes, indicadores e o questionário' },
  {
    name: ROLES.ACOLHIMENTO,
    label: 'Acolhimento',
    description: 'Cadastra pessoas acolhidas e acompanha estadias, encaminhamentos, monitoramentos, vagas e cursos',
  },
  { name: ROLES.RELATORIOS, label: 'Relatórios de fiscalização', description: 'Elabora relatórios de fiscalização e consulta os dados do auditor' },
  { name: ROLES.PAINEL, label: 'Painel', description: 'Vê o painel de estatísticas e baixa os seus relatórios' },
  { name: ROLES.AUTODIAGNOSTICO, label: 'Autodiagnóstico', description: 'Acompanha as avaliações de autodiagnóstico e os planos de ação' },
  {
    name: ROLES.ENCARREGADO_DADOS,
    label: 'Encarregado de dados',
    description: 'Consulta a trilha de acessos e atende os direitos dos titulares (relatório de dados, anonimização)',
  },
];

const BY_NAME = new Map<string, RoleCatalogueEntry>(ROLE_CATALOGUE.map((r) => [r.name, r]));

/** How a role is shown: its Portuguese label and what it allows; `technical` is the catalogue name behind the label. */
export interface RoleDisplay {
  label: string;
  description: string | null;
  /** The name the code and the token use, for a catalogue role; null for a role created in the users screen. */
  technical: string | null;
}

/**
 * A catalogue role gets its Portuguese label and description whatever the database says; a role
 * created in the users screen keeps the name (and the description) it was given.
 */
export function describeRole(role: { name: string; description?: string | null }): RoleDisplay {
  const known = BY_NAME.get(role.name);
  if (known) return { label: known.label, description: known.description, technical: known.name };
  return { label: role.name, description: role.description?.trim() || null, technical: null };
}

/** The Portuguese label of a role name (the name itself for a role outside the catalogue). */
export const roleLabel = (name: string): string => BY_NAME.get(name)?.label ?? name;

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
