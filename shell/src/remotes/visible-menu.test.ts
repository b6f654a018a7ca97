import { ROLES } from '@sisacte/contracts/auth/roles';
import type { MenuEntry } from '@sisacte/contracts/shell/menu';
import { landingPath, visibleGroups } from './visible-menu';

// The dashboard's entry as mf-painel publishes it: Painel first (what an older shell reads), and the
// two other roles whose holders land on the dashboard.
const painel: MenuEntry = {
  key: 'painel',
  label: 'Painel',
  path: '/admin/painel',
  role: ROLES.PAINEL,
  anyOf: [ROLES.ACOLHIMENTO, ROLES.DENUNCIAS],
  group: 'painel',
  order: 1,
};
const cadastros: MenuEntry = { key: 'welcomeds', label: 'Cadastros', path: '/admin/welcomeds', role: ROLES.ACOLHIMENTO, group: 'acolhimento', order: 1 };
const relatorios: MenuEntry = { key: 'relatorios', label: 'Relatórios', path: '/admin/relatorios', role: ROLES.RELATORIOS, group: 'fiscalizacao', order: 1 };
const entries = [relatorios, cadastros, painel];

const labels = (roles: string[]) => visibleGroups(entries, roles).map((g) => [g.key, g.items.map((i) => i.label)]);

describe('visible menu', () => {
  it('shows the Painel entry to a user with only Acolhimento, above their own group', () => {
    expect(labels([ROLES.ACOLHIMENTO])).toEqual([
      ['painel', ['Painel']],
      ['acolhimento', ['Cadastros']],
    ]);
  });

  it('shows it to holders of Denuncias or Painel alone, and to the administrator', () => {
    expect(labels([ROLES.DENUNCIAS])).toEqual([['painel', ['Painel']]]);
    expect(labels([ROLES.PAINEL])).toEqual([['painel', ['Painel']]]);
    expect(labels([ROLES.ADMIN]).map(([key]) => key)).toEqual(['painel', 'fiscalizacao', 'acolhimento']);
  });

  it('hides it from a user with none of its roles', () => {
    expect(labels([ROLES.RELATORIOS])).toEqual([['fiscalizacao', ['Relatórios']]]);
    expect(labels([])).toEqual([]);
  });

  it('reads an entry without anyOf (a menu published before it existed) by its role alone', () => {
    const { anyOf: _anyOf, ...old } = painel;
    expect(visibleGroups([old, cadastros], [ROLES.ACOLHIMENTO]).map((g) => g.key)).toEqual(['acolhimento']);
    expect(visibleGroups([old, cadastros], [ROLES.PAINEL]).map((g) => g.key)).toEqual(['painel']);
  });

  it('lands every user on the first screen of their sidebar', () => {
    expect(landingPath(entries, [ROLES.ACOLHIMENTO])).toBe('/admin/painel');
    expect(landingPath(entries, [ROLES.RELATORIOS])).toBe('/admin/relatorios');
    expect(landingPath(entries, [])).toBeNull();
  });
});
