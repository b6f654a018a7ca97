import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiHeaders, login, openFromSidebar, saveAndSeeDialog, todayInBrazil } from '../../shell/e2e/support';
import { exportsOf, openDropdown } from './support';

const stamp = Date.now().toString(36);
const ana = `Ana Teste ${stamp}`;
const bruno = `Bruno Teste ${stamp}`;
const crnm = `V${stamp}`.toUpperCase();
const job = `Soldadora ${stamp}`;

/** A valid CPF (check digits computed) unique to this run. */
function makeCpf(seed: number): string {
  const base = String(seed).padStart(9, '1').slice(-9).split('').map(Number);
  const dv = (d: number[]) => {
    let sum = 0;
    for (let i = 0; i < d.length; i++) sum += d[i]! * (d.length + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base);
  return [...base, d1, dv([...base, d1])].join('');
}
const cpf = makeCpf(Date.now() % 1_000_000_000);
const maskedCpf = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

/**
 * Chooses `option` in the Select labelled `label`. A plain choice is checked to have been taken (a
 * click during the list's animation can miss) and tried again; a searched one (`type`) is clicked once.
 */
async function choose(page: Page, scope: Page | Locator, label: string, option: string, type = false) {
  const box = scope.getByLabel(label, { exact: true });
  const pickOption = (timeout?: number) => openDropdown(page).getByTitle(option, { exact: true }).click({ timeout });
  if (type) {
    await box.click();
    await box.pressSequentially(option.slice(0, 6), { delay: 30 });
    await pickOption();
    return;
  }
  const select = box.locator('xpath=ancestor::*[contains(@class,"ant-select ")][1]');
  await expect(async () => {
    await box.click();
    await pickOption(3000);
    await expect(select).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

async function saveAndChoose(page: Page, next: 'Voltar para a lista' | 'Família') {
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Pessoa Cadastrada!' }).first()).toBeVisible();
  const choice = page.getByRole('dialog').filter({ hasText: 'O que deseja fazer agora?' });
  await expect(choice.getByRole('button')).toHaveText(['Voltar para a lista', 'Família', 'Check-in', 'Novo encaminhamento']);
  await choice.getByRole('button', { name: next }).click();
}

/** The list at /admin/cadastros?<query> shows (or not) `name`. */
async function listShows(page: Page, query: string, name: string, shown: boolean) {
  await page.goto(`/admin/cadastros?${query}`);
  await expect(page.getByText(/\d+ registros?|Nenhum cadastro/).first()).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  if (shown) await expect(row, `${query} should list ${name}`).toHaveCount(1);
  else await expect(row, `${query} should not list ${name}`).toHaveCount(0);
}

test('register two people, with a new function, CEP lookup and birth places', async ({ page }) => {
  await login(page);
  await openFromSidebar(page, 'Acolhimento', 'Cadastros');
  await expect(page).toHaveURL(/\/admin\/cadastros$/);
  await page.getByRole('button', { name: 'Novo cadastro' }).click();
  await expect(page).toHaveURL(/\/admin\/cadastros\/cadastrar$/);

  // client-side rules first
  await page.getByLabel('CPF', { exact: true }).fill('11122233344');
  await expect(page.getByLabel('CPF', { exact: true })).toHaveValue('111.222.333-44');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Nome é obrigatório')).toBeVisible();
  await expect(page.getByText('CPF inválido')).toBeVisible();

  await page.getByLabel('Nome', { exact: true }).fill(ana);
  await page.getByLabel('Feminino').check();
  await page.getByLabel('Data de nascimento').fill('04/05/1990');
  await page.getByLabel('Data de nascimento').press('Enter');
  await expect(page.getByTestId('idade')).toContainText('anos');
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await page.getByLabel('CRNM').fill(crnm);
  await choose(page, page, 'Estado civil', 'Viúvo');
  await choose(page, page, 'Escolaridade', 'Ensino Médio Completo');
  await choose(page, page, 'Nacionalidade', 'Venezuela', true);
  await page.getByLabel('Estado/Província de nascimento').fill('Zulia');
  await page.getByLabel('Cidade de nascimento').fill('Maracaibo');
  await page.getByLabel('CEP').fill('01001000');
  await expect(page.getByLabel('Endereço', { exact: true })).toHaveValue('Praça da Sé');
  await expect(page.getByLabel('Bairro')).toHaveValue('Sé');
  // a function that does not exist yet is created from the select
  const functions = page.getByLabel('Profissões / funções');
  await functions.click();
  await functions.pressSequentially(job, { delay: 20 });
  await page.getByRole('button', { name: `Criar profissão “${job}”` }).click();
  await expect(page.locator('.ant-select-selection-item', { hasText: job })).toBeVisible();
  // a multiple select stays open after a pick; close it as a person would before saving
  await functions.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await saveAndChoose(page, 'Voltar para a lista');
  await expect(page).toHaveURL(/\/admin\/cadastros$/);

  // the second person, Brazilian: state first, then the city
  await page.getByRole('button', { name: 'Novo cadastro' }).click();
  await page.getByLabel('Nome', { exact: true }).fill(`Ana Teste ${stamp.slice(0, 4)}`);
  // typing a name like an existing one warns about a possible duplicate
  await expect(page.getByRole('link', { name: ana })).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill(bruno);
  await page.getByLabel('Masculino').check();
  await choose(page, page, 'Nacionalidade', 'Brasil', true);
  await expect(page.getByLabel('Cidade de nascimento')).toBeDisabled();
  await choose(page, page, 'Estado de nascimento', 'Pará', true);
  await choose(page, page, 'Cidade de nascimento', 'Marabá', true);
  await saveAndChoose(page, 'Família');
  await expect(page).toHaveURL(/\/admin\/cadastros\/\d+\?tab=parents$/);

  // family: Bruno starts a group, Ana joins it
  await page.getByRole('button', { name: 'Criar novo grupo familiar' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Novo Grupo Familiar!' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(bruno) })).toBeVisible();

  await page.goto('/admin/cadastros');
  await page.getByRole('link', { name: ana }).click();
  await expect(page).toHaveURL(/\/admin\/cadastros\/\d+$/);
  await page.getByRole('tab', { name: 'Família' }).click();
  await expect(page).toHaveURL(/\?tab=parents$/);
  await page.getByLabel('Nome de um membro do grupo').pressSequentially(bruno, { delay: 10 });
  await openDropdown(page).getByText(bruno, { exact: true }).click();
  await page.getByRole('button', { name: 'Entrar no grupo familiar' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Adicionado ao Grupo Familiar!' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(bruno) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(ana) })).toBeVisible();
  // the tab survives a reload
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(bruno) })).toBeVisible();

  // edit → history shows who changed which field from what to what
  await page.getByRole('tab', { name: 'Dados gerais' }).click();
  await page.getByLabel('CRNM').fill(`${crnm}X`);
  await saveAndSeeDialog(page, 'Dados atualizados!');
  await expect(page).toHaveURL(/\/admin\/cadastros$/);
  await page.getByRole('link', { name: ana }).click();
  await page.getByRole('tab', { name: 'Histórico' }).click();
  const history = page.getByRole('list', { name: 'Histórico de alterações' });
  const change = history.getByRole('row', { name: new RegExp(`CRNM ${crnm} ${crnm}X`) });
  await expect(change).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText('Administrador');
  await expect(history.getByRole('listitem').first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  // and it is restored from the URL
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Histórico', selected: true })).toBeVisible();

  // Bruno leaves the group, after confirming; Ana stays in it alone
  await page.goto('/admin/cadastros');
  await page.getByRole('link', { name: bruno }).click();
  await page.getByRole('tab', { name: 'Família' }).click();
  await page.getByRole('button', { name: 'Sair do grupo' }).click();
  const leave = page.getByRole('dialog').filter({ hasText: `Retirar ${bruno} do grupo familiar?` });
  await leave.getByRole('button', { name: 'Cancelar' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(ana) })).toBeVisible();
  await page.getByRole('button', { name: 'Sair do grupo' }).first().click();
  await leave.getByRole('button', { name: 'Sair do grupo' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Removido do Grupo Familiar!' })).toBeVisible();
  await expect(page.getByText(`${bruno} não faz parte de um grupo familiar`)).toBeVisible();
});

test('the list finds them by every filter, keeps filters in the address, and exports PDF and XLSX', async ({ page, request }) => {
  await login(page);
  const today = todayInBrazil();
  const n = encodeURIComponent;
  const headers = await apiHeaders(request);
  const users = (await (await request.get('/api/list-users', { headers })).json()) as { id: number; username: string }[];
  const me = users.find((u) => u.username === 'admin')!.id;
  const fns = (await (await request.get(`/api/function/search?text=${n(job)}`, { headers })).json()) as { id: number }[];
  const fn = fns[0]!.id;

  const cases: [string, boolean][] = [
    [`name=${n(ana)}`, true],
    [`name=${n(`ana teste ${stamp}`)}`, true],
    [`name=${n(ana)}&age_min=30&age_max=40`, true],
    [`name=${n(ana)}&age_min=60`, false],
    [`cpf=${n(maskedCpf)}`, true],
    [`rg=${crnm}`, true],
    [`name=${n(ana)}&gender=Feminino`, true],
    [`name=${n(ana)}&gender=Masculino`, false],
    [`name=${n(ana)}&scholarity=${n('Ensino Médio Completo')}`, true],
    [`name=${n(ana)}&civil_status=${n('Viúvo')}`, true],
    [`name=${n(ana)}&civil_status=Casado`, false],
    [`name=${n(ana)}&foreing_state=Zulia`, true],
    [`name=${n(ana)}&foreing_city=Maracaibo`, true],
    [`name=${n(ana)}&stays=false&forwardings=false&monitors=false`, true],
    [`name=${n(ana)}&stays=true`, false],
    [`name=${n(ana)}&forwardings=true`, false],
    [`name=${n(ana)}&monitors=true`, false],
    [`name=${n(ana)}&date_ini=${today}&date_end=${today}`, true],
    [`name=${n(ana)}&date_end=2000-01-01`, false],
    [`name=${n(ana)}&status=trashed`, false],
  ];
  cases.push([`name=${n(ana)}&author=${me}`, true], [`functions=${fn}`, true]);
  for (const [query, shown] of cases) await listShows(page, query, ana, shown);
  // Brazilian birth place filters (nationality, state, city) through the filter box
  await page.goto('/admin/cadastros');
  await page.getByRole('button', { name: 'Filtros' }).click();
  const box = page.getByRole('form', { name: 'Filtros' });
  await box.getByLabel('Nome', { exact: true }).fill(`Teste ${stamp}`);
  await choose(page, box, 'Nacionalidade', 'Brasil', true);
  await choose(page, box, 'Estado de nascimento (UF)', 'Pará', true);
  await choose(page, box, 'Cidade de nascimento', 'Marabá', true);
  await choose(page, box, 'Sexo', 'Masculino');
  await box.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/gender=Masculino/);
  await expect(page).toHaveURL(/city=\d+/);
  await expect(page.getByRole('row', { name: new RegExp(bruno) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(ana) })).toHaveCount(0);
  // a reload keeps the filters (and the box shows them)
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(bruno) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(ana) })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Filtros' }).getByLabel('Nome', { exact: true })).toHaveValue(`Teste ${stamp}`);

  // PDF and XLSX of the filtered list: both people by the shared part of their names
  await page.goto(`/admin/cadastros?name=${n(`Teste ${stamp}`)}`);
  await expect(page.getByRole('row', { name: new RegExp(ana) })).toBeVisible();
  const { pdf, rows: texts } = await exportsOf(page, '/api/welcomeds/report');
  expect(pdf).toContain(ana);
  expect(pdf).toContain(bruno);
  expect(texts.filter((t) => t.includes(stamp))).toHaveLength(2);
  expect(texts.some((t) => t.includes(ana))).toBe(true);
  expect(texts.some((t) => t.includes(bruno))).toBe(true);
});

test("the 'Pesquisar Cadastro' modal finds them by every filter and returns the checked people", async ({ page }) => {
  await login(page);
  await page.goto('/admin/cadastros');
  await page.getByRole('button', { name: 'Pesquisar Cadastro' }).click();
  const modal = page.getByRole('dialog', { name: 'Pesquisar Cadastro' });
  await expect(modal).toBeVisible();

  async function localizar(expectAna: boolean, expectBruno: boolean) {
    await modal.getByRole('button', { name: 'Localizar' }).click();
    await expect(modal.getByText(/\d+ registros?|Nenhum cadastro/).first()).toBeVisible();
    await expect(modal.getByRole('row', { name: new RegExp(ana) })).toHaveCount(expectAna ? 1 : 0);
    await expect(modal.getByRole('row', { name: new RegExp(bruno) })).toHaveCount(expectBruno ? 1 : 0);
  }
  const reset = async () => {
    await modal.getByRole('button', { name: 'Limpar' }).click();
    await modal.getByLabel('Nome', { exact: true }).fill(`Teste ${stamp}`);
  };

  // each filter (after 'Limpar' and the shared part of the names): whether Ana and Bruno are found
  const filters: [string, (modal: Locator) => Promise<unknown>, boolean, boolean][] = [
    ['no other filter', async () => undefined, true, true],
    ['CPF', (m) => m.getByLabel('CPF').fill(cpf), true, false],
    ['CRNM', (m) => m.getByLabel('CRNM').fill(crnm), true, false],
    ['Idade mínima', (m) => m.getByLabel('Idade mínima').fill('30'), true, false],
    ['Sexo', (m) => choose(page, m, 'Sexo', 'Masculino'), false, true],
    ['Estado civil', (m) => choose(page, m, 'Estado civil', 'Viúvo'), true, false],
    ['Escolaridade', (m) => choose(page, m, 'Escolaridade', 'Ensino Médio Completo'), true, false],
    ['Nacionalidade', (m) => choose(page, m, 'Nacionalidade', 'Venezuela', true), true, false],
    [
      'Estado e cidade de nascimento',
      async (m) => {
        await choose(page, m, 'Estado de nascimento (UF)', 'Pará', true);
        await choose(page, m, 'Cidade de nascimento', 'Marabá', true);
      },
      false,
      true,
    ],
    ['Cidade estrangeira', (m) => m.getByLabel('Cidade estrangeira').fill('Maracaibo'), true, false],
    ['Hospedagem', (m) => choose(page, m, 'Hospedagem', 'Hospedados'), false, false],
    ['Monitoramento', (m) => choose(page, m, 'Monitoramento', 'Não Monitorados'), true, true],
    ['Encaminhamento', (m) => choose(page, m, 'Encaminhamento', 'Não Encaminhados'), true, true],
    ['Cadastrado por', (m) => choose(page, m, 'Cadastrado por', 'Administrador', true), true, true],
    ['Profissões', (m) => choose(page, m, 'Profissões', job, true), true, false],
  ];
  for (const [filter, set, expectAna, expectBruno] of filters) {
    await test.step(filter, async () => {
      await reset();
      await set(modal);
      await localizar(expectAna, expectBruno);
    });
  }

  // check both and add: the list page keeps them at hand
  await reset();
  await localizar(true, true);
  await modal.getByRole('checkbox', { name: `Marcar ${ana}` }).check();
  await modal.getByRole('checkbox', { name: `Marcar ${bruno}` }).check();
  await modal.getByRole('button', { name: 'Adicionar Cadastro(s)' }).click();
  await expect(modal).toBeHidden();
  const picked = page.locator('.ant-card').filter({ hasText: 'Cadastros selecionados' });
  await expect(picked.getByRole('link', { name: ana })).toBeVisible();
  await expect(picked.getByRole('link', { name: bruno })).toBeVisible();
});

test('trash and restore: a trashed person is plain text, without edit, found only with Lixeira', async ({ page }) => {
  await login(page);
  await page.goto(`/admin/cadastros?name=${encodeURIComponent(ana)}`);
  await page.getByRole('button', { name: `Excluir ${ana}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Excluir o cadastro de ${ana}?` });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(ana) })).toBeVisible();
  await page.getByRole('button', { name: `Excluir ${ana}` }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('row', { name: new RegExp(ana) })).toHaveCount(0);

  await page.goto(`/admin/cadastros?name=${encodeURIComponent(ana)}&status=trashed`);
  const row = page.getByRole('row', { name: new RegExp(ana) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Editar ${ana}` })).toHaveCount(0);

  // in the modal too: trashed rows have no link and no actions
  await page.getByRole('button', { name: 'Pesquisar Cadastro' }).click();
  const modal = page.getByRole('dialog', { name: 'Pesquisar Cadastro' });
  await modal.getByLabel('Nome', { exact: true }).fill(ana);
  await choose(page, modal, 'Situação', 'Lixeira');
  await modal.getByRole('button', { name: 'Localizar' }).click();
  const modalRow = modal.getByRole('row', { name: new RegExp(ana) });
  await expect(modalRow).toBeVisible();
  await expect(modalRow.getByRole('link')).toHaveCount(0);
  await expect(modalRow.getByRole('button')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Cancelar' }).click();

  await row.getByRole('button', { name: `Restaurar ${ana}` }).click();
  await page.getByRole('dialog').filter({ hasText: `Restaurar o cadastro de ${ana}?` }).getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByRole('row', { name: new RegExp(ana) })).toHaveCount(0);
  await page.goto(`/admin/cadastros?name=${encodeURIComponent(ana)}`);
  await expect(page.getByRole('link', { name: ana })).toBeVisible();
});
