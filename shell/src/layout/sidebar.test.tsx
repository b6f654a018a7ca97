import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from '@sisacte/contracts/auth/role-names';
import type { MenuEntry } from '@sisacte/contracts/shell/menu';
import type { SessionUser } from '@sisacte/auth';
import { renderAt } from '@sisacte/ui/test';
import { SHELL_MENU, useMenuStore } from '../remotes/menu-store';
import { Sidebar } from './sidebar';

const admin = { id: 1, username: 'admin', name: 'Administrador', roles: [ROLES.ADMIN] } as unknown as SessionUser;
const ACOLHIMENTO: MenuEntry[] = [
  { key: 'cadastros', label: 'Cadastros', path: '/admin/cadastros', role: ROLES.ACOLHIMENTO, group: 'acolhimento', order: 1, icon: 'UserOutlined' },
];
const DENUNCIAS: MenuEntry[] = [
  { key: 'questionario', label: 'Questionário', path: '/admin/questionario/edit', role: ROLES.DENUNCIAS, group: 'denuncias', order: 1, icon: 'FormOutlined' },
];
const group = (name: string) => screen.getByRole('menuitem', { name });

beforeEach(() => useMenuStore.setState({ byRemote: { shell: SHELL_MENU }, ready: false }));

describe('the sidebar while the remotes’ menus arrive', () => {
  it('opens no group until the page’s entry arrives, then its group, and closes none by itself', async () => {
    renderAt(<Sidebar user={admin} />, '/admin/cadastros');
    // Only the shell's own entry so far (Configurações): not opened, so nothing will close under the pointer.
    expect(group('Configurações')).toHaveAttribute('aria-expanded', 'false');
    act(() => useMenuStore.setState((s) => ({ byRemote: { ...s.byRemote, 'mf-denuncias': DENUNCIAS } })));
    expect(group('Denúncias')).toHaveAttribute('aria-expanded', 'false');
    // The person opens Denúncias just as the page's own remote answers.
    await userEvent.click(group('Denúncias'));
    act(() => useMenuStore.setState((s) => ({ byRemote: { ...s.byRemote, 'mf-acolhimento': ACOLHIMENTO }, ready: true })));
    expect(group('Denúncias')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Questionário' })).toBeVisible();
    expect(group('Configurações')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the page’s group once its entry arrives, the others closed', () => {
    renderAt(<Sidebar user={admin} />, '/admin/cadastros');
    act(() => useMenuStore.setState((s) => ({ byRemote: { ...s.byRemote, 'mf-denuncias': DENUNCIAS, 'mf-acolhimento': ACOLHIMENTO }, ready: true })));
    expect(group('Acolhimento')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Cadastros' })).toHaveAttribute('aria-current', 'page');
    expect(group('Denúncias')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens every group on a page none of the user’s entries names, once all menus have answered', () => {
    renderAt(<Sidebar user={admin} />, '/admin/outra-coisa');
    act(() => useMenuStore.setState((s) => ({ byRemote: { ...s.byRemote, 'mf-denuncias': DENUNCIAS } })));
    expect(group('Denúncias')).toHaveAttribute('aria-expanded', 'false');
    act(() => useMenuStore.setState((s) => ({ byRemote: { ...s.byRemote, 'mf-acolhimento': ACOLHIMENTO }, ready: true })));
    expect(group('Denúncias')).toHaveAttribute('aria-expanded', 'true');
    expect(group('Acolhimento')).toHaveAttribute('aria-expanded', 'true');
  });
});
