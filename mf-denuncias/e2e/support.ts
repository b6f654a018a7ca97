import { expect, type Page } from '@playwright/test';
import { pick } from '../../shell/e2e/support';

/* The complaint wizard's steps and the complaint list, for this remote's specs; the shared helpers are in shell/e2e/support.ts. */

/**
 * The complaint list showing only the complaints filed since `day` (YYYY-MM-DD: today, taken when the
 * spec loads, before it files anything, so a run crossing midnight in Brazil still finds them): the demo's 48 complaints
 * (all filed before the first start's day) fill its first pages otherwise (page size 20, id ascending).
 */
export const complaintsListSince = (day: string) => `/admin/denuncias?data_ini=${day}`;

export const group = (page: Page, enunciado: string) => page.getByRole('group', { name: enunciado });

/** Chooses an option of a (non-searchable) antd Select, checking that it was taken. */
export async function chooseInSelect(page: Page, label: string, option: string | RegExp) {
  const input = page.getByLabel(label, { exact: true });
  const select = input.locator('xpath=ancestor::*[contains(@class,"ant-select ")][1]');
  const text = typeof option === 'string' ? option : option.source.replace(/^\^|\$$/g, '');
  await expect(async () => {
    await input.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 2000 });
    await expect(select).toContainText(text, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

export const next = (page: Page) => page.getByRole('button', { name: /Próximo/ }).click();

export async function expectPanel(page: Page, title: RegExp) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/**
 * Panels 1 and 2 (establishment and its place). Leaves the wizard on panel 3.
 */
export async function fillEstablishment(page: Page, nome = 'Fazenda Boa Vista') {
  await expectPanel(page, /1\. Estabelecimento/);
  await page.getByLabel('Nome do estabelecimento (como é conhecido)').fill(nome);
  await page.getByLabel('Endereço ou como chegar').fill('Estrada da Serra, km 12, zona rural');
  await next(page);
  await expectPanel(page, /2\. Localização/);
  await pick(page, 'Estado (UF)', 'Mato Gro', 'Mato Grosso');
  await pick(page, 'Município', 'Cuiab', 'Cuiabá');
}

/** Answers the required questions of the seeded panels 4 to 6 and lands on the last one. */
export async function answerRemainingPanels(page: Page, onPanel: (label: string) => Promise<void> = async () => undefined) {
  await expectPanel(page, /4\. Condições degradantes/);
  await group(page, 'Onde os trabalhadores dormem?').getByLabel('Barracos de lona, palha ou plástico').check();
  await group(page, 'Há água potável para beber?').getByLabel('Sim', { exact: true }).check();
  await group(page, 'Há crianças ou adolescentes trabalhando?').getByLabel('Não', { exact: true }).check();
  await next(page);
  await expectPanel(page, /5\. Jornada exaustiva/);
  await onPanel('painel 5');
  await page.getByLabel('Quantas horas por dia os trabalhadores trabalham, em média?').fill('14');
  await group(page, 'Os trabalhadores têm pelo menos um dia de folga por semana?').getByLabel('Não', { exact: true }).check();
  await next(page);
  await expectPanel(page, /6\. Servidão por dívida/);
  await group(page, 'Os trabalhadores devem dinheiro ao empregador ou ao intermediário ("gato")?').getByLabel('Não', { exact: true }).check();
  await group(page, 'Os trabalhadores recebem o salário em dia?').getByLabel('Recebem só em vales ou mercadorias').check();
}

/** Ticks the ALTCHA box: the browser solves the proof of work against our own challenge. */
export async function tickCaptcha(page: Page) {
  // The box is checked only once the proof of work is done: click, then wait.
  await page.getByRole('checkbox', { name: 'Não sou um robô' }).click();
  await expect(page.getByText('Verificado — não sou um robô')).toBeVisible({ timeout: 30_000 });
}

export const PROTOCOL = /^DEN-\d{4}-\d{6,}$/;
export const RECEIPT = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

/** Panel 3 answered as a free worker whose documents are (`Sim`) or are not (`Não`) kept by the employer; goes on to panel 4. */
export async function answerFreeToLeave(page: Page, documentsKept: 'Sim' | 'Não') {
  await expectPanel(page, /3\. Trabalho forçado/);
  await group(page, 'Os trabalhadores podem deixar o local de trabalho quando quiserem?').getByLabel('Sim', { exact: true }).check();
  await group(page, 'Os documentos dos trabalhadores (carteira de trabalho, RG) ficam com o empregador?').getByLabel(documentsKept, { exact: true }).check();
  await next(page);
}

/** Ticks the captcha and sends the complaint: the thank-you page, with a protocol number and a receipt code of their shapes, which it answers. */
export async function sendComplaint(page: Page): Promise<{ protocolo: string; recibo: string }> {
  await tickCaptcha(page);
  await page.getByRole('button', { name: /Enviar denúncia/ }).click();
  await expect(page.getByRole('heading', { name: 'Denúncia enviada. Obrigado!' })).toBeVisible();
  const protocolo = (await page.getByTestId('protocolo').innerText()).trim();
  const recibo = (await page.getByTestId('recibo').innerText()).trim();
  expect(protocolo).toMatch(PROTOCOL);
  expect(recibo).toMatch(RECEIPT);
  return { protocolo, recibo };
}
