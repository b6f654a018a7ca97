import { expect, test, type Page } from '@playwright/test';
import { login, saveAndSeeDialog, shot } from '../../shell/e2e/support';
import { expectNoSidewaysScroll, filteredRowFits, peopleWith as listWith, registerPeople, VIEWPORTS } from './support';

const stamp = Date.now().toString(36);
const elena = `Elena Monitorada ${stamp}`;

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

/** The people list with `query`, and Elena's row in it. */
const peopleWith = (page: Page, query: string) => listWith(page, elena, query);

const radio = (page: Page, group: string, option: string) => page.getByRole('radiogroup', { name: group }).getByLabel(option, { exact: true });
const member = (page: Page, n: number) => page.getByRole('listitem', { name: `Membro ${n} da composição familiar` });

test("a visit with the family composition, recorded from the people list's 'Monitoramentos'; the Monitorados filter finds her", async ({ page, request }) => {
  await registerPeople(request, [elena], 'Feminino', 'Venezuela');
  await login(page);
  await expect(await peopleWith(page, 'monitors=true')).toHaveCount(0);
  const row = await peopleWith(page, '');
  await expect(row).toContainText('Não monitorado');
  await row.getByRole('button', { name: `Monitoramentos de ${elena}` }).click();

  await expect(page).toHaveURL(/\/admin\/monitoramentos\/\d+$/);
  await expect(page.getByRole('heading', { name: `Monitoramentos: ${elena}` })).toBeVisible();
  await expect(page.getByText(`Nenhum monitoramento de ${elena}`)).toBeVisible();
  const listUrl = page.url();
  await page.getByRole('button', { name: 'Novo monitoramento' }).click();
  await expect(page).toHaveURL(/\/admin\/monitoramentos\/cadastrar\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Pessoa' })).toHaveValue(elena);

  await radio(page, 'Trabalhando', 'Sim').check();
  await radio(page, 'Carteira assinada', 'Sim').check();
  await radio(page, 'Gosta do trabalho', 'Não').check();
  await page.getByLabel('Vale transporte').check();
  await page.getByLabel('Plano de saúde').check();
  await page.getByLabel('Ergonômico').check();
  await radio(page, 'Tipo de moradia', 'Alugada').check();
  await page.getByLabel('Municipal').check();
  await page.getByLabel('Saúde', { exact: true }).check();
  await page.getByRole('button', { name: 'Adicionar membro' }).click();
  await member(page, 1).getByLabel('Nome').fill(`Mateo ${stamp}`);
  await member(page, 1).getByLabel('Parentesco').fill('Filho');
  await member(page, 1).getByLabel('Idade').fill('6');
  await page.getByRole('button', { name: 'Adicionar membro' }).click();
  // a row without a name is refused in the form
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Nome do membro da família é obrigatório')).toBeVisible();
  await member(page, 2).getByLabel('Nome').fill(`Lucía ${stamp}`);
  await member(page, 2).getByLabel('Parentesco').fill('Irmã');
  await member(page, 2).getByLabel('Idade').fill('19');
  await saveAndSeeDialog(page, 'Monitoramento Cadastrado!');
  await expect(page).toHaveURL(listUrl);
  const visit = page.getByRole('row').filter({ hasText: 'Trabalhando' });
  await expect(visit).toHaveCount(1);
  await expect(visit).toContainText('Carteira assinada: Sim');

  // the people list: Monitorados finds her with one visit; Não Monitorados does not
  const monitored = await peopleWith(page, 'monitors=true');
  await expect(monitored).toHaveCount(1);
  await expect(monitored).toContainText('1 monitoramento');
  await expect(await peopleWith(page, 'monitors=false')).toHaveCount(0);
});

test('editing the visit: stored rows are locked until Editar, one is deleted after confirming, the change is saved', async ({ page }) => {
  await login(page);
  await page.goto(`/admin/monitoramentos?name=${encodeURIComponent(elena)}`);
  const row = page.getByRole('row', { name: new RegExp(elena) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: new RegExp(`^Editar o monitoramento de ${elena}`) }).click();
  await expect(page).toHaveURL(/\/admin\/monitoramentos\/\d+\/\d+$/);
  await expect(radio(page, 'Tipo de moradia', 'Alugada')).toBeChecked();
  await expect(member(page, 1).getByLabel('Nome')).toHaveValue(`Mateo ${stamp}`);
  await expect(member(page, 1).getByLabel('Nome')).toBeDisabled();

  // a stored row is deleted on the server after confirming
  await member(page, 2).getByRole('button', { name: `Excluir Lucía ${stamp} da composição familiar` }).click();
  const ask = page.getByRole('dialog').filter({ hasText: `Excluir Lucía ${stamp} da composição familiar?` });
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeHidden();
  await expect(member(page, 2)).toBeVisible();
  await member(page, 2).getByRole('button', { name: `Excluir Lucía ${stamp} da composição familiar` }).click();
  await ask.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Membro da composição familiar excluído!')).toBeVisible();
  await expect(member(page, 2)).toHaveCount(0);

  // 'Editar' unlocks the other row
  await member(page, 1).getByRole('button', { name: `Editar Mateo ${stamp}` }).click();
  await expect(member(page, 1).getByLabel('Idade')).toBeEnabled();
  await member(page, 1).getByLabel('Idade').fill('7');
  await radio(page, 'Tipo de moradia', 'Cedida').check();
  await saveAndSeeDialog(page, 'Dados atualizados!');
  await expect(page).toHaveURL(/\/admin\/monitoramentos\/\d+$/);

  await page.getByRole('button', { name: new RegExp(`^Editar o monitoramento de ${elena}`) }).click();
  await expect(radio(page, 'Tipo de moradia', 'Cedida')).toBeChecked();
  await expect(page.getByRole('listitem', { name: /Membro \d da composição familiar/ })).toHaveCount(1);
  await expect(member(page, 1).getByLabel('Idade')).toHaveValue('7');

  // her 'Trajetória' lists the visit, linking to it
  const personId = /\/admin\/monitoramentos\/\d+\/(\d+)$/.exec(page.url())![1];
  await page.goto(`/admin/cadastros/${personId}?tab=trajectory`);
  const step = page.getByRole('link', { name: 'Monitoramento', exact: true });
  await expect(step).toHaveAttribute('href', new RegExp(`/admin/monitoramentos/\\d+/${personId}$`));
  await shot(page, 'trajectory-desktop');
});

test('the monitoring screens fit a phone and a desktop', async ({ page }) => {
  await login(page);
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const row = await filteredRowFits(page, '/admin/monitoramentos', elena, new RegExp(`^Excluir o monitoramento de ${elena}`), viewport.width);
    await shot(page, `monitors-list-${name}`);
    await row.getByRole('button', { name: new RegExp(`^Editar o monitoramento de ${elena}`) }).click();
    await expect(member(page, 1)).toBeVisible();
    await expectNoSidewaysScroll(page, viewport.width);
    await shot(page, `monitors-form-${name}`);
    await page.goto(`/admin/cadastros?name=${encodeURIComponent(elena)}`);
    await expect(page.getByRole('row', { name: new RegExp(elena) })).toHaveCount(1);
    await shot(page, `people-list-${name}`);
  }
});
