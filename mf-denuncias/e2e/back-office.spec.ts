import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { drawSquare } from '../../shell/e2e/complaints';
import { createUserWithRole, login, openFromSidebar, shot, sidebarEntry, todayInBrazil } from '../../shell/e2e/support';
import { answerFreeToLeave, answerRemainingPanels, complaintsListSince, fillEstablishment, next, sendComplaint } from './support';

/**
 * The complaints back office: a staff member without VisualizarTodasDemandas files a
 * complaint with its point on the map; the administrator (a holder) finds it by a drawn polygon and
 * by score, opens its profile, adds an extra and reads how the score adds up; the staff member asks
 * for its archive and sees it pending; the holder, in another browser, gets the notification in
 * real time, opens it, grants the request and finds the complaint in the archived list.
 */
const stamp = Date.now().toString(36);
/** The day this spec started, in Brazil: its complaints are listed from it (see complaintsListSince). */
const since = todayInBrazil();
const fiscal = { username: `fiscal.${stamp}`, password: 'caju-roxo-na-varanda', name: `Fiscal ${stamp}` };
const establishment = `Fazenda Painel ${stamp}`;

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });
test.setTimeout(240_000);

let protocolo = '';
let complaintId = 0;

async function asFiscal(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, fiscal.username, fiscal.password, /\/admin\//);
  return { context, page };
}

async function search(page: Page) {
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
}

test('a staff member without VisualizarTodasDemandas files a complaint with its point on the map', async ({ page }) => {
  await createUserWithRole(page.request, fiscal, 'role.api.SisActe.Denuncias');

  await login(page, fiscal.username, fiscal.password, /\/admin\//);
  await page.goto('/admin/denuncias/novo');
  await fillEstablishment(page, establishment);
  // the establishment at the map's centre (the configured centre, where the area map opens too)
  await page.getByRole('region', { name: /Mapa para marcar o local/ }).click();
  await expect(page.getByTestId('map-point')).toContainText('Local marcado: latitude');
  await next(page);
  await answerFreeToLeave(page, 'Sim');
  await answerRemainingPanels(page);
  ({ protocolo } = await sendComplaint(page));

  // the staff member sees it (filed by them), without the author column
  await page.goto(complaintsListSince(since));
  const row = page.getByRole('row', { name: new RegExp(protocolo) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Protocolada')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Cadastrador' })).toHaveCount(0);
  const href = await row.getByRole('link', { name: protocolo }).getAttribute('href');
  complaintId = Number(/profile\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(complaintId).toBeGreaterThan(0);
});

test('the holder filters by a drawn polygon and by score, opens the profile, reads the score explained and adds an extra', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await login(page);
  // the sidebar's entries (the group is also called 'Denúncias')
  await openFromSidebar(page, 'Denúncias', 'Denúncias', /\/admin\/denuncias$/);
  await expect(sidebarEntry(page, 'Denúncias', 'Denúncias arquivadas')).toBeVisible();
  await page.goto(complaintsListSince(since));
  await expect(page.getByRole('heading', { name: 'Denúncias', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Cadastrador' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(protocolo) });
  await expect(row).toContainText(fiscal.name);
  const score = Number((await row.getByRole('cell').nth(4).innerText()).trim());

  // a polygon around the map's centre, and the score range around the complaint's score
  // (the box opens by itself when the address already holds a filter: today's date here)
  const filters = page.getByRole('button', { name: /^Filtros/ });
  if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
  await drawSquare(page);
  await page.getByLabel('Pontuação IRTE mínima').fill(String(Math.max(0, score - 1)));
  await page.getByLabel('Pontuação IRTE máxima').fill(String(score + 1));
  await search(page);
  await expect(page).toHaveURL(/area=[^&]+/);
  await expect(page).toHaveURL(new RegExp(`score_ini=${Math.max(0, score - 1)}`));
  await expect(row).toBeVisible();
  await expect(page.getByTestId('points-count')).toContainText(/denúncias? localizadas?/);
  await shot(page, 'list-desktop');

  // the same address after a reload: the same list, with the area kept
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByTestId('area-status')).toHaveText('Área com 4 vértices desenhada.');

  // a minimum above its score leaves it out
  await page.getByLabel('Pontuação IRTE mínima').fill(String(score + 1));
  await search(page);
  await expect(page.getByText(/Nenhuma denúncia encontrada com esses filtros/)).toBeVisible();
  await expect(row).toHaveCount(0);

  // the polygon moved elsewhere leaves it out too
  await page.getByLabel('Pontuação IRTE mínima').fill('');
  await page.getByRole('button', { name: 'Limpar área' }).click();
  const map = page.getByTestId('area-map');
  const box = (await map.boundingBox())!;
  // near the top right corner, away from the zoom buttons and the point
  const [x, y] = [box.x + box.width - 110, box.y + 20];
  await page.mouse.click(x, y);
  await page.mouse.click(x + 50, y);
  await page.mouse.dblclick(x + 25, y + 30);
  await expect(page.getByTestId('area-status')).toHaveText('Área com 3 vértices desenhada.');
  await search(page);
  await expect(page.getByText(/Nenhuma denúncia encontrada com esses filtros/)).toBeVisible();

  // the profile
  await page.goto(`/admin/denuncias/profile/${complaintId}`);
  await expect(page.getByRole('heading', { name: `Denúncia ${protocolo}` })).toBeVisible();
  await expect(page.getByText(establishment)).toBeVisible();
  await page.getByRole('tab', { name: 'Respostas' }).click();
  await expect(page.getByText('Onde os trabalhadores dormem?')).toBeVisible();
  await page.getByRole('tab', { name: 'Pontuação IRTE' }).click();
  await expect(page.getByTestId('irte-score')).toHaveText(String(score));
  await expect(page.getByTestId('irte-formula')).toContainText(`= ${score}`);
  await expect(page.getByText('Total (pontuação IRTE)')).toBeVisible();
  await shot(page, 'profile-score-desktop');

  await page.getByRole('tab', { name: 'Complementos' }).click();
  await page.getByRole('button', { name: 'Adicionar complemento' }).click();
  await expect(page.getByText('Título é obrigatório')).toBeVisible();
  await page.getByLabel('Título').fill('Visita de reconhecimento');
  await page.getByLabel('Texto').fill('Alojamentos de lona vistos da estrada.');
  await page.getByRole('button', { name: 'Adicionar complemento' }).click();
  const extra = page.getByTestId('extra').filter({ hasText: 'Visita de reconhecimento' });
  await expect(extra).toContainText('Alojamentos de lona vistos da estrada.');
  await expect(extra).toContainText('Administrador');

  // a photo of the place, as a PDF: attached, listed, downloaded whole
  await page.getByRole('tab', { name: 'Arquivos' }).click();
  const fileName = 'alojamentos-de-lona.pdf';
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n% Alojamentos\n'), Buffer.alloc(4096, 0x20), Buffer.from('\n%%EOF\n')]);
  await page.getByLabel('Arquivo a enviar').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
  const fileRow = page.getByRole('row', { name: new RegExp(fileName) });
  await expect(fileRow).toBeVisible();
  const download = page.waitForEvent('download');
  await fileRow.getByRole('button', { name: `Baixar ${fileName}` }).click();
  expect((await download).suggestedFilename()).toBe(fileName);
  expect(fs.statSync((await (await download).path())!).size).toBe(pdf.length);

  // the history has both
  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(page.getByTestId('history-entry').first()).toContainText(`Arquivo "${fileName}" anexado`);
  await expect(page.getByTestId('history-entry').filter({ hasText: 'Visita de reconhecimento' })).toHaveCount(1);
});

test('the staff member asks for the archive; the holder, in another browser, is notified in real time, grants it and finds it archived', async ({ browser }) => {
  // the holder waits on the list, with the real-time client connected
  const holderContext = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const holder = await holderContext.newPage();
  await login(holder);
  // the real-time client: a WebSocket to /api/ws that gets CONNECTED (the token was accepted)
  const connected = new Promise<string>((resolve) =>
    holder.on('websocket', (ws) => ws.on('framereceived', (f) => String(f.payload).startsWith('CONNECTED') && resolve(ws.url()))),
  );
  const firstList = holder.waitForResponse((r) => new URL(r.url()).pathname === '/api/historico', { timeout: 30_000 });
  await holder.goto('/admin/denuncias');
  await expect(holder.getByRole('heading', { name: 'Denúncias', exact: true })).toBeVisible();
  await firstList;
  expect(await connected).toMatch(/\/api\/ws$/);
  const bell = holder.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const before = await bell.getAttribute('aria-label');

  // the staff member's request
  const { context, page } = await asFiscal(browser);
  await page.goto(`/admin/denuncias/profile/${complaintId}`);
  await page.getByRole('button', { name: 'Solicitar arquivamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar arquivamento' });
  await dialog.getByLabel('Título').fill('Estabelecimento desativado');
  await dialog.getByLabel('Justificativa').fill('A fazenda foi vendida e as atividades encerradas.');
  await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByText('Pedido enviado para avaliação!')).toBeVisible();
  await expect(page.getByTestId('archive-pending')).toHaveText(/Arquivamento em avaliação/);
  await expect(page.getByTestId('archive-pending')).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('archive-pending')).toBeVisible();
  await context.close();

  // the holder's bell rings without a reload
  await expect(bell).not.toHaveAttribute('aria-label', before ?? '', { timeout: 20_000 });
  await expect(holder.getByTestId('notification-count')).toBeVisible();
  await bell.click();
  const item = holder.getByRole('region', { name: 'Notificações' }).getByRole('button', { name: new RegExp(`Pedido de Arquivamento da denúncia ${protocolo}`) });
  await expect(item).toContainText('Não vista');
  const box = await holder.getByTestId('notification-list').evaluate((el) => getComputedStyle(el).maxHeight);
  expect(box).toBe('300px');
  await shot(holder, 'bell-desktop', false);
  await item.click();
  await expect(holder).toHaveURL(new RegExp(`/admin/denuncias/profile/${complaintId}$`));

  // the decision
  await holder.getByRole('tab', { name: 'Pedidos de arquivamento' }).click();
  await expect(holder.getByText('Estabelecimento desativado')).toBeVisible();
  await holder.getByRole('button', { name: 'Deferir', exact: true }).click();
  await expect(holder.getByRole('heading', { name: 'Arquivamento da Denúncia!' })).toBeVisible();
  await holder.getByRole('button', { name: 'Denúncias arquivadas' }).click();
  await expect(holder).toHaveURL(/\/admin\/denuncias-arquivadas$/);
  await expect(holder.getByRole('heading', { name: 'Denúncias arquivadas', exact: true })).toBeVisible();
  await expect(holder.getByRole('row', { name: new RegExp(protocolo) })).toBeVisible();
  // and it has left the list
  await holder.goto('/admin/denuncias');
  await expect(holder.getByRole('heading', { name: 'Denúncias', exact: true })).toBeVisible();
  await expect(holder.getByRole('row', { name: new RegExp(protocolo) })).toHaveCount(0);

  // on a phone
  await holder.setViewportSize({ width: 390, height: 844 });
  await holder.goto('/admin/denuncias-arquivadas');
  await expect(holder.getByRole('row', { name: new RegExp(protocolo) })).toBeVisible();
  await shot(holder, 'archived-phone');
  await holder.goto(`/admin/denuncias/profile/${complaintId}`);
  await expect(holder.getByRole('heading', { name: `Denúncia ${protocolo}` })).toBeVisible();
  await expect(holder.getByRole('region', { name: /Local do estabelecimento/ })).toBeVisible();
  await shot(holder, 'profile-phone');
  await holder.getByTestId('notification-bell').click();
  await shot(holder, 'bell-phone', false);
  await holderContext.close();
});
