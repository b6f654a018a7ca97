import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { grants, ROLE_CATALOGUE, ROLES } from '@sisacte/contracts/auth/roles';
import { canSeeMenuEntry, MENU_GROUPS, type MenuEntry } from '@sisacte/contracts/shell/menu';
import { menu as acolhimentoMenu } from '../../mf-acolhimento/src/menu';
import { menu as denunciasMenu } from '../../mf-denuncias/src/menu';
import { menu as painelMenu } from '../../mf-painel/src/menu';
import { menu as relatoriosMenu } from '../../mf-relatorios/src/menu';
import { menu as autodiagnosticoMenu } from '../../mf-autodiagnostico/src/menu';
import { createUserWithRole, expectNoAxeViolations, login, openFromSidebar, sidebar } from './support';

/**
 * One user per role of the catalogue, holding only that role: they visit every entry of their
 * sidebar and a screen of every area, by address (a bookmark, a shared link). Nobody is ever
 * logged out or sent to the public home; a screen of a role they lack says 'Acesso negado'.
 */

const SESSION_KEY = 'sisacte.session';
const stamp = Date.now().toString(36);
const MENU: MenuEntry[] = [...painelMenu, ...denunciasMenu, ...acolhimentoMenu, ...relatoriosMenu, ...autodiagnosticoMenu];

/** A screen of each area that has screens, and the role it needs. */
const AREA_SCREENS = [
  // the dashboard has a section for each of these roles
  { path: '/admin/painel', role: [ROLES.PAINEL, ROLES.ACOLHIMENTO, ROLES.DENUNCIAS] },
  { path: '/admin/indicadores/list', role: ROLES.DENUNCIAS },
  { path: '/admin/indicadores/novo', role: ROLES.DENUNCIAS },
  // the data-protection officer opens the register read-only (its LGPD actions and 'Acessos' tab are on a person's screen)
  { path: '/admin/cadastros', role: [ROLES.ACOLHIMENTO, ROLES.ENCARREGADO_DADOS] },
  { path: '/admin/cadastros/cadastrar', role: ROLES.ACOLHIMENTO },
  { path: '/admin/configuracoes/usuarios', role: ROLES.ADMIN },
  { path: '/admin/configuracoes/usuarios/1', role: ROLES.ADMIN },
];

/** Whether `roles` open `screen` (one of its roles, when it names several). */
const opens = (roles: string[], screen: { role: string | string[] }) =>
  (Array.isArray(screen.role) ? screen.role : [screen.role]).some((role) => grants(roles, role));


/** Creates a user holding only `roleName`; returns the login. */
async function oneRoleUser(request: APIRequestContext, roleName: string, index: number) {
  const username = `perfil${index}.${stamp}`;
  await createUserWithRole(request, { name: `Pessoa ${index} ${stamp}`, username, password: 'senha-de-teste-1' }, roleName);
  return { username, password: 'senha-de-teste-1' };
}

/** Every API answer that would end a session or shows a missing endpoint. */
function watchRefusals(page: Page) {
  const refused: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && [401, 403, 404].includes(r.status())) refused.push(`${r.status()} ${url.pathname}`);
  });
  return refused;
}

async function expectStillLoggedIn(page: Page, name: RegExp) {
  await expect(page.getByTestId('user-name')).toHaveText(name, { timeout: 30_000 });
  await expect(page).not.toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { name: 'Trabalho digno, sem exploração' })).toHaveCount(0);
  expect(await page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? '{}').state?.token ?? null, SESSION_KEY)).not.toBeNull();
}

/** Clicks a sidebar entry, opening its group first when it is closed. */
const openEntry = (page: Page, entry: MenuEntry) => openFromSidebar(page, MENU_GROUPS[entry.group].title, entry.label, new RegExp(`${entry.path}$`));

ROLE_CATALOGUE.forEach((role, index) => {
  test(`a user with only the role ${role.label} is never logged out, and sees 'Acesso negado' where the role is missing`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const roles = [role.name];
    const mine = MENU.filter((e) => canSeeMenuEntry(e, roles));
    const user = await oneRoleUser(request, role.name, index);
    const name = new RegExp(`Pessoa ${index} ${stamp}`);
    const refused = watchRefusals(page);

    // the start: the dashboard for its holders, else the first screen of the sidebar, else a notice
    const first = opens(roles, AREA_SCREENS[0]!) ? '/admin/painel' : [...mine].sort((a, b) => MENU_GROUPS[a.group].order - MENU_GROUPS[b.group].order || a.order - b.order)[0]?.path;
    await login(page, user.username, user.password, new RegExp(`${first ?? '/admin'}$`));
    await expectStillLoggedIn(page, name);
    if (!first) await expect(page.getByRole('heading', { name: 'Nenhuma área disponível' })).toBeVisible();

    // every entry of the sidebar opens its screen
    const nav = sidebar(page);
    for (const entry of MENU) {
      if (!canSeeMenuEntry(entry, roles)) await expect(nav.getByRole('menuitem', { name: new RegExp(`${entry.label}$`) })).toHaveCount(0);
    }
    for (const entry of mine) {
      await openEntry(page, entry);
      await expectStillLoggedIn(page, name);
      await expect(page.getByRole('heading', { name: 'Acesso negado' })).toHaveCount(0);
    }

    // a screen of every area, by its address
    for (const screen of AREA_SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByTestId('user-name')).toBeVisible();
      const denied = page.getByRole('heading', { name: 'Acesso negado' });
      if (opens(roles, screen)) await expect(denied, `${screen.path} abre para ${role.label}`).toHaveCount(0);
      else await expect(denied, `${screen.path} nega ${role.label}`).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
      await expectStillLoggedIn(page, name);
    }

    // the way back from 'Acesso negado' stays in the back office
    const forbidden = AREA_SCREENS.find((s) => !opens(roles, s));
    if (forbidden) {
      await page.goto(forbidden.path);
      await page.getByRole('button', { name: 'Ir para o início' }).click();
      await expect(page).toHaveURL(new RegExp(`${first ?? '/admin'}$`));
      await expectStillLoggedIn(page, name);
    }

    // the public home knows the user is logged in
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ir para o painel' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${first ?? '/admin'}$`));
    await expectStillLoggedIn(page, name);

    expect(refused, 'nenhuma resposta 401/403/404 da API').toEqual([]);
  });
});

test("'Acesso negado' keeps the layout and its menu, and 'Voltar' returns to the previous screen", async ({ page, request }) => {
  const user = await oneRoleUser(request, ROLES.ACOLHIMENTO, 90);
  // an Acolhimento holder starts on the dashboard (its shelter section), then opens Cadastros
  await login(page, user.username, user.password, /\/admin\/painel$/);
  await page.goto('/admin/cadastros');
  await expect(page.getByRole('heading', { name: 'Cadastros' })).toBeVisible();
  // a link inside the app (as from a notification or another screen) to a screen of another role,
  // pushed the way the app's router pushes it
  await page.evaluate(() => {
    history.pushState({ usr: null, key: 'link', idx: 1 }, '', '/admin/configuracoes/usuarios');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  await expect(page.getByText(/Ela é do perfil Administrador/)).toBeVisible();
  // the sidebar keeps the user's own groups open (the page belongs to none of them)
  await expect(sidebar(page).getByRole('menuitem', { name: /Acolhimento$/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(page).getByRole('menuitem', { name: /Cadastros$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'Acesso negado');
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/admin\/cadastros$/);
  await expect(page.getByRole('heading', { name: 'Cadastros' })).toBeVisible();
});
