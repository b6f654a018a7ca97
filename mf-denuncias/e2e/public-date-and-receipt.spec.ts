import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, shot } from '../../shell/e2e/support';
import { answerFreeToLeave, answerRemainingPanels, expectPanel, fillEstablishment, next, sendComplaint } from './support';

const DRAFT_KEY = 'sisacte.denuncia.rascunho.v1';
const DATE_LABEL = 'Previsão de encerramento do trabalho no local';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

const draftDate = (page: Page) =>
  page.evaluate((k) => (JSON.parse(localStorage.getItem(k) ?? '{}') as { values?: { estabelecimento_encerramento?: string } }).values?.estabelecimento_encerramento, DRAFT_KEY);

/**
 * In the open calendar, next month's day `dd` (a future day, whatever today is), clicked or tapped:
 * the field shows it as DD/MM/AAAA. Answers the day as YYYY-MM-DD.
 */
async function pickNextMonthDay(page: Page, dd: string, how: 'click' | 'tap' = 'click'): Promise<string> {
  const calendar = page.locator('.ant-picker-dropdown:visible');
  await calendar.locator('.ant-picker-header-next-btn')[how]();
  const day = await calendar.locator(`td.ant-picker-cell-in-view[title$="-${dd}"]`).getAttribute('title');
  await calendar.locator(`td[title="${day}"]`)[how]();
  const [y, m, d] = day!.split('-');
  await expect(page.getByLabel(DATE_LABEL)).toHaveValue(`${d}/${m}/${y}`);
  return day!;
}

test.describe('an English-speaking browser', () => {
  test.use({ locale: 'en-US', viewport: DESKTOP });

  test('the closing date is picked and shown as DD/MM/AAAA in a Portuguese calendar, never mm/dd/yyyy', async ({ page }) => {
    await page.goto('/denunciar');
    await expectPanel(page, /1\. Estabelecimento/);
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    const field = page.getByLabel(DATE_LABEL);
    await expect(field).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await expect(page.locator('input[type="date"]')).toHaveCount(0);

    await field.click();
    const calendar = page.locator('.ant-picker-dropdown:visible');
    await expect(calendar).toBeVisible();
    await expect(calendar.getByText('Seg', { exact: true })).toBeVisible();
    await expect(calendar.getByText('Hoje', { exact: true })).toBeVisible();
    await expect(calendar).not.toHaveClass(/-(enter|appear)/);
    await shot(page, 'data-1366', false);
    const day = await pickNextMonthDay(page, '15');
    await expect.poll(() => draftDate(page)).toBe(day);

    // Typed the Brazilian way, too.
    await page.getByLabel(DATE_LABEL).fill('31/12/2099');
    await page.getByLabel(DATE_LABEL).press('Enter');
    await expect(page.getByLabel(DATE_LABEL)).toHaveValue('31/12/2099');
    await expect.poll(() => draftDate(page)).toBe('2099-12-31');
    await expectNoAxeViolations(page, 'painel 1 com a data');
  });

});

test('inside the shell (/admin/denuncias/novo) the same picker is fetched from the remote and works', async ({ page }) => {
  await page.goto('/admin/denuncias/novo');
  await expectPanel(page, /1\. Estabelecimento/);
  await page.getByLabel(DATE_LABEL).click();
  const calendar = page.locator('.ant-picker-dropdown:visible');
  await expect(calendar.getByText('Hoje', { exact: true })).toBeVisible();
  await pickNextMonthDay(page, '20');
});

test.describe('an English-speaking phone', () => {
  test.use({ locale: 'en-US', viewport: PHONE, isMobile: true, hasTouch: true });

  test('a tap opens the DD/MM/AAAA calendar, which fits the screen', async ({ page }) => {
    await page.goto('/denunciar');
    await expectPanel(page, /1\. Estabelecimento/);
    await page.getByLabel(DATE_LABEL).tap();
    const calendar = page.locator('.ant-picker-dropdown:visible');
    await expect(calendar).toBeVisible();
    await expect(calendar).not.toHaveClass(/-(enter|appear)/);
    const box = (await calendar.locator('.ant-picker-panel-container').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'data-390', false);
    const day = await pickNextMonthDay(page, '10', 'tap');
    await expect.poll(() => draftDate(page)).toBe(day);
  });
});

test.describe('the receipt on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('each code stays on one line, is copied with "Copiado!", and "Baixar comprovante" saves both codes, the date and the follow-up address', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/denunciar');
    await fillEstablishment(page, 'Olaria Dois Rios');
    await next(page);
    await answerFreeToLeave(page, 'Não');
    await answerRemainingPanels(page);
    const { protocolo, recibo } = await sendComplaint(page);

    // One line each, inside the screen, and nothing wider than the phone.
    for (const id of ['protocolo', 'recibo']) {
      const code = page.getByTestId(id);
      const { height, lineHeight, right } = await code.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { height: r.height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.6, right: r.right };
      });
      expect(height, `${id} numa linha só`).toBeLessThan(lineHeight * 1.5);
      expect(right).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'recibo-390');
    await expectNoAxeViolations(page, 'recibo no celular');

    await page.getByRole('button', { name: 'Copiar código de recibo' }).click();
    await expect(page.getByRole('button', { name: /^Copiado!/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recibo);
    await page.getByRole('button', { name: 'Copiar número do protocolo' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(protocolo);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Baixar comprovante/ }).click()]);
    expect(download.suggestedFilename()).toBe(`comprovante-denuncia-${protocolo}.txt`);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text).toContain(`Número do protocolo: ${protocolo}`);
    expect(text).toContain(`Código de recibo: ${recibo}`);
    expect(text).toMatch(/Enviada em: \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    expect(text).toContain(new URL('/denunciar/acompanhar', baseURL).href);
    expect(text).toContain('Guarde este comprovante em lugar seguro.');

    await page.setViewportSize(DESKTOP);
    await shot(page, 'recibo-1366');
  });
});
