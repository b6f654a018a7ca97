import { expect, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
// the package's index runs a debug script when loaded as main; the library itself is lib/pdf-parse.js
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore no types for the inner path
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { apiHeaders } from '../../shell/e2e/support';

/* The steps mf-acolhimento's specs share; the helpers of every spec are in shell/e2e/support.ts. */

/** The open list of an antd Select. */
export const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** The two screens every list and form must fit. */
export const VIEWPORTS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 800 }],
] as const;

/** Nothing on the page is wider than the screen (a table scrolls on its own). */
export async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** People registered through the API (the people screens have their own tests), of the country named `country`. */
export async function registerPeople(request: APIRequestContext, names: readonly string[], gender: 'Feminino' | 'Masculino', country: string) {
  const headers = await apiHeaders(request);
  const countries = (await (await request.get(`/api/localization/countries?nome=${encodeURIComponent(country)}`, { headers })).json()) as { id: number }[];
  for (const name of names) {
    const created = await request.post('/api/welcomed', { headers, data: { name, gender, nacionality: countries[0]!.id } });
    expect(created.status()).toBe(201);
  }
}

/** A Venezuelan woman registered through the people form, up to the 'O que deseja fazer agora?' choice, which it answers. */
export async function registerInForm(page: Page, name: string) {
  await page.goto('/admin/cadastros/cadastrar');
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('Feminino').check();
  const nationality = page.getByLabel('Nacionalidade', { exact: true });
  await nationality.click();
  await nationality.pressSequentially('Venezu', { delay: 30 });
  await openDropdown(page).getByTitle('Venezuela', { exact: true }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  return page.getByRole('dialog').filter({ hasText: 'O que deseja fazer agora?' });
}

/** The people list filtered by `name` and `query`, and `name`'s row in it. */
export async function peopleWith(page: Page, name: string, query: string) {
  await page.goto(`/admin/cadastros?name=${encodeURIComponent(name)}&${query}`);
  await expect(page.getByText(/\d+ registros?|Nenhum cadastro/).first()).toBeVisible();
  return page.getByRole('row', { name: new RegExp(name) });
}

/** 'Relatório PDF' opens the PDF of `reportPath` in a new window: its text. */
export async function reportPdf(page: Page, reportPath: string): Promise<string> {
  const response = page.waitForResponse((r) => r.url().includes(`${reportPath}?`) && r.status() === 200);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Relatório PDF' }).click();
  const pdf = (await pdfParse(await (await response).body())).text as string;
  await (await popup).close();
  return pdf;
}

/** 'Exportar XLSX' saves the sheet (named `xlsxName` when given): its rows, each as JSON text. */
export async function xlsxRows(page: Page, xlsxName?: string): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar XLSX' }).click();
  if (xlsxName) expect((await download).suggestedFilename()).toBe(xlsxName);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await download).path());
  const rows: string[] = [];
  book.worksheets[0]!.eachRow((row) => rows.push(JSON.stringify(row.values)));
  return rows;
}

/** The PDF text and the XLSX rows of a list. */
export async function exportsOf(page: Page, reportPath: string, xlsxName?: string): Promise<{ pdf: string; rows: string[] }> {
  const pdf = await reportPdf(page, reportPath);
  return { pdf, rows: await xlsxRows(page, xlsxName) };
}

/**
 * The 'Pesquisar Cadastro' modal opened by `button`: finds `search` by name, checks `people` and adds
 * them; `afterChecking` runs with the modal before 'Adicionar Cadastro(s)'. Answers the modal (hidden).
 */
export async function addThroughSearch(page: Page, button: string, search: string, people: readonly string[], afterChecking?: (modal: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: button }).click();
  const modal = page.getByRole('dialog').filter({ hasText: 'Pesquisar Cadastro' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Nome', { exact: true }).fill(search);
  await modal.getByRole('button', { name: 'Localizar' }).click();
  for (const name of people) await modal.getByLabel(`Marcar ${name}`).check();
  await afterChecking?.(modal);
  await modal.getByRole('button', { name: 'Adicionar Cadastro(s)' }).click();
  await expect(modal).toBeHidden();
  return modal;
}

/** Sets `person`'s situation in their row to `status`, sees it confirmed and kept after a reload. */
export async function setSituation(page: Page, person: string, status: string) {
  await page.getByLabel(`Situação de ${person}`).click();
  await openDropdown(page).getByTitle(status, { exact: true }).click();
  await expect(page.getByText(`${person}: ${status}`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(person) })).toContainText(status);
}

/**
 * The list at `path` filtered to one row of `name` fits a screen `width` wide: the filter box is open
 * (a filter is set), so down to the row, whose `button` needs no sideways scroll, and nothing wider
 * than the screen. Answers the row.
 */
export async function filteredRowFits(page: Page, path: string, name: string, button: string | RegExp, width: number) {
  await page.goto(`${path}?name=${encodeURIComponent(name)}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('button', { name: button })).toBeInViewport();
  await expectNoSidewaysScroll(page, width);
  return row;
}
