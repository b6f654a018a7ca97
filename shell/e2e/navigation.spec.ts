import { expect, test } from '@playwright/test';
import { apiToken, login } from './support';

const stamp = Date.now().toString(36);

test('on a phone the menu opens with the current page\'s group expanded, every time', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  await page.goto('/admin/cadastros');
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await page.getByRole('button', { name: 'Expandir menu' }).click();
  await expect(nav.getByRole('menuitem', { name: /Cadastros$/ })).toBeVisible();
  await expect(nav.getByRole('menuitem', { name: /Usuários$/ })).toBeHidden();
  await expect(nav.getByRole('menuitem', { name: /Acolhimento$/ })).toHaveAttribute('aria-expanded', 'true');

  // another group, by the menu: the drawer closes; opened again, it shows that group
  await nav.getByRole('menuitem', { name: /Configurações$/ }).click();
  await nav.getByRole('menuitem', { name: /Usuários$/ }).click();
  await expect(page).toHaveURL(/\/admin\/configuracoes\/usuarios$/);
  await expect(nav.getByRole('menuitem', { name: /Usuários$/ })).toBeHidden();
  await page.getByRole('button', { name: 'Expandir menu' }).click();
  await expect(nav.getByRole('menuitem', { name: /Usuários$/ })).toBeVisible();
  await expect(nav.getByRole('menuitem', { name: /Cadastros$/ })).toBeHidden();
});

test("'Pesquisar Cadastro' offers a person's edit and monitorings, and the referral-type filter", async ({ page, request }) => {
  const token = await apiToken(request);
  const created = await request.post('/api/welcomed', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `nav-${stamp}` },
    data: { name: `Rosa Navegação ${stamp}`, gender: 'Feminino', nacionality: 1 },
  });
  expect(created.status()).toBe(201);
  await login(page);
  await page.goto('/admin/cadastros');
  await page.getByRole('button', { name: 'Pesquisar Cadastro' }).click();
  const modal = page.getByRole('dialog', { name: 'Pesquisar Cadastro' });
  // the demo's people fill the first page: find her by name
  await modal.getByLabel('Nome', { exact: true }).fill(`Rosa Navegação ${stamp}`);
  await modal.getByRole('button', { name: 'Localizar' }).click();
  const row = modal.getByRole('row', { name: new RegExp(`Rosa Navegação ${stamp}`) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(2);
  await expect(row.getByRole('button', { name: `Editar Rosa Navegação ${stamp}` })).toBeVisible();
  await expect(modal.getByLabel('Tipos de encaminhamento')).toHaveCount(1);
  await row.getByRole('button', { name: `Monitoramentos de Rosa Navegação ${stamp}` }).click();
  await expect(page).toHaveURL(/\/admin\/monitoramentos\/\d+$/);
  await expect(page.getByRole('heading', { name: `Monitoramentos: Rosa Navegação ${stamp}` })).toBeVisible();
});

test('the staff complaint wizard says who registers the complaint; the public one promises anonymity', async ({ page }) => {
  const promise = 'Sua denúncia pode ser anônima. Não pedimos seu nome nem rastreamos você.';
  await page.goto('/denunciar');
  await expect(page.getByText(promise)).toBeVisible();
  await page.goto('/admin/denuncias/novo');
  await expect(page.getByText(promise)).toBeVisible();

  await login(page);
  await page.goto('/admin/denuncias/novo');
  await expect(page.getByText('Denúncia registrada pela equipe: fica cadastrada em nome de Administrador (admin).')).toBeVisible();
  await expect(page.getByText(/anônima|Não pedimos seu nome/)).toHaveCount(0);
});
