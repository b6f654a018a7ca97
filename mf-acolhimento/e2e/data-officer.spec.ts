import { expect, test } from '@playwright/test';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { apiHeaders, createUserWithRole, login, showSidebarEntry, sidebarEntry } from '../../shell/e2e/support';
import { registerPeople } from './support';

const stamp = Date.now().toString(36);
const person = `Titular Encarregado ${stamp}`;
const officer = { name: `Olga Encarregada ${stamp}`, username: `encarregado.${stamp}`, password: 'senha-de-teste-1' };

test.setTimeout(180_000);

/**
 * A data-protection officer who holds only that role opens the people read-only: the list, a person's data,
 * the LGPD actions and the 'Acessos' tab, without any API answer that would end the session.
 */
test("the data-protection officer alone opens a person read-only, with the LGPD actions and the person's accesses", async ({ page, request }) => {
  await registerPeople(request, [person], 'Feminino', 'Venezuela');
  await createUserWithRole(request, officer, ROLES.ENCARREGADO_DADOS);
  const refused: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && [401, 403].includes(r.status())) refused.push(`${r.status()} ${url.pathname}`);
  });

  // Cadastros is the first entry of the officer's sidebar; the other case-management screens are not there.
  await login(page, officer.username, officer.password, /\/admin\/cadastros$/);
  await showSidebarEntry(page, 'Acolhimento', 'Cadastros');
  await expect(sidebarEntry(page, 'Acolhimento', 'Estadias')).toHaveCount(0);

  await page.goto(`/admin/cadastros?name=${encodeURIComponent(person)}`);
  const row = page.getByRole('row', { name: new RegExp(person) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo cadastro' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exportar XLSX' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Editar ${person}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Excluir ${person}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Abrir ${person}` }).click();

  await expect(page).toHaveURL(/\/admin\/cadastros\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(person);
  await expect(page.getByLabel('Nome', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Relatório de dados (LGPD)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anonimizar' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Dados gerais', 'Acessos']);

  // The officer's own opening of the person is in the trail.
  await page.getByRole('tab', { name: 'Acessos' }).click();
  await expect(page.getByRole('row', { name: new RegExp(officer.name) }).first()).toBeVisible();

  // The API refuses the officer any change.
  const headers = await apiHeaders(request, officer.username, officer.password);
  const current = await (await request.get(`/api/welcomeds/${id}`, { headers })).json();
  expect((await request.put('/api/welcomed', { headers, data: { ...current, name: `${person} alterada` } })).status()).toBe(403);
  expect((await request.get(`/api/welcomed-delete/${id}`, { headers })).status()).toBe(403);

  expect(refused, 'nenhuma resposta 401/403 da API na tela').toEqual([]);
  await expect(page.getByTestId('user-name')).toHaveText(new RegExp(officer.name));
});
