import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, login } from '../../shell/e2e/support';
import { chooseInSelect, expectPanel, fillEstablishment, group, next } from './support';

const PARENT = 'Há vigilância armada no local?';
const CHILD = 'Quem faz a vigilância?';

async function newQuestion(page: Page, enunciado: string, fill: (drawer: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Nova questão em Trabalho forçado' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Nova questão — Trabalho forçado' });
  await drawer.getByLabel('Enunciado').fill(enunciado);
  await fill(drawer);
  await drawer.getByRole('button', { name: 'Salvar questão' }).click();
  await expect(drawer).toBeHidden();
}


test('questionnaire editor: a type-3 question with a child question, reordered and deleted, changes the public wizard without a deploy', async ({ page, browser }) => {
  // two browsers, an editor and a wizard visited twice: minutes on a crowded machine
  test.setTimeout(180_000);
  await login(page);
  await page.goto('/admin/questionario/edit');
  const panel = page.getByTestId('painel-1');
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** The row whose title is "<ordem>. <text>" (a child's row also mentions its parent). */
  const row = (text: string) => panel.locator('li').filter({ has: page.getByText(new RegExp(`^\\d+\\. ${escape(text)}$`)) });
  await expect(page.getByText('Painel 3 — Trabalho forçado')).toBeVisible();
  await expectNoAxeViolations(page, 'editor do questionário');
  // A new question goes after the highest ordem of its panel (a retry finds the gaps a first attempt left).
  await expect(panel.locator('li').first()).toBeVisible();
  const ordens = (await panel.locator('li').allInnerTexts()).map((t) => Number(/^(\d+)\./.exec(t.trim())?.[1] ?? 0));
  const last = Math.max(...ordens);

  await newQuestion(page, PARENT, async (drawer) => {
    await chooseInSelect(page, 'Tipo', '3 — Escolha única');
    await drawer.getByLabel('Texto da opção 1').fill('Sim');
    // Each option is linked to indicators (here: the first one offered).
    // Click the intended option (Enter would take whichever match is active: "Vigil" matches two),
    // and check it was taken: under load the list can re-render under the pointer.
    await expect(async () => {
      await drawer.getByLabel('Indicadores da opção 1').fill('Vigil');
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Vigilância ostensiva/ }).first().click({ timeout: 2000 });
      await expect(drawer).toContainText('Vigilância ostensiva ou armada', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await drawer.getByRole('button', { name: 'Adicionar opção' }).click();
    await drawer.getByLabel('Texto da opção 2').fill('Não');
  });
  const parentRow = row(PARENT);
  await expect(parentRow).toContainText(`${last + 1}. ${PARENT}`);
  await expect(parentRow.getByText('salvando…')).toBeVisible();

  await newQuestion(page, CHILD, async () => {
    await chooseInSelect(page, 'Questão pai', PARENT);
    await chooseInSelect(page, 'Resposta da questão pai', /^Sim$/);
  });
  const childRow = row(CHILD);
  await expect(childRow).toContainText(`${last + 2}. ${CHILD}`);
  await expect(childRow).toContainText(`exibida quando "${PARENT}" = "Sim"`);

  // Reorder: the new question goes up one place (swaps ordem with its neighbour).
  await page.getByRole('button', { name: `Subir "${PARENT}"` }).click();
  await expect(parentRow).toContainText(`${last}. ${PARENT}`);
  await expect(row('Conte o que acontece quando alguém tenta ir embora')).toContainText(`${last + 1}. Conte o que`);

  // The public wizard shows the change at once.
  const publicContext = await browser.newContext();
  const wizard = await publicContext.newPage();
  await wizard.goto('/denunciar');
  await fillEstablishment(wizard);
  await next(wizard);
  await expectPanel(wizard, /3\. Trabalho forçado/);
  const legends = await wizard.locator('legend, label').allInnerTexts();
  expect(legends.findIndex((t) => t.includes(PARENT))).toBeLessThan(legends.findIndex((t) => t.includes('Conte o que acontece')));
  await expect(wizard.getByLabel(CHILD)).toHaveCount(0);
  await group(wizard, PARENT).getByLabel('Sim', { exact: true }).check();
  await wizard.getByLabel(CHILD).fill('Dois homens armados na porteira');
  await group(wizard, PARENT).getByLabel('Não', { exact: true }).check();
  await expect(wizard.getByLabel(CHILD)).toHaveCount(0);
  await group(wizard, PARENT).getByLabel('Sim', { exact: true }).check();
  await expect(wizard.getByLabel(CHILD)).toHaveValue('');

  // Delete both, each after confirmation.
  for (const text of [CHILD, PARENT]) {
    await page.getByRole('button', { name: `Excluir "${text}"` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Excluir a questão "${text}"?` });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(row(text)).toHaveCount(0);
  }
  await wizard.evaluate(() => localStorage.clear());
  await wizard.goto('/denunciar');
  await fillEstablishment(wizard);
  await next(wizard);
  await expectPanel(wizard, /3\. Trabalho forçado/);
  await expect(group(wizard, PARENT)).toHaveCount(0);
  await publicContext.close();
});
