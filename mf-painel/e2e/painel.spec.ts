import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
// the package's index runs a debug script when loaded as main; the library itself is lib/pdf-parse.js
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore no types for the inner path
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { currentYearInBrazil } from '@sisacte/contracts/painel/painel';
import { fileComplaintByApi } from '../../shell/e2e/complaints';
import { apiHeaders, createUserWithRole, login, shot, showSidebarEntry, sidebarEntry } from '../../shell/e2e/support';

const stamp = Date.now().toString(36);
const year = currentYearInBrazil();

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

/** `days` before today in Brazil, as YYYY-MM-DD. */
function daysAgo(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() - days * 86_400_000));
}

/** A dashboard panel, the region its title names. */
const card = (page: Page, title: string | RegExp): Locator => page.getByRole('region', { name: title });

/** Every API answer that would end a session. */
function watchRefusals(page: Page) {
  const refused: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && [401, 403].includes(r.status())) refused.push(`${r.status()} ${url.pathname}`);
  });
  return refused;
}

/** Scrolls down, as a user would, until `target` is on the page (the dashboard loads its panels as they come near). */
async function scrollUntil(page: Page, target: Locator) {
  // the section's heading is always there; bringing it on screen (whichever element scrolls) brings the section in
  await page.getByRole('heading', { name: 'Denúncias e fiscalização', exact: true }).scrollIntoViewIfNeeded();
  await expect(target).toBeVisible({ timeout: 15_000 });
  await target.scrollIntoViewIfNeeded();
}

/** A public complaint about an establishment in `uf`. */
const fileComplaint = (request: APIRequestContext, uf: string) => fileComplaintByApi(request, { nome: `Fazenda Painel ${stamp}`, uf });

test('complaints by state are drawn on a map of Brazil: a state with complaints is coloured, one without is grey, and the summary names it', async ({ page, request }) => {
  for (const uf of ['AM', 'AM', 'AM', 'PA']) await fileComplaint(request, uf);
  const refused = watchRefusals(page);
  await login(page);
  // the complaint section loads as it comes near the screen, as a user scrolls to it
  const states = card(page, 'Denúncias por UF');
  await scrollUntil(page, states);
  const map = states.getByRole('img', { name: /^Mapa do Brasil com as denúncias de \d{4} por UF/ });
  await expect(map).toHaveAccessibleName(new RegExp(`mais denúncias em .*AM \\(\\d+\\)`));
  await expect(map).toHaveAccessibleName(/PA \(\d+\)/);
  const fills: Record<string, { fill: string | null; title: string | undefined }> = await map.evaluate((svg) =>
    Object.fromEntries([...svg.querySelectorAll('path[data-uf]')].map((p) => [p.getAttribute('data-uf')!, { fill: p.getAttribute('fill'), title: p.querySelector('title')?.textContent ?? undefined }])),
  );
  expect(Object.keys(fills)).toHaveLength(27);
  expect(fills.AM!.title).toMatch(/^AM: \d+ denúncias$/);
  const empty = Object.values(fills).find((f) => / 0 denúncias$/.test(f.title ?? ''));
  expect(empty, 'um estado sem denúncias').toBeDefined();
  expect(fills.AM!.fill).not.toBe(empty!.fill);
  expect(fills.PA!.fill).not.toBe(empty!.fill);
  // the numbers as a table
  await states.getByRole('button', { name: 'Ver tabela' }).click();
  await expect(states.getByRole('row', { name: /^AM Amazonas \d+$/ })).toBeVisible();
  await states.getByRole('button', { name: 'Ver gráfico' }).click();
  // a tap on a state tells its number (phones have no tooltips)
  for (const [name, viewport] of [['desktop', { width: 1366, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/painel');
    await scrollUntil(page, states);
    await map.locator('path[data-uf="AM"]').click();
    await expect(states.getByText(/^Amazonas — AM: \d+ denúncias$/)).toBeVisible();
    // the panel, its map and its legend fit the screen's width
    for (const part of [states, map, states.getByRole('list', { name: 'Legenda: denúncias por UF' })]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    await shot(states, `painel-mapa-${name}`);
  }
  expect(refused).toEqual([]);
});

test('an administrator lands on the dashboard, switches the pie, changes the year and downloads the service table', async ({ page, request }) => {
  // a person who spent four nights this week (whatever the demo data holds besides)
  const headers = await apiHeaders(request);
  const person = await request.post('/api/welcomed', { headers, data: { name: `Paula Painel ${stamp}`, gender: 'Feminino', nacionality: 1 } });
  expect(person.status()).toBe(201);
  const stay = await request.post('/api/stay/checkin', { headers, data: { welcomed: (await person.json()).id, checkin: daysAgo(6) } });
  expect(stay.status()).toBe(201);
  expect((await request.put('/api/stay/checkout', { headers, data: { ...(await stay.json()), checkout: daysAgo(2) } })).status()).toBe(200);

  const refused = watchRefusals(page);
  await login(page);
  await expect(page.getByRole('heading', { name: 'Painel', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Acolhimento', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Denúncias e fiscalização' })).toBeVisible();

  // panel 1: the chart, then its table; the current year by default
  const registered = card(page, 'Cadastrados e acolhidos');
  await expect(registered.locator('.ant-select')).toContainText(String(year));
  await registered.getByRole('button', { name: 'Ver tabela' }).click();
  await expect(registered.getByRole('columnheader', { name: 'Cadastrados' })).toBeVisible();
  await expect(registered.getByRole('cell', { name: 'Dez', exact: true })).toBeVisible();

  // the year changes: a new call for the year before, then back
  const chooseYear = async (y: number) => {
    const answer = page.waitForResponse((r) => r.url().includes(`/api/painel/cadastrados/quantidade-mes?ano=${y}`) && r.status() === 200);
    await registered.getByRole('combobox').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option-content').getByText(String(y), { exact: true }).click();
    await answer;
    await expect(registered.locator('.ant-select')).toContainText(String(y));
  };
  await chooseYear(year - 1);
  await chooseYear(year);
  // by year: one row per year with data, this year's among them
  await registered.getByText('Por ano').click();
  await expect(registered.getByRole('columnheader', { name: 'Ano' })).toBeVisible();
  await expect(registered.getByRole('cell', { name: String(year), exact: true })).toBeVisible();

  // panel 2: the pie among its four types, each its own call, the title says which
  const profile = card(page, /^Perfil dos cadastrados/);
  for (const [label, path] of [
    ['Faixa Etária', 'faixa-etaria'],
    ['Estado Civil', 'status-civil'],
    ['Nacionalidade', 'pais'],
    ['Sexo', 'sexo'],
  ] as const) {
    const answer = page.waitForResponse((r) => r.url().includes(`/api/painel/cadastrados/${path}?ano=${year}`) && r.status() === 200);
    await profile.getByText(label, { exact: true }).click();
    await answer;
    await expect(profile.getByText(`Perfil dos cadastrados: ${label}`, { exact: true })).toBeVisible();
  }
  await profile.getByRole('button', { name: 'Ver tabela' }).click();
  await expect(profile.getByRole('cell', { name: 'Feminino' })).toBeVisible();

  // panel 3: the table with its total row
  const services = card(page, 'Atendimentos por mês');
  const totalRow = services.locator('tfoot tr');
  await expect(totalRow).toContainText('Total');
  const totals = (await totalRow.locator('td').allInnerTexts()).map((t) => t.trim());
  expect(totals[0]).toBe('Total');
  // meals = nights × 3 on the screen too
  const nights = Number(totals[3]!.replace(/\./g, ''));
  expect(nights).toBeGreaterThanOrEqual(4);
  expect(Number(totals[4]!.replace(/\./g, ''))).toBe(nights * 3);

  // PDF in a new window: its text has the total row as on the screen
  const pdfResponse = page.waitForResponse((r) => r.url().includes(`/api/painel/atendimentos/report-pdf?ano=${year}`) && r.status() === 200);
  const popup = page.waitForEvent('popup');
  await services.getByRole('button', { name: 'Relatório PDF' }).click();
  const pdf = await pdfParse(await (await pdfResponse).body());
  expect(pdf.text).toContain(`Atendimentos por mês — ${year}`);
  const text = pdf.text as string;
  expect(text.slice(text.lastIndexOf('Total') + 'Total'.length).replace(/\s/g, '')).toMatch(new RegExp(`^${totals.slice(1).join('').replace(/\./g, '\\.')}`));
  await (await popup).close();

  // XLSX saved: every month's meals are its nights × 3, the total row last
  const download = page.waitForEvent('download');
  await services.getByRole('button', { name: 'Exportar XLSX' }).click();
  expect((await download).suggestedFilename()).toBe(`atendimentos-${year}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await download).path());
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Mês', 'Novos cadastros', 'Pessoas acolhidas', 'Pernoites', 'Refeições', 'Encaminhamentos', 'Monitoramentos']);
  expect(sheet.rowCount).toBe(17);
  expect(String(sheet.getRow(17).getCell(1).value)).toContain('pessoas distintas no ano');
  let monthsWithNights = 0;
  for (let r = 2; r <= 13; r++) {
    const row = sheet.getRow(r);
    expect(row.getCell(5).value).toBe(Number(row.getCell(4).value) * 3);
    if (Number(row.getCell(4).value) > 0) monthsWithNights++;
  }
  expect(monthsWithNights).toBeGreaterThan(0);
  expect(sheet.getRow(14).getCell(1).value).toBe('Total');
  expect(sheet.getRow(14).getCell(4).value).toBe(nights);

  // panel 4 and the complaint section are there, once scrolled to
  await scrollUntil(page, card(page, 'Denúncias por UF'));
  await expect(card(page, 'Encaminhamentos')).toBeVisible();
  await expect(card(page, 'Denúncias por UF')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Operações' })).toContainText(new RegExp(`operações em ${year}|As operações ainda não são registradas`));
  expect(refused).toEqual([]);

  for (const [name, viewport] of [['desktop', { width: 1366, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/painel');
    await card(page, 'Atendimentos por mês').scrollIntoViewIfNeeded();
    await expect(card(page, 'Atendimentos por mês').locator('tfoot')).toContainText('Total');
    // the charts are drawn as SVG
    await expect(card(page, 'Cadastrados e acolhidos').locator('svg').first()).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shot(page, `painel-${name}`);
  }
});

test('a user with only the Denuncias role sees the complaint section and not the shelter panels', async ({ page, request }) => {
  const username = `denuncias.${stamp}`;
  await createUserWithRole(request, { name: `Dora Denúncias ${stamp}`, username, password: 'mandioca-cantante-violeta' }, ROLES.DENUNCIAS);

  const refused = watchRefusals(page);
  await login(page, username, 'mandioca-cantante-violeta', /\/admin\/painel$/);
  await expect(page.getByRole('heading', { name: 'Denúncias e fiscalização' })).toBeVisible();
  for (const title of ['Denúncias por UF', 'Denúncias por status', 'Índice IRTE das denúncias']) await expect(card(page, title)).toBeVisible();
  // Dora has no organization and filed nothing: she sees no complaint, and each panel says so
  await expect(card(page, 'Denúncias por status').getByText(`Nenhum dado em ${year}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Acolhimento', exact: true })).toHaveCount(0);
  await expect(card(page, 'Cadastrados e acolhidos')).toHaveCount(0);
  await expect(card(page, 'Atendimentos por mês')).toHaveCount(0);
  // the dashboard's entry shows to her too
  await expect(sidebarEntry(page, 'Painel', 'Painel')).toBeVisible();
  await shot(page, 'painel-denuncias');
  expect(refused).toEqual([]);
});

test("a user with only the Acolhimento role sees the 'Painel' entry in the sidebar and the shelter panels", async ({ page, request }) => {
  const username = `acolhimento.${stamp}`;
  await createUserWithRole(request, { name: `Ana Acolhimento ${stamp}`, username, password: 'pitanga-lilas-no-quintal' }, ROLES.ACOLHIMENTO);

  const refused = watchRefusals(page);
  await login(page, username, 'pitanga-lilas-no-quintal', /\/admin\/painel$/);
  // the dashboard's group is the current page's, open, with its entry marked as the current screen
  const entry = sidebarEntry(page, 'Painel', 'Painel');
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute('aria-current', 'page');
  await expect(card(page, 'Cadastrados e acolhidos')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Denúncias e fiscalização' })).toHaveCount(0);
  // away and back through the entry
  await page.goto('/admin/cadastros');
  await expect(page.getByRole('heading', { name: 'Cadastros' })).toBeVisible();
  await (await showSidebarEntry(page, 'Painel', 'Painel')).click();
  await expect(page).toHaveURL(/\/admin\/painel$/);
  await expect(card(page, 'Cadastrados e acolhidos')).toBeVisible();
  expect(refused).toEqual([]);
});
