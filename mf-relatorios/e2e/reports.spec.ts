import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, login, openFromSidebar, shot, typeDate } from '../../shell/e2e/support';

/*
 * An inspector writes a report: looks up a stand-in employer, selects two notices and downloads one's
 * zip, fills the informal-employment figures and a conclusion while the steps unlock, saves (success
 * dialog, PDF in the page), checks the PDF's first page, edits the report and downloads it from the list.
 */

const shots = process.env.E2E_SHOTS_DIR ?? '/tmp/pw-reports-shots';
const EMPLOYER = 'Fazenda Boa Esperança Agropecuária Ltda';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const next = (page: Page) => page.getByRole('button', { name: 'Próximo', exact: true });

const token = (page: Page) => apiToken(page.request);

test('an inspector writes, saves, reads, edits and downloads an inspection report', async ({ page }) => {
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 800 });
  await login(page);
  await openFromSidebar(page, 'Fiscalização', 'Relatórios');
  await expect(page).toHaveURL(/\/admin\/relatorios\/list$/);
  await page.getByRole('button', { name: 'Novo relatório' }).click();
  await expect(page).toHaveURL(/\/admin\/relatorios\/novo$/);

  // Panel 1: the auditor fills the employer; the team and the dates are typed.
  await expect(next(page)).toBeDisabled();
  await expect(page.getByText('Para avançar ao passo 2:')).toBeVisible();
  await page.getByLabel('CPF/CNPJ do empregador', { exact: true }).fill('12345678000195');
  await expect(page.getByLabel('CPF/CNPJ do empregador', { exact: true })).toHaveValue('12.345.678/0001-95');
  await page.getByRole('button', { name: 'Buscar' }).first().click();
  await expect(page.getByLabel('Razão social / nome', { exact: true })).toHaveValue(EMPLOYER);
  await expect(page.getByLabel('Município', { exact: true })).toHaveValue('Primavera do Leste');
  await expect(page.getByLabel('UF', { exact: true })).toHaveValue('MT');
  await expect(page.getByLabel('CNAE', { exact: true })).toHaveValue('0151-2/01');
  await typeDate(page, 'Data de início', '01/09/2026');
  await typeDate(page, 'Data de fim', '05/09/2026');
  await expect(page.getByLabel('Instituição 1', { exact: true })).toHaveValue('Ministério do Trabalho e Emprego');
  await expect(page.getByLabel('Cargo do membro 1 da instituição 1', { exact: true })).toHaveValue('Coordenador(a)');
  await page.getByLabel('Nome do membro 1 da instituição 1', { exact: true }).fill('Ana Auditora Fiscal');
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('Nome do membro 2 da instituição 1', { exact: true }).fill('Bruno Auditor Fiscal');
  await page.getByLabel('Histórico', { exact: true }).fill('A equipe chegou à fazenda às 7h e encontrou os trabalhadores nos alojamentos de lona.');
  await shot(page, 'wizard-1-desktop');
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  // Panel 2: two notices of the three codes; one zip downloaded.
  await expect(page.getByRole('heading', { name: '2. Autos de infração' })).toBeVisible();
  await expect(page.getByText('2 auto(s) de outras ementas não aparecem aqui.')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('Selecionar o auto 224418571', { exact: true }).check();
  await page.getByLabel('Selecionar o auto 224418572', { exact: true }).check();
  await expect(page.getByLabel('Histórico do auto 224418571', { exact: true })).toHaveValue(/barracos de lona/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar o auto 224418571' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe('224418571.zip');
  const zipBytes = readFileSync(await zip.path());
  expect(zipBytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  await next(page).click();

  // Panel 3: the figures (all required; more rescued than found is refused).
  await expect(page.getByRole('heading', { name: '3. Trabalho informal' })).toBeVisible();
  await expect(next(page)).toBeDisabled();
  const figures: [string, string][] = [
    ['Trabalhadores sem registro: homens', '12'],
    ['Trabalhadores sem registro: mulheres', '2'],
    ['Menores de 16 anos', '0'],
    ['Adolescentes de 16 a 17 anos', '1'],
    ['Estrangeiros', '3'],
    ['Trabalhadores resgatados', '20'],
    ['Guias de seguro-desemprego do trabalhador resgatado', '14'],
    ['Verbas rescisórias pagas no resgate (R$)', '123456,78'],
    ['FGTS recolhido no resgate (R$)', '1000'],
    ['Indenização por dano moral individual paga (R$)', '0'],
  ];
  for (const [label, value] of figures) {
    await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel(label, { exact: true }).blur();
  }
  await expect(page.getByText('Trabalhadores resgatados não pode passar do total de trabalhadores sem registro (14)')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('Trabalhadores resgatados', { exact: true }).fill('14');
  await page.getByLabel('Trabalhadores resgatados', { exact: true }).blur();
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  // Panel 5: one embargo; panel 6: one NDFC and the conclusion (required).
  await expect(page.getByRole('heading', { name: '5. Interdições e embargos' })).toBeVisible();
  await page.getByLabel('Selecionar o embargo 4471-2026', { exact: true }).check();
  await next(page).click();
  await expect(page.getByRole('heading', { name: '6. NDFC e conclusão' })).toBeVisible();
  await page.getByLabel('Selecionar a NDFC 201.558.774', { exact: true }).check();
  await expect(next(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: /Passo 7: Relatório em PDF \(bloqueado\)/ }).or(page.getByLabel('Passo 7: Relatório em PDF (bloqueado)', { exact: true }))).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Condições Degradantes de Trabalho' }).check();
  await page.getByRole('checkbox', { name: 'Jornada Exaustiva' }).check();
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  // Panel 7: save → success dialog → the PDF in the page.
  await page.getByRole('button', { name: 'Salvar e gerar PDF' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Relatório salvo!' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/relatorios\/edit\/\d+$/);
  const id = Number(/edit\/(\d+)$/.exec(page.url())![1]);
  await expect(page.locator(`iframe[title="Relatório nº ${id} em PDF"]`)).toBeVisible();
  await shot(page, 'wizard-7-desktop', false);

  // The PDF: its first page renders (pdftoppm) and names the employer.
  const auth = { Authorization: `Bearer ${await token(page)}` };
  const pdf = await page.request.get(`/api/relatorio/report/${id}`, { headers: auth });
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const file = `${shots}/relatorio-${id}.pdf`;
  writeFileSync(file, await pdf.body());
  execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '60', '-png', file, `${shots}/relatorio-${id}-page`]);
  expect(existsSync(`${shots}/relatorio-${id}-page-1.png`)).toBe(true);
  const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', file, '-']).toString();
  expect(firstPage).toContain(EMPLOYER);
  expect(firstPage).toContain('12.345.678/0001-95');
  expect(firstPage).toContain('224418571');

  // Edit from the list, save again, and download from the list.
  await page.goto('/admin/relatorios/list');
  await page.getByRole('link', { name: EMPLOYER }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/relatorios/edit/${id}$`));
  await expect(page.getByLabel('Razão social / nome', { exact: true })).toHaveValue(EMPLOYER);
  await page.getByLabel('Histórico', { exact: true }).fill('Histórico revisto pela coordenação.');
  await page.getByLabel('Passo 7: Relatório em PDF', { exact: true }).click();
  await page.getByRole('button', { name: 'Salvar e gerar PDF' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Relatório atualizado!' })).toBeVisible();
  const edited = await (await page.request.get(`/api/relatorio/${id}`, { headers: auth })).json();
  expect(edited).toMatchObject({ historico: 'Histórico revisto pela coordenação.', conclusao: ['Condições Degradantes de Trabalho', 'Jornada Exaustiva'] });
  expect(edited.autos_infracao.map((a: { nrAuto: string }) => a.nrAuto)).toEqual(['224418571', '224418572']);

  await page.goto('/admin/relatorios/list');
  await page.getByRole('button', { name: `Baixar o PDF do relatório ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/relatorios/download/${id}$`));
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  expect((await saved).suggestedFilename()).toBe(`relatorio-${id}.pdf`);

  // Phone screenshots of the list and the first step.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/relatorios/list');
  await expect(page.getByRole('link', { name: EMPLOYER }).first()).toBeVisible();
  await shot(page, 'list-phone');
  await page.goto(`/admin/relatorios/edit/${id}`);
  await expect(page.getByLabel('Razão social / nome', { exact: true })).toHaveValue(EMPLOYER);
  await shot(page, 'wizard-1-phone');
});

test('a failing or slow auditor keeps what was typed', async ({ page }) => {
  await login(page);
  await page.goto('/admin/relatorios/novo');
  await page.getByLabel('Razão social / nome', { exact: true }).fill('Empresa digitada à mão');
  await page.getByLabel('CPF/CNPJ do empregador', { exact: true }).fill('56.789.012/0001-00');
  await page.getByRole('button', { name: 'Buscar' }).first().click();
  await expect(page.getByText(/A consulta ao sistema da auditoria falhou: O sistema da auditoria está indisponível/)).toBeVisible();
  await expect(page.getByLabel('Razão social / nome', { exact: true })).toHaveValue('Empresa digitada à mão');
  await expect(page.getByLabel('Razão social / nome', { exact: true })).toBeEditable();
});
