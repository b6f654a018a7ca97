import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import path from 'node:path';

/*
 * The helpers every e2e spec shares (shell and remotes alike): logging in, through the form or the
 * API, the sidebar, date fields, selects and the accessibility check. Test code only: no app imports it.
 */

/** Today in Brazil's time (the browser's: playwright.config.ts's timezoneId), as YYYY-MM-DD; the machine may be a day ahead (UTC). */
export const todayInBrazil = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

export const ADMIN = { username: 'admin', password: 'admin' } as const;

/**
 * Logs in through the form and waits for the landing page: the dashboard for its holders (the
 * administrator), the first screen of the sidebar for the others.
 */
export async function login(page: Page, username: string = ADMIN.username, password: string = ADMIN.password, landing: RegExp = /\/admin\/painel$/) {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(landing);
}

/** Logs in through the API (for the data a test prepares); answers the access token. */
export async function apiToken(request: APIRequestContext, username: string = ADMIN.username, password: string = ADMIN.password): Promise<string> {
  const answer = await request.post('/authenticate', { data: { username, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).access_token as string;
}

/** `{ Authorization: 'Bearer …' }` of an API login (the administrator by default). */
export const apiHeaders = async (request: APIRequestContext, username?: string, password?: string) => ({
  Authorization: `Bearer ${await apiToken(request, username, password)}`,
});

/** A user holding only the role named `role` (e.g. ROLES.DENUNCIAS), created by the administrator through the API. */
export async function createUserWithRole(request: APIRequestContext, user: { name: string; username: string; password: string }, role: string) {
  const headers = await apiHeaders(request);
  const roles = (await (await request.get('/api/roles?size=50', { headers })).json()).content as { id: number; name: string }[];
  const created = await request.post('/api/user', { headers, data: { ...user, roles: [roles.find((r) => r.name === role)!.id] } });
  expect(created.status(), await created.text()).toBe(201);
}

/** The registry of the server the running test talks to (each Playwright project has its own). */
export const registryDir = (): string => (test.info().project.metadata as { registryDir: string }).registryDir;

/**
 * Types a date (DD/MM/AAAA) into the date field labelled `label`: the stand-in becomes the calendar
 * picker on focus, so it types once the picker is there, and leaves the field (Tab) to take the date
 * (Enter would also submit the form). On a loaded machine the picker can arrive without the focus the
 * stand-in had (a fresh-clone run saw the picker drawn, unfocused, for 15 s): the field is clicked
 * again until the picker has it, as a person would.
 */
export async function typeDate(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  const focusedPicker = page.locator('.ant-picker-focused').getByLabel(label, { exact: true });
  await expect(async () => {
    if (!(await focusedPicker.isVisible())) await field.click();
    await expect(focusedPicker).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await field.fill(value);
  await field.press('Tab');
  await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
}

/** Picks an option of a searchable antd Select: types `search`, clicks the option (a string matches the whole label). */
export async function pick(page: Page, label: string, search: string, option: string | RegExp) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(search);
  const text = typeof option === 'string' ? new RegExp(`^${escapeRegExp(option)}$`) : option;
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
  // Wait for the list to close (its closing animation is a transient state for axe).
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** The sidebar. */
export const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Menu principal' });

/**
 * Shows a sidebar entry as a person would and answers it: the sidebar opens only the current page's
 * group, so the entry's group (its title, e.g. 'Acolhimento') is opened first when it is closed. The
 * group's header is waited for, so a sidebar still drawing is never taken for a closed group.
 */
export async function showSidebarEntry(page: Page, group: string, entry: string): Promise<Locator> {
  const header = sidebarGroup(page, group);
  await expect(header).toBeVisible();
  const item = sidebarEntry(page, group, entry);
  // The sidebar opens the current page's group again when a remote's entries arrive after the click: open it
  // again until the entry shows (never clicking an open group, which would close it).
  await expect(async () => {
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return item;
}

/** Clicks a sidebar entry (see showSidebarEntry) and, given `expectedPath`, waits for its address. */
export async function openFromSidebar(page: Page, group: string, entry: string, expectedPath?: RegExp) {
  await (await showSidebarEntry(page, group, entry)).click();
  if (expectedPath) await expect(page).toHaveURL(expectedPath);
}

/** A sidebar entry, looked up inside its group's menu (an entry may share its group's name: 'Painel', 'Denúncias'). */
export function sidebarEntry(page: Page, group: string, entry: string): Locator {
  return sidebar(page).getByRole('menu', { name: group }).getByRole('menuitem', { name: new RegExp(`${escapeRegExp(entry)}$`) });
}

/** A sidebar group's header (it opens and closes the group). */
export function sidebarGroup(page: Page, group: string): Locator {
  return sidebar(page).locator('[role="menuitem"][aria-haspopup="true"]').filter({ hasText: group });
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** No axe-core violation of WCAG 2.1 A/AA on the current screen. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`);
  expect(summary, `violações de acessibilidade em ${label}`).toEqual([]);
}

/**
 * A screenshot for a person to look at, into E2E_SHOTS_DIR; without it none is taken: no test reads
 * them, and a full-page capture is a good part of what a short test costs.
 */
export async function shot(target: Page | Locator, name: string, fullPage = true) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  const file = path.join(dir, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file }));
}

/**
 * Clicks 'Salvar' (or `button`) and waits until the success dialog titled `title` has been shown. That dialog closes
 * by itself after 1.5 s (useSuccessDialog): an assertion that polls, once a second by then on a loaded machine, can
 * look before it opens and again after it closed. So the page records every dialog it shows from just before the click.
 */
export async function saveAndSeeDialog(page: Page, title: string, button: Locator = page.getByRole('button', { name: 'Salvar' })) {
  await page.evaluate(() => {
    const w = window as unknown as { e2eDialogsShown?: string[]; e2eDialogWatch?: MutationObserver };
    w.e2eDialogWatch?.disconnect();
    const shown: string[] = (w.e2eDialogsShown = []);
    const record = () => {
      for (const dialog of document.querySelectorAll('[role="dialog"]')) {
        const text = dialog.textContent ?? '';
        if (text && !shown.includes(text)) shown.push(text);
      }
    };
    w.e2eDialogWatch = new MutationObserver(record);
    w.e2eDialogWatch.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await button.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { e2eDialogsShown?: string[] }).e2eDialogsShown ?? []), { timeout: 15_000 })
    .toContainEqual(expect.stringContaining(title));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
