import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Logs in through the form and waits for the landing page: the dashboard for its holders (the
 * administrator), the first screen of the sidebar for the others.
 */
export async function login(page: Page, username = 'admin', password = 'admin', landing: RegExp = /\/admin\/painel$/) {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(landing);
}

/** The registry of the server the running test talks to (each Playwright project has its own). */
export const registryDir = (): string => (test.info().project.metadata as { registryDir: string }).registryDir;

/**
 * Types a date (DD/MM/AAAA) into the date field labelled `label`: the stand-in becomes the calendar
 * picker on focus, so it types once the picker is there, and leaves the field (Tab) to take the date
 * (Enter would also submit the form).
 */
export async function typeDate(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await expect(page.locator('.ant-picker-focused').getByLabel(label, { exact: true })).toBeVisible();
  await field.fill(value);
  await field.press('Tab');
  await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
}

/**
 * Clicks a sidebar entry as a person would: the sidebar opens only the current page's group, so
 * the entry's group (its title, e.g. 'Acolhimento') is opened first when the entry is not showing.
 */
export async function openFromSidebar(page: Page, group: string, entry: string, expectedPath?: RegExp) {
  const item = sidebarEntry(page, group, entry);
  // After login only the current page's group is open: open the entry's group when it is closed.
  if (!(await item.isVisible())) await sidebarGroup(page, group).click();
  await item.click();
  if (expectedPath) await expect(page).toHaveURL(expectedPath);
}

/** A sidebar entry, looked up inside its group's menu (an entry may share its group's name: 'Painel', 'Denúncias'). */
export function sidebarEntry(page: Page, group: string, entry: string): Locator {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  return nav.getByRole('menu', { name: group }).getByRole('menuitem', { name: new RegExp(`${escapeRegExp(entry)}$`) });
}

/** A sidebar group's header (it opens and closes the group). */
export function sidebarGroup(page: Page, group: string): Locator {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  return nav.locator('[role="menuitem"][aria-haspopup="true"]').filter({ hasText: group });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
