import { expect, type Page } from '@playwright/test';

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

export const registryDir = () => process.env.E2E_REGISTRY_DIR!;

/**
 * Clicks a sidebar entry as a person would: the sidebar opens only the current page's group, so
 * the entry's group (its title, e.g. 'Acolhimento') is opened first when the entry is not showing.
 */
export async function openFromSidebar(page: Page, group: string, entry: string) {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const item = nav.getByText(entry, { exact: true });
  if (!(await item.isVisible())) await nav.getByText(group, { exact: true }).click();
  await item.click();
}
