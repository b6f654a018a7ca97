import { ROLES } from '@sisacte/contracts/auth/roles';
import { canSeeMenuEntry, menuEntryRoles } from '@sisacte/contracts/shell/menu';
import { menu } from './menu';
import { dashboardSections } from './shared/sections';

const [painel] = menu;

describe("mf-painel's sidebar entry", () => {
  it('shows to a user with only Acolhimento, only Denuncias or only Painel, and to the administrator', () => {
    for (const role of [ROLES.ACOLHIMENTO, ROLES.DENUNCIAS, ROLES.PAINEL, ROLES.ADMIN]) expect(canSeeMenuEntry(painel!, [role])).toBe(true);
    expect(canSeeMenuEntry(painel!, [ROLES.RELATORIOS, ROLES.AUTODIAGNOSTICO])).toBe(false);
  });

  it('keeps Painel as its role, what a shell that predates anyOf reads', () => {
    expect(painel!.role).toBe(ROLES.PAINEL);
  });

  it('opens for exactly the users the page shows a section to', () => {
    const every = Object.values(ROLES).map((role) => [role]);
    for (const roles of every) {
      const { shelter, complaints } = dashboardSections(roles);
      expect([roles[0], canSeeMenuEntry(painel!, roles)]).toEqual([roles[0], shelter || complaints]);
    }
    expect(menuEntryRoles(painel!).sort()).toEqual([ROLES.ACOLHIMENTO, ROLES.DENUNCIAS, ROLES.PAINEL].sort());
  });
});
