import { expect, test, type Page } from '@playwright/test';
// the package's index runs a debug script when loaded as main; the library itself is lib/pdf-parse.js
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore no types for the inner path
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { expectNoAxeViolations, pick, shot } from '../../shell/e2e/support';
import { br, DESKTOP, PHONE, pickDay, thisMonth } from './support';

const stamp = Date.now().toString(36);
const establishment = `Padaria Pão Quente ${stamp}`;
const responsible = `Maria Responsável ${stamp}`;
const month = thisMonth();

test.use({ viewport: PHONE, hasTouch: true });
test.setTimeout(300_000);

/**
 * The option given to the n-th question (0-based): mostly the first (in the seeded models, the safe one
 * or close), every 4th the last (the worst), every 5th the middle one, so that several risk levels appear.
 */
const answerFor = (n: number): 'first' | 'middle' | 'last' => (n % 4 === 1 ? 'last' : n % 5 === 2 ? 'middle' : 'first');

const questionHeading = (page: Page) => page.locator('#ad-question-title');

/** Answers the question on screen and waits for its feedback; returns the continue button's label. */
async function answer(page: Page, option: 'first' | 'middle' | 'last') {
  const radios = page.getByRole('group', { name: 'Resposta' }).getByRole('radio');
  const count = await radios.count();
  await radios.nth(option === 'first' ? 0 : option === 'last' ? count - 1 : Math.min(1, count - 1)).check();
  await page.getByRole('button', { name: /^(Responder|Alterar resposta)$/ }).click();
  await expect(page.getByText(/Resposta salva\./)).toBeVisible();
}

test('a whole self-diagnosis from the home page without login: wizard, a changed answer, Parabéns!, status, action plan, PDF, and back with the resume link', async ({ page, browser }) => {
  // --- start from the public home
  await page.goto('/');
  await page.getByRole('link', { name: 'Fazer um autodiagnóstico' }).click();
  await expect(page).toHaveURL(/\/admin\/autodiagnostico$/);
  await expect(page.getByRole('heading', { name: 'Autodiagnóstico de riscos no trabalho' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Comércio e serviços/ })).toBeVisible();
  await expectNoAxeViolations(page, 'início');
  await shot(page, 'phone-01-inicio');

  // --- preparation: establishment of a new evaluation
  await page.getByRole('button', { name: /^Começar: Comércio e serviços/ }).click();
  await expect(page).toHaveURL(/\/admin\/autodiagnostico\/preparacao\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Preparação' })).toBeVisible();
  await page.getByRole('button', { name: 'Iniciar autodiagnóstico' }).click();
  await expect(page.getByText('Nome do estabelecimento deve ter ao menos 2 caracteres')).toBeVisible();
  await expect(page.getByText('Escolha a atividade (CNAE) do estabelecimento')).toBeVisible();
  await page.getByLabel('Nome do estabelecimento').fill(establishment);
  await pick(page, 'Atividade (CNAE)', '4721', /padaria/i);
  await pick(page, 'Estado (UF)', 'São P', /^São Paulo$/);
  await pick(page, 'Município (opcional)', 'Campinas', /^Campinas$/);
  await expectNoAxeViolations(page, 'preparação');
  await shot(page, 'phone-02-preparacao');
  await page.getByRole('button', { name: 'Iniciar autodiagnóstico' }).click();

  // --- the resume link and code, shown at creation
  await expect(page).toHaveURL(/\/admin\/autodiagnostico\/preparacao\/editar\/\d+$/);
  const id = Number(/editar\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: 'Avaliação criada: guarde o seu link de retomada' })).toBeVisible();
  const link = (await page.getByTestId('resume-link').innerText()).trim();
  const code = (await page.getByTestId('resume-code').innerText()).trim();
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  expect(link).toMatch(new RegExp(`/admin/autodiagnostico/preparacao/editar/${id}#codigo=${code}$`));
  await expect(page.getByText('0 de 29 questões respondidas.')).toBeVisible();
  await expectNoAxeViolations(page, 'preparação (editar)');
  await shot(page, 'phone-03-preparacao-editar');

  // --- identification: first block, then its first question
  await page.getByRole('button', { name: 'Iniciar identificação de riscos' }).click();
  await expect(page).toHaveURL(new RegExp(`/identificacao-riscos/${id}/bloco/\\d+/\\d+$`));
  await expect(page.getByRole('heading', { name: 'Registro e documentos' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'bloco');
  await shot(page, 'phone-04-bloco');
  await page.getByRole('button', { name: 'Começar o bloco' }).click();
  await expect(page).toHaveURL(new RegExp(`/identificacao-riscos/${id}/questao/\\d+/\\d+$`));

  // --- every question; a reload in the middle lands on the same question
  let first: { url: string; enunciado: string } | null = null;
  for (let n = 0; n < 29; n++) {
    await expect(questionHeading(page)).toBeVisible();
    const enunciado = await questionHeading(page).innerText();
    first ??= { url: page.url(), enunciado };
    if (n === 3) {
      await page.reload();
      await expect(questionHeading(page)).toHaveText(enunciado);
    }
    await answer(page, answerFor(n));
    if (n === 0) {
      await expectNoAxeViolations(page, 'questão com retorno');
      await shot(page, 'phone-05-questao-retorno');
    }
    const next = page.getByRole('button', { name: /^(Próxima questão|Próximo bloco|Concluir e ver a situação)$/ });
    const label = await next.innerText();
    if (n === 28) expect(label).toBe('Concluir e ver a situação');
    else expect(label).not.toBe('Concluir e ver a situação');
    if (label === 'Concluir e ver a situação') break;
    // the next step replaces this one: wait for it, so the next answer is not given on this question
    const from = page.url();
    await next.click();
    await expect(page).not.toHaveURL(from);
    await expect(page.getByText(/Resposta salva\./)).toBeHidden();
    if (label === 'Próximo bloco') {
      await expect(page).toHaveURL(/\/bloco\/\d+\/\d+$/);
      await page.getByRole('button', { name: 'Começar o bloco' }).click();
    }
  }

  // --- change one answer from the sidebar: the first question, 'Sim' (Zero) becomes 'Não' (Alto)
  await page.getByRole('button', { name: /Ver todas as questões \(29 de 29 respondidas\)/ }).click();
  const sidebar = page.getByRole('navigation', { name: 'Blocos e questões' });
  await expectNoAxeViolations(page, 'menu lateral aberto');
  await shot(page, 'phone-06-menu-lateral');
  await sidebar.getByRole('link', { name: new RegExp(`^1\\.1 ${first!.enunciado.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(page).toHaveURL(first!.url);
  await expect(page.getByRole('group', { name: 'Resposta' }).getByLabel('Sim', { exact: true })).toBeChecked();
  await expect(page.getByText('Sua resposta.')).toBeVisible();
  await answer(page, 'last');
  await expect(page.locator('.ad-feedback')).toContainText('Risco Alto');
  await page.getByRole('button', { name: 'Concluir e ver a situação' }).click();

  // --- Parabéns! and the status screen
  await expect(page.getByRole('dialog').filter({ hasText: 'Parabéns!' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/status/${id}$`));
  await expect(page.getByRole('heading', { name: 'Situação' })).toBeVisible();
  await expect(page.locator('.ad-chart canvas').first()).toBeVisible({ timeout: 30_000 });
  const firstBlockRow = page.getByRole('row', { name: /1\. Registro e documentos/ });
  // block 1 (6 questions, n = 0..5): 1.1 changed to Alto; n=1 last (Alto), n=2 middle (Baixo), n=3 and n=4 first (Zero), n=5 last (Alto)
  await expect(firstBlockRow.getByRole('cell')).toHaveText(['2', '1', '0', '3', '0']);
  await expect(page.getByRole('row', { name: /^Total/ }).getByRole('cell').last()).toHaveText('0');
  await expectNoAxeViolations(page, 'situação');
  await shot(page, 'phone-07-situacao');

  // --- action plan: preparation, then the measure cards, Alto first
  await page.getByRole('button', { name: 'Plano de ação' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/plano-de-acao/${id}$`));
  await expect(page.getByText(/0 de \d+ medidas definidas\./)).toBeVisible();
  await expectNoAxeViolations(page, 'plano de ação');
  await shot(page, 'phone-08-plano');
  await page.getByRole('button', { name: 'Definir as medidas' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/plano-de-acao/medidas/${id}$`));
  const groups = page.locator('section h2 .ad-risk');
  await expect(groups.first()).toHaveText('Risco Alto');
  const card = page.locator('article.ad-card').first();
  const actions = card.getByLabel('Ações');
  await expect(actions).not.toHaveValue('');
  await expect(card).toContainText('medida sugerida (ainda não salva)');
  await expectNoAxeViolations(page, 'medidas');
  await shot(page, 'phone-09-medidas', false);

  // the end cannot be before the start: those days are disabled in the end's calendar
  await card.getByLabel('Responsável').fill(responsible);
  await pickDay(page, card.getByLabel('Início'), month.last);
  await card.getByLabel('Fim').click();
  await expect(page.locator(`.ant-picker-dropdown:visible td[title="${month.first}"]`)).toHaveClass(/ant-picker-cell-disabled/);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await pickDay(page, card.getByLabel('Fim'), month.last);
  await actions.fill('Registrar todos os empregados no eSocial antes do início das atividades.');
  await card.getByRole('button', { name: 'Salvar medida' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Plano de Ação!' })).toBeVisible();
  await expect(card).toContainText('medida salva');

  // --- the PDF in a new window (fetched with the code, opened from a blob) and the XLSX saved
  const pdfResponse = page.waitForResponse((r) => r.url().includes(`/api/plano-de-acao/report/${id}`));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'PDF do diagnóstico e do plano' }).first().click();
  const pdf = await pdfResponse;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const text = ((await pdfParse(await pdf.body())) as { text: string }).text.replace(/\s+/g, ' ');
  expect(text).toContain(establishment);
  expect(text).toContain(responsible);
  await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
  await (await popup).close();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'XLSX das medidas' }).first().click();
  expect((await download).suggestedFilename()).toBe(`plano-de-acao-${id}.xlsx`);

  // --- leave; another device (new context, desktop) comes back with the resume link and finds everything
  await page.goto('/');
  const other = await browser.newContext({ viewport: DESKTOP, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const again = await other.newPage();
  // without the code, an evaluation's screen asks for it
  await again.goto(`/admin/status/${id}`);
  await expect(again.getByLabel('Código de acesso')).toBeVisible();
  await expectNoAxeViolations(again, 'pedido do código');
  await shot(again, 'desktop-00-pedido-codigo');
  await again.goto(link);
  await expect(again.getByRole('heading', { name: establishment })).toBeVisible();
  expect(again.url()).not.toContain('#codigo');
  await expect(again.getByText('29 de 29 questões respondidas.')).toBeVisible();
  await shot(again, 'desktop-03-preparacao-editar');
  await again.getByRole('button', { name: 'Ver a situação' }).click();
  await expect(again.getByRole('row', { name: /1\. Registro e documentos/ }).getByRole('cell')).toHaveText(['2', '1', '0', '3', '0']);
  await expect(again.locator('.ad-chart canvas').first()).toBeVisible({ timeout: 30_000 });
  await shot(again, 'desktop-07-situacao');
  await again.getByRole('button', { name: 'Plano de ação' }).click();
  await expect(again.getByText(/1 de \d+ medidas definidas\./)).toBeVisible();
  await shot(again, 'desktop-08-plano');
  await again.getByRole('button', { name: 'Ver e editar as medidas' }).click();
  const saved = again.locator('article.ad-card').first();
  await expect(saved.getByLabel('Responsável')).toHaveValue(responsible);
  await expect(saved.getByLabel('Ações')).toHaveValue('Registrar todos os empregados no eSocial antes do início das atividades.');
  await expect(saved.getByLabel('Fim')).toHaveValue(br(month.last));
  await shot(again, 'desktop-09-medidas', false);
  // the wizard from a deep link, on the desktop: the sidebar marks the question of the address
  await again.goto(first!.url);
  await expect(again.getByRole('navigation', { name: 'Blocos e questões' }).locator('[aria-current="step"]')).toContainText('1.1');
  await expect(again.getByRole('group', { name: 'Resposta' }).getByLabel('Não', { exact: true })).toBeChecked();
  await shot(again, 'desktop-05-questao');
  await again.goto('/admin/autodiagnostico');
  await expect(again.getByRole('heading', { name: /Comércio e serviços/ })).toBeVisible();
  await shot(again, 'desktop-01-inicio');
  await other.close();
});
