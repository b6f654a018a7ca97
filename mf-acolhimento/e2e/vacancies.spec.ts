import { expect, test, type Page } from '@playwright/test';
import { login, openFromSidebar, saveAndSeeDialog, shot } from '../../shell/e2e/support';
import { addThroughSearch, expectNoSidewaysScroll, exportsOf, openDropdown, registerPeople, setSituation, VIEWPORTS } from './support';

const stamp = Date.now().toString(36);
const employer = `Construtora Vagas ${stamp}`;
const people = [`Diana Vaga ${stamp}`, `Edson Vaga ${stamp}`] as const;

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

/** A CNPJ nobody has: 12 digits of this run and its two check digits. */
function newCnpj(): string {
  const base = (Date.now() % 1e8).toString().padStart(8, '0') + '0001';
  const digit = (digits: string) => {
    const weights = digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = [...digits].reduce((sum, d, i) => sum + Number(d) * weights[i]!, 0) % 11;
    return rest < 2 ? '0' : String(11 - rest);
  };
  const first = digit(base);
  return base + first + digit(base + first);
}
const cnpj = newCnpj();

async function saved(page: Page, title: string, list: RegExp) {
  await saveAndSeeDialog(page, title);
  await expect(page).toHaveURL(list);
}

test('an employer with a checked CNPJ, CNAE and an address from the CEP', async ({ page, request }) => {
  await registerPeople(request, people, 'Feminino', 'Venezuela');
  await login(page);
  // the sidebar entry comes with mf-acolhimento's release (its menu in remotes.json), in the Acolhimento group
  await openFromSidebar(page, 'Acolhimento', 'Empregadores', /\/admin\/empregadores$/);
  await page.getByRole('button', { name: 'Novo empregador' }).click();
  await expect(page).toHaveURL(/\/admin\/empregadores\/cadastrar$/);

  await page.getByLabel('Nome / Razão social').fill(employer);
  // a wrong check digit is refused before anything is sent
  const wrong = cnpj.slice(0, 13) + String((Number(cnpj[13]) + 1) % 10);
  await page.getByLabel('CPF/CNPJ').fill(wrong);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('CPF ou CNPJ inválido (confira os dígitos verificadores)')).toBeVisible();
  await page.getByLabel('CPF/CNPJ').fill(cnpj);
  await expect(page.getByLabel('CPF/CNPJ')).toHaveValue(`${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`);

  const cnae = page.getByLabel('CNAE');
  await cnae.click();
  await cnae.pressSequentially('edifícios', { delay: 20 });
  await openDropdown(page).getByText(/^4120-4\/00 · CONSTRUÇÃO DE EDIFÍCIOS$/).click();

  await page.getByLabel('CEP').fill('01001000');
  await expect(page.getByLabel('Endereço', { exact: true })).toHaveValue('Praça da Sé');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await page.getByLabel('Pessoa de contato').fill('Marta RH');
  await page.getByLabel('E-mail').fill('rh@exemplo.com.br');
  await saved(page, 'Empregador Cadastrado!', /\/admin\/empregadores$/);

  const row = page.getByRole('row', { name: new RegExp(employer) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('4120-4/00');
});

test('a vacancy, two people referred through the search modal, one hired; the employer can no longer be deleted', async ({ page }) => {
  await login(page);
  await page.goto('/admin/vagas');
  await page.getByRole('button', { name: 'Nova vaga' }).click();
  const who = page.getByLabel('Empregador');
  await who.click();
  await who.pressSequentially(stamp, { delay: 20 });
  await openDropdown(page).getByTitle(employer, { exact: true }).click();
  await page.getByLabel('Número de vagas').fill('2');
  await page.getByLabel('Salário (R$)').fill('2100,50');
  await page.getByLabel('Período').fill('Diurno, 44h');
  await saved(page, 'Vaga Cadastrada!', /\/admin\/vagas$/);

  const row = page.getByRole('row', { name: new RegExp(employer) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Aberta');
  await row.getByRole('button', { name: new RegExp(`^Encaminhados: .* em ${employer}$`) }).click();
  await expect(page).toHaveURL(/\/admin\/vagas\/\d+\?tab=referred$/);
  const vacancyUrl = page.url();

  // 'Pesquisar Cadastro': find both by name, check them, 'Adicionar Cadastro(s)'
  const modal = await addThroughSearch(page, 'Encaminhar pessoas', `Vaga ${stamp}`, people, async (shown) => {
    await expect(shown.getByText('2 cadastros marcados')).toBeVisible();
  });
  await expect(page.getByText('2 pessoas encaminhadas à vaga')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Encaminhados (2)' })).toBeVisible();
  for (const name of people) await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Encaminhado');

  // Diana is hired: the status is changed in her row and kept
  await setSituation(page, people[0], 'Contratado');
  await expect(page.getByRole('row', { name: new RegExp(people[1]) })).toContainText('Encaminhado');
  await shot(page, 'vacancy-referred-desktop');

  // the referred people: PDF in a new window, XLSX saved
  const referred = await exportsOf(page, '/api/welcomed-vacancies/report', 'encaminhados-vaga.xlsx');
  for (const name of people) expect(referred.pdf).toContain(name);
  expect(referred.rows.filter((r) => r.includes(people[0]) && r.includes('Contratado'))).toHaveLength(1);
  expect(referred.rows.filter((r) => r.includes(people[1]) && r.includes('Encaminhado'))).toHaveLength(1);

  // a person already referred cannot be checked again
  await page.getByRole('button', { name: 'Encaminhar pessoas' }).click();
  await modal.getByLabel('Nome', { exact: true }).fill(`Vaga ${stamp}`);
  await modal.getByRole('button', { name: 'Localizar' }).click();
  await expect(modal.getByLabel(`Marcar ${people[0]}`)).toBeDisabled();
  await modal.getByRole('button', { name: 'Cancelar' }).click();

  // the employer has a vacancy: deleting it is refused with the server's reason
  await page.goto(`/admin/empregadores?name=${encodeURIComponent(employer)}`);
  await page.getByRole('row', { name: new RegExp(employer) }).getByRole('button', { name: `Excluir ${employer}` }).click();
  await page.getByRole('dialog').filter({ hasText: `Excluir o empregador ${employer}?` }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText(`O empregador "${employer}" não pode ser excluído: tem 1 vaga(s) cadastrada(s)`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(employer) })).toHaveCount(1);

  // removing a referral asks first
  await page.goto(vacancyUrl);
  await page.getByRole('row', { name: new RegExp(people[1]) }).getByRole('button', { name: `Remover ${people[1]}` }).click();
  await page.getByRole('dialog').filter({ hasText: `Remover ${people[1]} desta vaga?` }).getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Encaminhamento removido!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(people[1]) })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Encaminhados (1)' })).toBeVisible();
});

test('the employers and vacancies screens fit a phone and a desktop', async ({ page }) => {
  await login(page);
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const [screen, path, ready] of [
      ['employers-list', `/admin/empregadores?name=${encodeURIComponent(employer)}`, page.getByRole('row', { name: new RegExp(employer) })],
      ['employer-form', '/admin/empregadores/cadastrar', page.getByLabel('CPF/CNPJ')],
      ['vacancies-list', '/admin/vagas', page.getByRole('row', { name: new RegExp(employer) })],
      ['vacancy-form', '/admin/vagas/cadastrar', page.getByLabel('Período')],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await expectNoSidewaysScroll(page, viewport.width);
      await shot(page, `${screen}-${name}`);
    }
    await page.goto('/admin/vagas');
    await page.getByRole('row', { name: new RegExp(employer) }).getByRole('button', { name: /^Encaminhados: / }).click();
    await expect(page.getByRole('row', { name: new RegExp(people[0]) })).toBeVisible();
    await expect(page.getByLabel(`Situação de ${people[0]}`)).toBeInViewport();
    await shot(page, `vacancy-referred-${name}`);
  }
});
