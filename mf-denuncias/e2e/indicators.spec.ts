import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, login, saveAndSeeDialog } from '../../shell/e2e/support';

/** The list filtered to the weights from `min` to `max`. */
async function filterByWeight(page: Page, min: string, max: string) {
  await page.getByLabel('Peso mínimo').fill(min);
  await page.getByLabel('Peso máximo').fill(max);
  await page.getByRole('button', { name: 'Filtrar' }).click();
}

test('indicators: create, filter by weight and category, edit', async ({ page }) => {
  await login(page);
  await page.goto('/admin/indicadores/list');
  await expect(page.getByRole('heading', { name: 'Indicadores' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expectNoAxeViolations(page, 'lista de indicadores');

  await page.getByRole('button', { name: 'Novo indicador' }).click();
  await expect(page).toHaveURL(/\/admin\/indicadores\/novo$/);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Nome é obrigatório')).toBeVisible();
  await page.getByLabel('Nome').fill('Vigilância armada impedindo a saída');
  await page.getByLabel('Peso').fill('97');
  await page.getByLabel('Categoria').fill('Trabalho forçado');
  await saveAndSeeDialog(page, 'Indicador Cadastrado!');
  await expect(page).toHaveURL(/\/admin\/indicadores\/list$/);

  await filterByWeight(page, '97', '97');
  const row = page.locator('.ant-table-row', { hasText: 'Vigilância armada impedindo a saída' });
  await expect(row).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);

  await row.getByRole('button', { name: 'Editar Vigilância armada impedindo a saída' }).click();
  await expect(page).toHaveURL(/\/admin\/indicadores\/edit\/\d+$/);
  await expect(page.getByLabel('Nome')).toHaveValue('Vigilância armada impedindo a saída');
  await page.getByLabel('Peso').fill('96');
  await saveAndSeeDialog(page, 'Dados atualizados!');
  await expect(page).toHaveURL(/\/admin\/indicadores\/list$/);
  await filterByWeight(page, '97', '97');
  await expect(page.getByText('Nenhum indicador com esses filtros')).toBeVisible();
});
