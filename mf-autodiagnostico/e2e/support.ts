import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 800 };
export const shotsDir = process.env.E2E_SHOTS_DIR ?? '/tmp/pw-autodiagnostico-shots';

/** No axe-core violation of WCAG 2.1 A/AA on the current screen. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`);
  expect(summary, `violações de acessibilidade em ${label}`).toEqual([]);
}

/** Picks an option of a searchable antd Select: types, then clicks the first option matching `option`. */
export async function pick(page: Page, label: string, search: string, option: RegExp) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Types a date (DD/MM/AAAA) in a LazyDateField: the stand-in becomes the picker on focus, Tab takes the date. */
export async function typeDate(page: Page, field: ReturnType<Page['getByLabel']>, value: string) {
  await field.click();
  await expect(page.locator('.ant-picker-focused')).toBeVisible();
  await field.fill(value);
  await field.press('Tab');
  await expect(field).toHaveValue(value);
}

/** `days` from today as DD/MM/AAAA. */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return [d.getDate(), d.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/') + `/${d.getFullYear()}`;
}

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}
