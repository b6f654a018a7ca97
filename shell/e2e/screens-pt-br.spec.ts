import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiHeaders, expectNoAxeViolations, login } from './support';

/**
 * What a screen-reader user and a laptop user meet on the list screens and the public pages: every
 * accessible name in Portuguese (no 'Select all', no 'Clear', no icon announcing its English file name),
 * axe clean, one `main` landmark (never one inside another); and from 1280 px on, no pinned table column lying over another.
 */

const stamp = Date.now().toString(36);

/** English words antd or a careless label would put in an accessible name, a title or a placeholder. */
const ENGLISH =
  /\b(select( all| row)?|row \d+ selected|custom selection|clear|search|close|expand(ed)?|collapsed?|previous|next|page|loading|please|today|now|reset|cancel|confirm|submit|delete|edit|copy|copied|show|hide|toggle|remove|upload|download|no data|sort(able)?|filter|preview|dismiss|open|more|back|icon|increase|decrease|value)\b/i;

/** Everything on the page a screen reader would read in English, each with where it was found. */
async function englishOnPage(page: Page): Promise<string[]> {
  const fromDom = await page.evaluate((source) => {
    const english = new RegExp(source, 'i');
    const hidden = (el: Element) => !!el.closest('[aria-hidden="true"], [hidden]');
    const where = (el: Element) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`;
    const found: string[] = [];
    // antd icons render aria-label="<icon name>": read aloud unless hidden or labelled in Portuguese
    for (const icon of document.querySelectorAll('.anticon[aria-label]')) {
      const name = [...icon.classList].find((c) => c.startsWith('anticon-') && c !== 'anticon-spin')?.slice('anticon-'.length);
      if (!hidden(icon) && icon.getAttribute('aria-label') === name) found.push(`ícone "${name}" em ${where(icon.parentElement!)}`);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (hidden(el) || el.classList.contains('anticon')) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(attribute);
        if (value && english.test(value)) found.push(`${attribute}="${value}" em ${where(el)}`);
      }
    }
    return found;
  }, ENGLISH.source);
  // the names as the accessibility tree computes them (a button's name includes its icon's label)
  const tree = await page.locator('body').ariaSnapshot();
  const fromTree = tree
    .split('\n')
    .map((line) => line.match(/^\s*- ([\w-]+) "([^"]*)"/))
    .filter((m): m is RegExpMatchArray => !!m && (ENGLISH.test(m[2]!) || (m[1] === 'img' && /^[a-z]+(-[a-z]+)*$/.test(m[2]!))))
    .map((m) => `${m[1]} "${m[2]}"`);
  return [...new Set([...fromDom, ...fromTree])];
}

const MAIN = 'main, [role="main"]';

/** English read aloud, nested `main` landmarks (and on a staff screen, anything but exactly one), axe violations. */
async function expectPortugueseAndAccessible(page: Page, screen: string, { staff = true } = {}) {
  expect(await englishOnPage(page), `inglês lido em ${screen}`).toEqual([]);
  await expect(page.locator(`:is(${MAIN}) :is(${MAIN})`), `main dentro de main em ${screen}`).toHaveCount(0);
  if (staff) await expect(page.locator(MAIN), `landmarks main em ${screen}`).toHaveCount(1);
  await expectNoAxeViolations(page, screen);
}

/** A valid CPF (check digits computed) from a 9-digit seed. */
function makeCpf(seed: number): string {
  const base = String(seed).padStart(9, '7').slice(-9).split('').map(Number);
  const dv = (d: number[]) => {
    const r = (d.reduce((sum, n, i) => sum + n * (d.length + 1 - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base);
  return [...base, d1, dv([...base, d1])].join('');
}

/** People with long names and every document, the widest rows the people list shows. */
async function seedPeople(request: APIRequestContext) {
  const headers = await apiHeaders(request);
  const countries = (await (await request.get('/api/localization/countries?nome=Venez', { headers })).json()) as { id: number }[];
  const names = ['Maria Aparecida dos Santos Oliveira Fernandes', 'Yolimar Alejandra Pérez Quintero de la Torre', 'José Carlos Rodríguez Hernández'];
  for (const [i, name] of names.entries()) {
    const created = await request.post('/api/welcomed', {
      headers,
      data: {
        name: `${name} ${stamp}`,
        gender: i % 2 ? 'Masculino' : 'Feminino',
        birthdate: `1990-05-0${i + 1}`,
        nacionality: countries[0]!.id,
        cpf: makeCpf((Date.now() + i * 7919) % 1_000_000_000),
        rg: `V${stamp}${i}`.toUpperCase(),
      },
    });
    expect(created.status()).toBe(201);
  }
}

/** Picks an option of an antd Select by its label, so its clear button shows (retried: a click during the list's animation can miss). */
async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  const input = scope.getByLabel(label, { exact: true });
  const select = input.locator('xpath=ancestor::*[contains(@class,"ant-select ")][1]');
  await expect(async () => {
    if ((await page.locator('.ant-select-dropdown:visible').count()) === 0) await input.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 2000 });
    await expect(select).toContainText(option, { timeout: 1000 });
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

/** The people list's search window, with its results. */
async function openSearchModal(page: Page) {
  await page.getByRole('button', { name: 'Pesquisar Cadastro' }).click();
  const modal = page.getByRole('dialog', { name: 'Pesquisar Cadastro' });
  // the demo's people fill the first page: this run's people are found by name
  await modal.getByLabel('Nome', { exact: true }).fill(stamp);
  await modal.getByRole('button', { name: 'Localizar' }).click();
  await expect(modal.getByRole('row', { name: new RegExp(stamp) }).first()).toBeVisible();
  return modal;
}

/** The list screens, each opened with a filter set (so the clear buttons show) and its rows loaded. */
const LIST_SCREENS: { name: string; open: (page: Page) => Promise<Locator> }[] = [
  {
    name: 'Cadastros',
    open: async (page) => {
      await page.goto(`/admin/cadastros?name=${stamp}&gender=Feminino`);
      await expect(page.getByRole('row', { name: new RegExp(stamp) }).first()).toBeVisible();
      return page.locator('.ant-table').first();
    },
  },
  {
    name: 'Pesquisar Cadastro',
    open: async (page) => {
      await page.goto('/admin/cadastros');
      const modal = await openSearchModal(page);
      await choose(page, modal, 'Sexo', 'Feminino');
      await modal.getByLabel('Nome', { exact: true }).fill(stamp);
      return modal.locator('.ant-table');
    },
  },
  {
    name: 'Usuários',
    open: async (page) => {
      await page.goto('/admin/configuracoes/usuarios');
      await page.getByLabel('Buscar pelo nome').fill('Admin');
      await expect(page.getByRole('row', { name: /Administrador/ }).first()).toBeVisible();
      return page.locator('.ant-table').first();
    },
  },
  {
    name: 'Indicadores',
    open: async (page) => {
      await page.goto('/admin/indicadores/list');
      await expect(page.getByRole('button', { name: /^Editar / }).first()).toBeVisible();
      await choose(page, page, 'Situação', 'Ativo');
      return page.locator('.ant-table').first();
    },
  },
];

/** Pinned header cells that lie over another header cell, or that show no other column beside them. */
async function pinnedOverlaps(table: Locator) {
  return table.evaluate((root) => {
    const headers = [...root.querySelectorAll('thead th')] as HTMLElement[];
    const pinned = headers.filter((th) => getComputedStyle(th).position === 'sticky' && th.textContent?.trim());
    const overlaps: string[] = [];
    for (const pin of pinned) {
      const a = pin.getBoundingClientRect();
      for (const other of headers) {
        if (other === pin || pinned.includes(other)) continue;
        const b = other.getBoundingClientRect();
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        if (overlap > 1) overlaps.push(`'${pin.textContent}' cobre ${Math.round(overlap)} px de '${other.textContent}'`);
      }
    }
    return { pinned: pinned.map((th) => th.textContent), overlaps };
  });
}

test.beforeAll(async ({ request }) => {
  await seedPeople(request);
});

test('the list screens read in Portuguese, pass axe and have one main landmark', async ({ page }) => {
  // one test for every list screen: its time grows with the screens (120 s was short on a loaded 2-core machine)
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  await login(page);
  for (const screen of LIST_SCREENS) {
    await screen.open(page);
    await expectPortugueseAndAccessible(page, screen.name);
  }
  // a checked row: antd relabels its checkbox
  const modal = page.getByRole('dialog', { name: 'Pesquisar Cadastro' });
  await page.goto('/admin/cadastros');
  await openSearchModal(page);
  await modal.getByRole('checkbox', { name: new RegExp(`^Marcar .*${stamp}`) }).first().check();
  await expect(modal.getByRole('checkbox', { name: 'Marcar todos desta página' })).toBeVisible();
  await expectPortugueseAndAccessible(page, 'Pesquisar Cadastro com uma pessoa marcada');
});

test('the public pages read in Portuguese, pass axe and have one main landmark', async ({ page }) => {
  for (const path of ['/', '/login', '/denunciar', '/denunciar/acompanhar', '/admin/denuncias/novo', '/admin/denuncias/acompanhar']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
    await expectPortugueseAndAccessible(page, path, { staff: false });
  }
});

for (const width of [1280, 1366]) {
  test(`at ${width} px no pinned column lies over another in any list`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await login(page);
    for (const screen of LIST_SCREENS) {
      const table = await screen.open(page);
      const { pinned, overlaps } = await pinnedOverlaps(table);
      expect(overlaps, `${screen.name} a ${width} px (colunas fixas: ${pinned.join(', ') || 'nenhuma'})`).toEqual([]);
      // the row actions are in view without scrolling sideways
      const action = table.getByRole('columnheader', { name: 'Ação', exact: true });
      const [box, container] = [await action.boundingBox(), await table.boundingBox()];
      expect(box!.x + box!.width, `'Ação' visível em ${screen.name} a ${width} px`).toBeLessThanOrEqual(container!.x + container!.width + 1);
    }
  });
}
