import { expect, test, type Page } from '@playwright/test';
import {
  answerRemainingPanels,
  expectPanel,
  fillEstablishment,
  group,
  next,
  sendComplaint,
} from './support';
import { expectNoAxeViolations } from '../../shell/e2e/support';

const DRAFT_KEY = 'sisacte.denuncia.rascunho.v1';
const SAIR = 'Os trabalhadores podem deixar o local de trabalho quando quiserem?';
const IMPEDE = 'O que impede os trabalhadores de sair?';

/** Panel 3 of the seeded questionnaire: the conditional question appears, and its answer is cleared when hidden. */
async function answerForcedLabour(page: Page) {
  await expectPanel(page, /3\. Trabalho forçado/);
  await expect(group(page, IMPEDE)).toHaveCount(0);
  await group(page, SAIR).getByLabel('Não', { exact: true }).check();
  const impede = group(page, IMPEDE);
  await expect(impede).toBeVisible();
  // A required checkbox group is invalid with nothing ticked.
  await group(page, 'Os documentos dos trabalhadores (carteira de trabalho, RG) ficam com o empregador?').getByLabel('Sim', { exact: true }).check();
  await next(page);
  await expect(impede.getByText('Marque ao menos uma opção.')).toBeVisible();
  await expectPanel(page, /3\. Trabalho forçado/);
  await impede.getByLabel('Vigias ou pessoas armadas').check();
  // Changing the parent hides the child and clears its answer.
  await group(page, SAIR).getByLabel('Sim', { exact: true }).check();
  await expect(group(page, IMPEDE)).toHaveCount(0);
  await group(page, SAIR).getByLabel('Não', { exact: true }).check();
  await expect(group(page, IMPEDE).getByLabel('Vigias ou pessoas armadas')).not.toBeChecked();
  await group(page, IMPEDE).getByLabel('Ameaças ou violência').check();
}

async function submitAndCheck(page: Page) {
  // Not ticked: the warning, and nothing is sent.
  let created = 0;
  page.on('request', (r) => r.url().includes('/api/denuncias-create') && created++);
  await page.getByRole('button', { name: /Enviar denúncia/ }).click();
  const warning = page.getByRole('dialog').filter({ hasText: 'Atenção' });
  await expect(warning).toContainText("Marque o quadro 'Não sou um robô'!");
  await warning.getByRole('button', { name: 'Entendi' }).click();
  expect(created).toBe(0);

  const { protocolo, recibo } = await sendComplaint(page);
  await expect(page.getByText('Anote o número do protocolo e o código de recibo agora.')).toBeVisible();
  expect(created).toBe(1);
  // The draft is gone once the complaint is sent.
  expect(await page.evaluate((k) => localStorage.getItem(k), DRAFT_KEY)).toBeNull();
  return { protocolo, recibo };
}

async function followUp(page: Page, protocolo: string, recibo: string) {
  await page.getByRole('link', { name: 'Acompanhar a denúncia' }).click();
  await page.getByLabel('Número do protocolo').fill(protocolo);
  await page.getByLabel('Código de recibo').fill(recibo.toLowerCase());
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText('Protocolada', { exact: true })).toBeVisible();
}

test.describe('public complaint wizard', () => {
  test('standalone /denunciar: no shell, draft survives a reload, conditional questions, captcha, protocol and follow-up, no axe violation on any panel', async ({ page }) => {
    // Six panels, an accessibility scan of each and a real proof of work: over a minute on a slow, loaded machine.
    test.slow();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/denunciar');
    await expectPanel(page, /1\. Estabelecimento/);
    await expect(page.getByText('Sua denúncia pode ser anônima. Não pedimos seu nome nem rastreamos você.')).toBeVisible();
    await expectNoAxeViolations(page, 'painel 1');

    await fillEstablishment(page);
    await expectNoAxeViolations(page, 'painel 2');
    // The map (loaded only now) places the establishment.
    await page.getByRole('region', { name: /Mapa para marcar o local/ }).click({ position: { x: 150, y: 150 } });
    await expect(page.getByTestId('map-point')).toContainText('Local marcado: latitude');
    // Its buttons are named in Portuguese, not by their symbols (+, −, i).
    for (const name of ['Aproximar', 'Afastar', 'Créditos do mapa']) await expect(page.getByRole('button', { name, exact: true })).toBeAttached();
    // A language picked while the map is open renames them; back to Portuguese for the rest of the visit.
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    for (const name of ['Zoom in', 'Zoom out', 'Map credits']) await expect(page.getByRole('button', { name, exact: true })).toBeAttached();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
    await expect(page.getByRole('button', { name: 'Aproximar', exact: true })).toBeAttached();

    // The draft survives a reload of the page.
    await page.reload();
    await expectPanel(page, /2\. Localização/);
    await expect(page.getByText('Continuamos de onde você parou.')).toBeVisible();
    await expect(page.getByTestId('map-point')).toContainText('Local marcado: latitude');
    await next(page);

    await answerForcedLabour(page);
    await expectNoAxeViolations(page, 'painel 3');
    await next(page);
    await expectNoAxeViolations(page, 'painel 4');
    await answerRemainingPanels(page, (label) => expectNoAxeViolations(page, label));
    await expectNoAxeViolations(page, 'painel 6');

    const { protocolo, recibo } = await submitAndCheck(page);
    await expectNoAxeViolations(page, 'recibo');
    await followUp(page, protocolo, recibo);
    await expect(page).toHaveURL(/\/denunciar\/acompanhar$/);
    await expectNoAxeViolations(page, 'acompanhamento');

    // No shell code, no remotes list, no third-party request.
    expect(requested).not.toContain('/remotes.json');
    expect(requested.filter((p) => p.startsWith('/registry/') && !p.startsWith('/registry/mf-denuncias/'))).toEqual([]);
    expect(await page.evaluate(() => (globalThis as { __SISACTE_SHELL__?: boolean }).__SISACTE_SHELL__ ?? false)).toBe(false);
  });

  test('keyboard only: panels 1 to 3 are filled and left with the keyboard', async ({ page }) => {
    await page.goto('/denunciar');
    await expectPanel(page, /1\. Estabelecimento/);
    await page.getByLabel('Nome do estabelecimento (como é conhecido)').focus();
    await page.keyboard.type('Confecção Estrela');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Rua das Linhas, 100');
    // Tab through the date to the Próximo button and press Enter.
    for (let i = 0; i < 10 && !(await page.getByRole('button', { name: /Próximo/ }).evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expectPanel(page, /2\. Localização/);
    // The new panel's title has the focus.
    await expect(page.getByRole('heading', { level: 2, name: /2\. Localização/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Mato Gro');
    // Enter picks the highlighted option, so wait (as a person would) until the states have arrived.
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active', { hasText: /^Mato Grosso$/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#uf').locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText('Mato Grosso');
    // (the state's clear button is a tab stop of its own)
    for (let i = 0; i < 3 && !(await page.locator('#municipio').evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(page.locator('#municipio')).toBeFocused();
    await page.keyboard.type('Cuiab');
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Cuiabá$/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#municipio').locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText('Cuiabá');
    // On to panel 3 with Tab and Enter; a radio group answers with the arrow keys.
    for (let i = 0; i < 15 && !(await page.getByRole('button', { name: /Próximo/ }).evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expectPanel(page, /3\. Trabalho forçado/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(group(page, SAIR).getByLabel('Sim', { exact: true })).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(group(page, SAIR).getByLabel('Não', { exact: true })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(group(page, IMPEDE).getByLabel('Ameaças ou violência')).toBeChecked();
  });

  test('inside the shell /admin/denuncias/novo, as the public', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Fazer uma denúncia' }).first().waitFor();
    await page.goto('/admin/denuncias/novo');
    await fillEstablishment(page, 'Carvoaria Três Irmãos');
    await next(page);
    await answerForcedLabour(page);
    await next(page);
    await answerRemainingPanels(page);
    const { protocolo, recibo } = await submitAndCheck(page);
    await followUp(page, protocolo, recibo);
    await expect(page).toHaveURL(/\/admin\/denuncias\/acompanhar$/);
  });
});
