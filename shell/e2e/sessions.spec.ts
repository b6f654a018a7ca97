import { expect, test, type Browser, type Page } from '@playwright/test';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { apiHeaders, createUserWithRole, login } from './support';

/**
 * One user in two browsers (an office computer and a phone): 'Sair' in one leaves the other working;
 * 'Encerrar sessões' ends both, and the next screen of each says so on the login page. Weak passwords
 * are refused with the reason, by the meter and by the server.
 */

const stamp = Date.now().toString(36);
const PASSWORD = 'jabuticaba-azul-voando';

async function browserOf(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, username, PASSWORD);
  return page;
}

test("'Sair' ends this browser's session only; 'Encerrar sessões' ends every one, and the next screen says so", async ({ browser, request }) => {
  const username = `duas.sessoes.${stamp}`;
  await createUserWithRole(request, { name: `Rita Duas Sessões ${stamp}`, username, password: PASSWORD }, ROLES.PAINEL);
  const office = await browserOf(browser, username);
  const phone = await browserOf(browser, username);

  await office.getByRole('button', { name: 'Sair' }).click();
  await expect(office).toHaveURL(/\/$/);
  // The phone goes on: a reload asks the server again, which still accepts its token.
  await phone.reload();
  await expect(phone.getByTestId('user-name')).toHaveText(/Rita Duas Sessões/);
  await expect(phone).toHaveURL(/\/admin\/painel$/);

  await login(office, username, PASSWORD);
  const headers = await apiHeaders(request);
  const users = (await (await request.get('/api/list-users', { headers })).json()) as { id: number; username: string }[];
  const id = users.find((u) => u.username === username)!.id;
  expect((await request.post(`/api/users/${id}/encerrar-sessoes`, { headers })).status()).toBe(204);

  for (const page of [office, phone]) {
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toHaveText('Sua sessão foi encerrada. Entre novamente.');
  }
  // Logging in again there goes back to the page the user was on.
  await login(phone, username, PASSWORD, /\/admin\/painel$/);
  await expect(phone.getByText('Sua sessão foi encerrada')).toHaveCount(0);
});

test("a weak password is refused with the reason, by the server and by 'Alterar senha', whose meter judges as the server does", async ({ page, request }) => {
  const username = `senha.forte.${stamp}`;
  await createUserWithRole(request, { name: `Caio Senha ${stamp}`, username, password: PASSWORD }, ROLES.PAINEL);
  // The server refuses a weak one whoever sends it.
  const headers = await apiHeaders(request);
  const weak = await request.post('/api/user', { headers, data: { name: 'Zé Fraco', username: `fraco.${stamp}`, password: '12345678' } });
  expect(weak.status()).toBe(400);
  expect((await weak.json()).message).toBe('Senha fraca: esta é uma senha muito usada. Adicione mais palavras menos comuns.');

  await login(page, username, PASSWORD);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
  await dialog.getByLabel('Senha atual', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Nova senha', { exact: true }).fill('caio-senha-2026');
  await expect(dialog.getByRole('meter', { name: 'Força da senha' })).toHaveAttribute('aria-valuetext', 'Muito fraca');
  await expect(dialog.getByText('A senha não pode conter o nome de usuário nem o nome da pessoa.')).toBeVisible();
  await dialog.getByLabel('Nova senha', { exact: true }).fill('mandioca-cantante-violeta');
  await dialog.getByLabel('Confirme a nova senha', { exact: true }).fill('mandioca-cantante-violeta');
  await expect(dialog.getByRole('meter', { name: 'Força da senha' })).toHaveAttribute('aria-valuetext', 'Forte');
  await dialog.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(dialog.getByText('Senha alterada. As suas outras sessões foram encerradas.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).last().click(); // the footer's (the corner's × has the same name)
  // This tab goes on with the new session.
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText(/Caio Senha/);
  expect((await request.post('/authenticate', { data: { username, password: 'mandioca-cantante-violeta' } })).status()).toBe(200);
});
