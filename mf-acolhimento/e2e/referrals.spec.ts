import { expect, test, type Page } from '@playwright/test';
// the package's index runs a debug script when loaded as main; the library itself is lib/pdf-parse.js
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore no types for the inner path
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { login, openFromSidebar, saveAndSeeDialog, shot } from '../../shell/e2e/support';
import { expectNoSidewaysScroll, filteredRowFits, openDropdown, peopleWith as listWith, registerInForm, VIEWPORTS, xlsxRows } from './support';

const stamp = Date.now().toString(36);
const dora = `Dora Encaminhada ${stamp}`;
const housing = `Moradia social ${stamp}`;
const lawyer = `Defensoria ${stamp}`;

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

async function pickType(page: Page, title: string) {
  const box = page.getByLabel('Tipos de encaminhamento', { exact: true });
  await box.click();
  await box.pressSequentially(title.slice(0, 12), { delay: 20 });
  await openDropdown(page).getByTitle(title, { exact: true }).click();
}

async function newType(page: Page, title: string) {
  await page.goto('/admin/tipos-encaminhamento');
  await page.getByRole('button', { name: 'Novo tipo' }).click();
  await expect(page).toHaveURL(/\/admin\/tipos-encaminhamentos\/cadastrar$/);
  await page.getByLabel('Título').fill(title);
  await saveAndSeeDialog(page, 'Tipo de Encaminhamento Cadastrado!');
  await expect(page).toHaveURL(/\/admin\/tipos-encaminhamento$/);
}

/** The people list with `query`, and Dora's row in it. */
const peopleWith = (page: Page, query: string) => listWith(page, dora, query);

test('referral types: created from the sidebar, a repeated title refused with the server message', async ({ page }) => {
  await login(page);
  // the sidebar entry comes with mf-acolhimento's release; its group opens first when closed
  await openFromSidebar(page, 'Acolhimento', 'Tipos de Encaminh.', /\/admin\/tipos-encaminhamento$/);
  await newType(page, housing);
  await newType(page, lawyer);
  await page.getByRole('button', { name: 'Novo tipo' }).click();
  await page.getByLabel('Título').fill(housing.toUpperCase());
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert')).toContainText(`Já existe o tipo de encaminhamento "${housing}"`);
  await expect(page).toHaveURL(/\/admin\/tipos-encaminhamentos\/cadastrar$/);
});

test('a new person is referred with two types from the after-save choice; the letter opens as a PDF; the people list finds her as Encaminhada', async ({ page }) => {
  await login(page);
  // before: not referred
  await expect(await peopleWith(page, 'forwardings=false')).toHaveCount(0);

  const choice = await registerInForm(page, dora);
  await choice.getByRole('button', { name: 'Novo encaminhamento' }).click();

  await expect(page).toHaveURL(/\/admin\/encaminhamentos\/cadastrar\?welcomed_id=\d+$/);
  const doraId = new URL(page.url()).searchParams.get('welcomed_id');
  await expect(page.getByRole('textbox', { name: 'Pessoa' })).toHaveValue(dora);
  await expect(page.getByRole('textbox', { name: 'Pessoa' })).toBeDisabled();
  // no type: refused in the form
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Escolha ao menos um tipo de encaminhamento')).toBeVisible();
  await pickType(page, housing);
  await pickType(page, lawyer);
  await page.getByLabel('Observações').fill('Agendado com a assistente social; levar CRNM.');
  await saveAndSeeDialog(page, 'Encaminhamento Cadastrado!');
  await expect(page).toHaveURL(/\/admin\/encaminhamentos$/);

  // the list, filtered by her name through the box
  await page.getByText('Filtros', { exact: true }).click();
  const box = page.getByRole('form', { name: 'Filtros' });
  await box.getByLabel('Nome', { exact: true }).fill(dora);
  await box.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/name=/);
  const row = page.getByRole('row', { name: new RegExp(dora) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(housing);
  await expect(row).toContainText(lawyer);

  // the letter: a PDF in a new window, naming her and both services
  const letter = page.waitForResponse((r) => /\/api\/forwarding\/pdf\/\d+$/.test(r.url()) && r.status() === 200);
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: `Carta de encaminhamento de ${dora}` }).click();
  const text = (await pdfParse(await (await letter).body())).text.replace(/\s+/g, ' ');
  expect(text).toContain(dora);
  expect(text).toContain(housing);
  expect(text).toContain(lawyer);
  const win = await popup;
  await expect.poll(() => win.url()).toMatch(/^blob:/);
  await win.close();

  // the filtered list as XLSX (saved)
  const rows = await xlsxRows(page, 'encaminhamentos.xlsx');
  expect(rows.filter((r) => r.includes(dora))).toHaveLength(1);

  // her 'Trajetória' shows the referral, with its types, linking to it
  await page.goto(`/admin/cadastros/${doraId}?tab=trajectory`);
  // titled by the types, in the server's order
  const step = page.getByRole('link', { name: new RegExp(`${lawyer}, ${housing}|${housing}, ${lawyer}`) });
  await expect(step).toHaveAttribute('href', /\/admin\/forwardings\/\d+$/);
  await expect(page.getByText('Agendado com a assistente social; levar CRNM.')).toBeVisible();
  await step.click();
  await expect(page).toHaveURL(/\/admin\/forwardings\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Pessoa' })).toHaveValue(dora);

  // the people list: Encaminhados finds her, Não Encaminhados does not; so does the referral-type filter
  await expect(await peopleWith(page, 'forwardings=true')).toHaveCount(1);
  await expect(await peopleWith(page, 'forwardings=false')).toHaveCount(0);
  // (with a name in the address the filter box starts open)
  await page.goto(`/admin/cadastros?name=${encodeURIComponent(dora)}`);
  const people = page.getByRole('form', { name: 'Filtros' });
  await people.getByLabel('Encaminhamento', { exact: true }).click();
  await openDropdown(page).getByTitle('Encaminhados', { exact: true }).click();
  await people.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/forwardings=true/);
  await expect(page.getByRole('row', { name: new RegExp(dora) })).toHaveCount(1);
});

test('a referral type in use cannot be deleted; the referral is edited and deleted after confirming', async ({ page }) => {
  await login(page);
  await page.goto(`/admin/tipos-encaminhamento?title=${encodeURIComponent(lawyer)}`);
  await page.getByRole('button', { name: `Excluir ${lawyer}` }).click();
  await page.getByRole('dialog').filter({ hasText: `Excluir o tipo de encaminhamento "${lawyer}"?` }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText(`O tipo de encaminhamento "${lawyer}" não pode ser excluído: está em uso em 1 encaminhamento(s)`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(lawyer) })).toHaveCount(1);

  await page.goto(`/admin/encaminhamentos?name=${encodeURIComponent(dora)}`);
  const row = page.getByRole('row', { name: new RegExp(dora) });
  await row.getByRole('button', { name: `Editar o encaminhamento de ${dora}` }).click();
  await expect(page).toHaveURL(/\/admin\/forwardings\/\d+$/);
  await expect(page.getByLabel('Observações')).toHaveValue('Agendado com a assistente social; levar CRNM.');
  // removing a type: the tag's close button in the select
  await page.locator('.ant-select-selection-item', { hasText: lawyer }).locator('.ant-select-selection-item-remove').click();
  await saveAndSeeDialog(page, 'Dados atualizados!');
  await expect(page).toHaveURL(/\/admin\/encaminhamentos$/);

  // now unused, the type goes
  await page.goto(`/admin/tipos-encaminhamento?title=${encodeURIComponent(lawyer)}`);
  await page.getByRole('button', { name: `Excluir ${lawyer}` }).click();
  await page.getByRole('dialog').filter({ hasText: `Excluir o tipo de encaminhamento "${lawyer}"?` }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Tipo de encaminhamento excluído!')).toBeVisible();
  await expect(page.getByText('Nenhum tipo de encaminhamento com esse título')).toBeVisible();
});

test('the referral screens fit a phone and a desktop', async ({ page }) => {
  await login(page);
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const row = await filteredRowFits(page, '/admin/encaminhamentos', dora, `Excluir o encaminhamento de ${dora}`, viewport.width);
    await shot(page, `referrals-list-${name}`);
    await row.getByRole('button', { name: `Editar o encaminhamento de ${dora}` }).click();
    await expect(page.getByLabel('Observações')).toBeVisible();
    await expectNoSidewaysScroll(page, viewport.width);
    await shot(page, `referrals-form-${name}`);
    await page.goto('/admin/tipos-encaminhamento');
    await expect(page.getByText(/\d+ registros?/).first()).toBeVisible();
    await shot(page, `referral-types-list-${name}`);
  }

  // and at last deleted, after confirming
  await page.goto(`/admin/encaminhamentos?name=${encodeURIComponent(dora)}`);
  await page.getByRole('button', { name: `Excluir o encaminhamento de ${dora}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Excluir o encaminhamento de ${dora}?` });
  // the server's answer, awaited for as long as it takes (a loaded machine), so that a failure says what it was
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && /\/api\/forwarding\/\d+$/.test(r.url()), { timeout: 90_000 });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(confirm).toBeHidden();
  expect((await deleted).status()).toBe(204);
  await expect(page.getByText('Encaminhamento excluído!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(dora) })).toHaveCount(0);
});
