import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { login, openFromSidebar, saveAndSeeDialog, shot, typeDate } from '../../shell/e2e/support';
import { addThroughSearch, expectNoSidewaysScroll, exportsOf, registerPeople, setSituation, VIEWPORTS } from './support';

const stamp = Date.now().toString(36);
const course = `Curso de Costura ${stamp}`;
const people = [`Fatima Curso ${stamp}`, `Gabriel Curso ${stamp}`] as const;
const fileName = `programa-${stamp}.pdf`;

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const thisYear = new Date().getFullYear();

test('a course: the end not before the start, then "Curso Cadastrado!" that closes by itself', async ({ page, request }) => {
  await registerPeople(request, people, 'Masculino', 'Haiti');
  await login(page);
  // the sidebar entry comes with mf-acolhimento's release (its menu in remotes.json), in the Acolhimento group
  await openFromSidebar(page, 'Acolhimento', 'Cursos', /\/admin\/cursos$/);
  await page.getByRole('button', { name: 'Novo curso' }).click();
  await page.getByLabel('Nome do curso').fill(course);
  await typeDate(page, 'Data de término', `10/03/${thisYear}`);
  await typeDate(page, 'Data de início', `20/03/${thisYear}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('A data de término não pode ser anterior à data de início')).toBeVisible();
  await typeDate(page, 'Data de término', `30/06/${thisYear}`);
  await page.getByLabel('Descrição').fill('Corte e costura básica, duas vezes por semana');
  await saveAndSeeDialog(page, 'Curso Cadastrado!');
  await expect(page.getByRole('dialog').filter({ hasText: 'Curso Cadastrado!' })).toBeHidden({ timeout: 4000 });
  await expect(page).toHaveURL(/\/admin\/cursos$/);
  await expect(page.getByRole('row', { name: new RegExp(course) })).toContainText(`20/03/${thisYear} a 30/06/${thisYear}`);
});

test('people enrolled through the search modal, one marked Concluído; a file uploaded with visible progress, downloaded and deleted', async ({ page }) => {
  await login(page);
  await page.goto(`/admin/cursos?name=${encodeURIComponent(course)}`);
  await page.getByRole('row', { name: new RegExp(course) }).getByRole('button', { name: `Participantes de ${course}` }).click();
  await expect(page).toHaveURL(/\/admin\/cursos\/\d+\?tab=participants$/);

  await addThroughSearch(page, 'Matricular pessoas', `Curso ${stamp}`, people);
  await expect(page.getByText('2 pessoas matriculadas')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Participantes (2)' })).toBeVisible();
  for (const name of people) await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Matriculado');
  await setSituation(page, people[0], 'Concluído');
  await shot(page, 'course-participants-desktop');

  // the people enrolled: PDF in a new window, XLSX saved
  const enrolled = await exportsOf(page, '/api/welcomed-courses/report', 'matriculados.xlsx');
  for (const name of people) expect(enrolled.pdf).toContain(name);
  expect(enrolled.rows.filter((r) => r.includes(people[0]) && r.includes('Concluído'))).toHaveLength(1);
  expect(enrolled.rows.filter((r) => r.includes(people[1]) && r.includes('Matriculado'))).toHaveLength(1);

  // files: a 2 MB PDF sent over a slow link, so the progress is there to see
  await page.getByRole('tab', { name: 'Arquivos' }).click();
  await expect(page).toHaveURL(/tab=files$/);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n%âãÏÓ\n'), Buffer.alloc(2 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
  await page.getByLabel('Arquivo a enviar').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
  const progress = page.getByRole('progressbar', { name: `Progresso do envio de ${fileName}` });
  await expect(progress).toBeVisible();
  await expect(page.getByText(`Enviando ${fileName}…`)).toBeVisible();
  await shot(page, 'course-files-uploading-desktop', false);
  await expect(progress).toBeHidden({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const fileRow = page.getByRole('row', { name: new RegExp(fileName) });
  await expect(fileRow).toBeVisible();

  const download = page.waitForEvent('download');
  await fileRow.getByRole('button', { name: `Baixar ${fileName}` }).click();
  expect((await download).suggestedFilename()).toBe(fileName);
  expect(fs.statSync(await (await download).path()).size).toBe(pdf.length);
  await shot(page, 'course-files-desktop');

  await fileRow.getByRole('button', { name: `Excluir ${fileName}` }).click();
  const ask = page.getByRole('dialog').filter({ hasText: fileName });
  await expect(ask.getByRole('button', { name: 'Excluir' })).toBeVisible();
  await ask.getByRole('button', { name: 'Excluir' }).click();
  await expect(ask).toBeHidden();
  await expect(fileRow).toHaveCount(0, { timeout: 20_000 });
});

test('the courses screens fit a phone and a desktop', async ({ page }) => {
  await login(page);
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/admin/cursos?name=${encodeURIComponent(course)}`);
    const row = page.getByRole('row', { name: new RegExp(course) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: `Excluir ${course}` })).toBeInViewport();
    await expectNoSidewaysScroll(page, viewport.width);
    await shot(page, `courses-list-${name}`);
    await row.getByRole('button', { name: `Participantes de ${course}` }).click();
    await expect(page.getByLabel(`Situação de ${people[0]}`)).toBeInViewport();
    await expectNoSidewaysScroll(page, viewport.width);
    await shot(page, `course-participants-${name}`);
    await page.getByRole('tab', { name: 'Dados gerais' }).click();
    await expect(page.getByLabel('Nome do curso')).toHaveValue(course);
    await shot(page, `course-form-${name}`);
  }
});
