import { grants, ROLES } from '@sisacte/contracts/auth/role-names';

/**
 * Who sees which section of the dashboard: the roles the server checks on each panel's calls
 * (packages/server/src/modules/painel/routes.ts). The shelter panels answer holders of Acolhimento or
 * Painel, the complaint section holders of Denuncias; the menu entry and the page's own check use
 * these lists, so the three always agree.
 */
export const SECTION_ROLES = {
  shelter: [ROLES.PAINEL, ROLES.ACOLHIMENTO],
  complaints: [ROLES.DENUNCIAS],
} as const;

/** Every role that opens the dashboard (at least one section): Painel first, the menu entry's main role. */
export const DASHBOARD_ROLES = [...SECTION_ROLES.shelter, ...SECTION_ROLES.complaints] as const;

const holdsAny = (roles: readonly string[] | undefined, wanted: readonly string[]) => wanted.some((role) => grants(roles, role));

/** The sections a user with `roles` sees. */
export function dashboardSections(roles: readonly string[] | undefined) {
  return { shelter: holdsAny(roles, SECTION_ROLES.shelter), complaints: holdsAny(roles, SECTION_ROLES.complaints) };
}
