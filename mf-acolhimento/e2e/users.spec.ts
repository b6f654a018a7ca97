import { expect, test, type Page } from '@playwright/test';
import { createUserWithRole, login, openFromSidebar, saveAndSeeDialog } from '../../shell/e2e/support';

const stamp = Date.now().toString(36);

async function fillUser(page: Page, values: { name?: string; username?: string; password?: string }) {
  if (values.name !== undefined) await page.getByLabel('Nome', { exact: true }).fill(values.name);
  if (values.username !== undefined) await page.getByLabel('Usuário', { exact: true }).fill(values.username);
  if (values.password !== undefined) await page.getByLabel('Senha', { exact: true }).fill(values.password);
}

test('create, edit and delete a user with roles', async ({ page }) => {
  await login(page);
  await openFromSidebar(page, 'Configurações', 'Usuários');
  await expect(page).toHaveURL(/\/admin\/configuracoes\/usuarios$/);
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  await expect(page).toHaveURL(/\/admin\/configuracoes\/usuarios\/cadastrar$/);

  // client-side rules
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Nome é obrigatório')).toBeVisible();

  await fillUser(page, { name: `Ana Souza ${stamp}`, username: `ana.${stamp}`, password: 'segredo-forte-1' });
  // roles in Portuguese, with what each allows; the technical name only on hover
  const acolhimento = page.getByRole('checkbox', { name: /^Acolhimento Cadastra pessoas acolhidas/ });
  await expect(page.getByText(/role\.api\./)).toHaveCount(0);
  await page.getByRole('form', { name: 'Novo usuário' }).getByText('Acolhimento', { exact: true }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Nome técnico: role.api.SisActe.Acolhimento');
  await acolhimento.check();
  await saveAndSeeDialog(page, 'Usuário Cadastrado!');
  await expect(page).toHaveURL(/\/admin\/configuracoes\/usuarios$/);

  const row = page.getByRole('row', { name: new RegExp(`Ana Souza ${stamp}`) });
  await expect(row).toContainText('Acolhimento');

  // duplicate username refused with a clear message, nothing lost
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  await fillUser(page, { name: 'Outra Pessoa', username: `ana.${stamp}`, password: 'segredo-forte-2' });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert')).toContainText(`ana.${stamp}`);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Outra Pessoa');
  await page.getByRole('button', { name: 'Cancelar' }).click();

  // edit: rename, switch roles
  await page.getByRole('link', { name: `Ana Souza ${stamp}` }).click();
  await expect(page).toHaveURL(/\/admin\/configuracoes\/usuarios\/\d+$/);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(`Ana Souza ${stamp}`);
  await fillUser(page, { name: `Ana Souza Lima ${stamp}` });
  await page.getByRole('checkbox', { name: /^Painel Vê o painel/ }).check();
  await saveAndSeeDialog(page, 'Dados atualizados!');
  await expect(page).toHaveURL(/\/admin\/configuracoes\/usuarios$/);
  const edited = page.getByRole('row', { name: new RegExp(`Ana Souza Lima ${stamp}`) });
  await expect(edited).toContainText('Painel');

  // the edit survives a reload (deep link)
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(`Ana Souza Lima ${stamp}`) })).toBeVisible();

  // delete asks for confirmation
  await page.getByRole('button', { name: `Excluir Ana Souza Lima ${stamp}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Excluir o usuário Ana Souza Lima ${stamp}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  // the cancelled dialog fades out first: its buttons must not take the next click
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`Ana Souza Lima ${stamp}`) })).toBeVisible();
  await page.getByRole('button', { name: `Excluir Ana Souza Lima ${stamp}` }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Ana Souza Lima ${stamp}`) })).toHaveCount(0);
});

test('roles can be created and renamed; system roles keep their name', async ({ page }) => {
  await login(page);
  await page.goto('/admin/configuracoes/usuarios');
  await page.getByRole('button', { name: 'Perfis' }).click();
  const drawer = page.getByRole('dialog', { name: 'Perfis de acesso' });
  await drawer.getByLabel('Nome do novo perfil').fill(`Coordenação ${stamp}`);
  await drawer.getByRole('button', { name: 'Criar perfil' }).click();
  await expect(drawer.getByRole('row', { name: new RegExp(`Coordenação ${stamp}`) })).toBeVisible();
  await drawer.getByRole('button', { name: `Editar perfil Coordenação ${stamp}` }).click();
  await drawer.getByLabel('Nome do perfil').fill(`Coordenação regional ${stamp}`);
  await drawer.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(drawer.getByRole('row', { name: new RegExp(`Coordenação regional ${stamp}`) })).toBeVisible();
  // system roles: their Portuguese label and description, and nothing to rename
  const admin = drawer.getByRole('row', { name: /^Administrador Gerencia usuários/ });
  await expect(admin).toContainText('sistema');
  await expect(admin.getByRole('button')).toHaveCount(0);
  await expect(drawer.getByText(/role\.api\./)).toHaveCount(0);
});

test('a user without the admin role does not see Usuários, and opening it anyway shows Acesso negado', async ({ page, request }) => {
  await createUserWithRole(request, { name: `Caio ${stamp}`, username: `caio.${stamp}`, password: 'jabuticaba-azul-voando' }, 'role.api.SisActe.Acolhimento');

  // an Acolhimento holder starts on the dashboard (its shelter section)
  await login(page, `caio.${stamp}`, 'jabuticaba-azul-voando', /\/admin\/painel$/);
  await expect(page.getByTestId('user-name')).toHaveText(new RegExp(`Caio ${stamp}`));
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByText('Usuários')).toHaveCount(0);

  // typing the address anyway: 'Acesso negado' inside the layout, no call to the API, still logged in
  const refused: string[] = [];
  page.on('response', (r) => r.status() === 403 && refused.push(r.url()));
  await page.goto('/admin/configuracoes/usuarios');
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/configuracoes\/usuarios$/);
  await expect(page.getByTestId('user-name')).toHaveText(new RegExp(`Caio ${stamp}`));
  expect(refused).toEqual([]);
  await page.getByRole('button', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/admin\/painel$/);
});
