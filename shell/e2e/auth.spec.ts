import { expect, test } from '@playwright/test';
import { login } from './support';

const SESSION_KEY = 'sisacte.session';

test('a failed login shows the message and keeps the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill('admin');
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toContainText('Usuário ou senha inválidos');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Usuário')).toHaveValue('admin');
});

test('login lands on /admin/painel inside the shell with the sidebar; logout clears the session', async ({ page }) => {
  await login(page);
  await expect(page.getByTestId('user-name')).toHaveText(/Administrador/);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  // only the current page's group is open (the dashboard's); the others open and close on a click
  await expect(nav.getByText('Configurações')).toBeVisible();
  await expect(nav.getByText('Usuários')).toBeHidden();
  await nav.getByText('Configurações').click();
  await expect(nav.getByText('Usuários')).toBeVisible();
  await nav.getByText('Configurações').click();
  await expect(nav.getByText('Usuários')).toBeHidden();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? '{}').state?.token ?? null, SESSION_KEY)).toBeNull();
  await page.goto('/admin/painel');
  await expect(page).toHaveURL(/\/$/);
});

test('a protected route without a session goes home, and the login then opens it; unknown addresses go home', async ({ page }) => {
  await page.goto('/admin/configuracoes/usuarios');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Trabalho digno, sem exploração' })).toBeVisible();
  await page.goto('/nao-existe/em-lugar-nenhum');
  await expect(page).toHaveURL(/\/$/);
  await login(page, 'admin', 'admin', /\/admin\/configuracoes\/usuarios$/);
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
  await page.goto('/admin/nao-existe');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/configuracoes/usuarios/xyz/abc');
  await expect(page).toHaveURL(/\/$/);
});

test('an expired token on a protected route goes home', async ({ page }) => {
  await login(page);
  await page.evaluate((k) => {
    const stored = JSON.parse(sessionStorage.getItem(k)!);
    stored.state.user.exp = Math.floor(Date.now() / 1000) - 10;
    sessionStorage.setItem(k, JSON.stringify(stored));
  }, SESSION_KEY);
  await page.goto('/admin/configuracoes/usuarios');
  await expect(page).toHaveURL(/\/$/);
});

test('a tampered token is refused by the server and the session ends', async ({ page }) => {
  await login(page);
  await page.evaluate((k) => {
    const stored = JSON.parse(sessionStorage.getItem(k)!);
    const [h, p, s] = stored.state.token.split('.');
    const claims = JSON.parse(atob(p.replace(/-/g, '+').replace(/_/g, '/')));
    claims.roles = [...claims.roles, 'role.api.SisActe.Extra'];
    const forged = btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    stored.state.token = [h, forged, s].join('.');
    sessionStorage.setItem(k, JSON.stringify(stored));
  }, SESSION_KEY);
  await page.goto('/admin/configuracoes/usuarios');
  // the login page, saying why
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sua sessão foi encerrada. Entre novamente.')).toBeVisible();
  expect(await page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? '{}').state?.token ?? null, SESSION_KEY)).toBeNull();
});

test('on a phone the sidebar is a drawer: it opens from the top bar and closes on a tap outside or Esc', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByText('Configurações')).toBeHidden();
  await page.getByRole('button', { name: 'Expandir menu' }).click();
  await expect(nav.getByText('Configurações')).toBeVisible();
  await page.getByTestId('menu-backdrop').click({ position: { x: 370, y: 400 } });
  await expect(nav.getByText('Configurações')).toBeHidden();
  await page.getByRole('button', { name: 'Expandir menu' }).click();
  await expect(nav.getByText('Configurações')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.getByText('Configurações')).toBeHidden();
});
