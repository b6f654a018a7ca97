import { expect, test, type Page } from '@playwright/test';
import { login, openFromSidebar, saveAndSeeDialog, shot, todayInBrazil, typeDate } from '../../shell/e2e/support';
import { expectNoSidewaysScroll, exportsOf, openDropdown, registerInForm, VIEWPORTS } from './support';

const stamp = Date.now().toString(36);
const carla = `Carla Estadia ${stamp}`;

/** `days` before today in Brazil (the browser's and the server's day, not this machine's UTC one), as DD/MM/AAAA. */
function daysAgo(days: number): string {
  const [y, m, d] = todayInBrazil().split('-').map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d! - days));
  return [day.getUTCDate(), day.getUTCMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/') + `/${day.getUTCFullYear()}`;
}
const arrived = daysAgo(10);
const left = daysAgo(6);
const leftLater = daysAgo(5);
const back = daysAgo(3);

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

async function save(page: Page, success: string) {
  await saveAndSeeDialog(page, success);
  await expect(page).toHaveURL(/\/admin\/estadias$/);
}

const rowOf = (page: Page) => page.getByRole('row', { name: new RegExp(carla) });

/** The list filtered by Carla's name (as the filter box writes it). */
async function openList(page: Page, query = '') {
  await page.goto(`/admin/estadias?name=${encodeURIComponent(carla)}${query}`);
  await expect(page.getByText(/\d+ registros?|Nenhuma estadia/).first()).toBeVisible();
}

test('a new person is checked in from the after-save choice, listed as housed, and a second check-in is refused', async ({ page }) => {
  await login(page);
  // the sidebar entry comes with mf-acolhimento's release (its menu in remotes.json)
  await openFromSidebar(page, 'Acolhimento', 'Estadias');
  await expect(page).toHaveURL(/\/admin\/estadias$/);
  await expect(page.getByRole('heading', { name: 'Estadias' })).toBeVisible();
  const choice = await registerInForm(page, carla);
  await expect(choice.getByRole('button')).toHaveText(['Voltar para a lista', 'Família', 'Check-in', 'Novo encaminhamento']);
  await choice.getByRole('button', { name: 'Check-in' }).click();

  // the person comes filled in and cannot be changed; the day is today unless changed
  await expect(page).toHaveURL(/\/admin\/estadias\/checkin\?welcomed_id=\d+$/);
  const checkinUrl = page.url();
  await expect(page.getByRole('textbox', { name: 'Pessoa' })).toHaveValue(carla);
  await expect(page.getByRole('textbox', { name: 'Pessoa' })).toBeDisabled();
  await expect(page.getByLabel('Data de check-in')).toHaveValue(daysAgo(0));
  await typeDate(page, 'Data de check-in', arrived);
  await save(page, 'Checkin Realizado!');

  // the list, filtered through the box: she is housed
  await page.getByText('Filtros', { exact: true }).click();
  const box = page.getByRole('form', { name: 'Filtros' });
  await box.getByLabel('Nome da pessoa').fill(carla);
  await box.getByLabel('Em aberto').click();
  await openDropdown(page).getByTitle('Em aberto (hospedados)', { exact: true }).click();
  await box.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/open=true/);
  await expect(rowOf(page)).toHaveCount(1);
  await expect(rowOf(page)).toContainText(arrived);
  await expect(rowOf(page)).toContainText('Hospedado(a)');
  await expect(rowOf(page).getByRole('link', { name: carla })).toHaveAttribute('href', /\/admin\/cadastros\/\d+$/);

  // a second open stay for her is refused with the server's reason
  await page.goto(checkinUrl);
  await expect(page.getByRole('textbox', { name: 'Pessoa' })).toHaveValue(carla);
  await page.getByRole('button', { name: 'Salvar' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Checkin não Realizado!' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(`${carla} já está hospedado(a) desde ${arrived}: faça o check-out antes de um novo check-in`);
  await expect(page).toHaveURL(checkinUrl);
});

test('check-out with a date, a refused change keeps the typed check-out, edit, and delete after confirming', async ({ page }) => {
  await login(page);
  await openList(page, '&open=true');
  await rowOf(page).getByRole('button', { name: `Check-out de ${carla}` }).click();
  await expect(page).toHaveURL(/\/admin\/estadias\/checkout\/\d+$/);
  await expect(page.getByLabel('Data de check-in')).toHaveValue(arrived);
  await expect(page.getByLabel('Data de check-in')).toBeDisabled();
  await typeDate(page, 'Data de check-out', left);
  await save(page, 'Dados atualizados!');

  await openList(page, '&open=true');
  await expect(rowOf(page)).toHaveCount(0);
  await openList(page);
  await expect(rowOf(page)).toHaveCount(1);
  await expect(rowOf(page)).toContainText(left);
  await expect(rowOf(page).getByRole('button', { name: `Check-out de ${carla}` })).toHaveCount(0);

  // she comes back (a new check-in from the list, the person picked by name)
  await page.getByRole('button', { name: 'Novo check-in' }).click();
  await expect(page).toHaveURL(/\/admin\/estadias\/checkin$/);
  const person = page.getByLabel('Pessoa');
  await person.click();
  await person.pressSequentially(carla, { delay: 10 });
  await openDropdown(page).getByText(carla).first().click();
  // the list closed (it keeps the focus while it closes: a click meanwhile loses it to the list)
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await typeDate(page, 'Data de check-in', back);
  await save(page, 'Checkin Realizado!');
  await openList(page);
  await expect(rowOf(page)).toHaveCount(2);

  // moving the first stay's check-out past the new check-in is refused: the stay as stored, the check-out typed kept
  await rowOf(page).filter({ hasText: left }).getByRole('button', { name: `Editar a estadia de ${carla}` }).click();
  await expect(page).toHaveURL(/\/admin\/estadias\/\d+$/);
  const editUrl = page.url();
  await typeDate(page, 'Data de check-out', daysAgo(1));
  await page.getByRole('button', { name: 'Salvar' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Operação não Realizada!' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(`O período se sobrepõe a outra estadia de ${carla}`);
  await expect(page.getByLabel('Data de check-out')).toHaveValue(daysAgo(1));
  await expect(page.getByLabel('Data de check-in')).toHaveValue(arrived);
  await expect(page).toHaveURL(editUrl);

  // an accepted change
  await typeDate(page, 'Data de check-out', leftLater);
  await save(page, 'Dados atualizados!');
  await openList(page);
  await expect(rowOf(page).filter({ hasText: leftLater })).toHaveCount(1);

  // PDF in a new window, XLSX saved, both of the filtered list
  const { pdf, rows } = await exportsOf(page, '/api/stays/report', 'estadias.xlsx');
  expect(pdf).toContain(carla);
  expect(rows.filter((t) => t.includes(carla))).toHaveLength(2);

  // delete: cancelling keeps the stay; confirming removes it
  const closed = rowOf(page).filter({ hasText: leftLater });
  await closed.getByRole('button', { name: `Excluir a estadia de ${carla}` }).click();
  const ask = page.getByRole('dialog').filter({ hasText: `Excluir a estadia de ${carla}?` });
  await expect(ask).toContainText(`Check-in em ${arrived}, check-out em ${leftLater}.`);
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeHidden();
  await expect(rowOf(page)).toHaveCount(2);
  await closed.getByRole('button', { name: `Excluir a estadia de ${carla}` }).click();
  await page.getByRole('dialog').filter({ hasText: `Excluir a estadia de ${carla}?` }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Estadia excluída!')).toBeVisible();
  await expect(rowOf(page)).toHaveCount(1);
  await expect(rowOf(page)).toContainText('Hospedado(a)');
});

test('the list and the check-in fit a phone and a desktop', async ({ page }) => {
  await login(page);
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/estadias');
    await expect(page.getByText(/\d+ registros?/).first()).toBeVisible();
    // every action of a row can be reached without scrolling the table sideways
    await expect(rowOf(page).getByRole('button', { name: `Excluir a estadia de ${carla}` })).toBeInViewport();
    // nothing wider than the screen but the table's own scroll
    await expectNoSidewaysScroll(page, viewport.width);
    await shot(page, `stays-list-${name}`);
    await page.goto('/admin/estadias/checkin');
    await expect(page.getByLabel('Pessoa')).toBeVisible();
    await expectNoSidewaysScroll(page, viewport.width);
    await shot(page, `stays-checkin-${name}`);
  }
});
