import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { PHONE } from './support';

/** Budget: the public self-diagnosis's first load on a phone ≤ 350 KB of gzipped JavaScript. */
const FIRST_LOAD_BUDGET_GZIP = 350 * 1024;

test.use({ viewport: PHONE, hasTouch: true });

test('the public self-diagnosis loads ≤ 350 KB of gzipped JS on a phone, and the chart library only on the status screen', async ({ page, request }) => {
  const scripts: { url: string; body: Buffer }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      scripts.push({ url: response.url(), body: await response.body().catch(() => Buffer.alloc(0)) });
    }
  });
  await page.goto('/admin/autodiagnostico');
  await expect(page.getByRole('heading', { name: /Comércio e serviços/ })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const firstLoad = [...scripts];
  const gzip = firstLoad.reduce((sum, s) => sum + gzipSync(s.body).length, 0);
  const raw = firstLoad.reduce((sum, s) => sum + s.body.length, 0);
  console.log(`primeira carga: ${firstLoad.length} scripts, ${(raw / 1024).toFixed(0)} KB, ${(gzip / 1024).toFixed(0)} KB gzip`);
  for (const s of firstLoad) console.log(`  ${(gzipSync(s.body).length / 1024).toFixed(0).padStart(4)} KB  ${new URL(s.url).pathname}`);
  expect(gzip).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP);
  // No other remote, and nothing of the chart library (its chunk, or G2's code in another file).
  for (const s of firstLoad) expect(new URL(s.url).pathname).not.toMatch(/^\/registry\/(mf-denuncias|mf-acolhimento|mf-relatorios|mf-painel)\//);
  const isChart = (s: { url: string; body: Buffer }) => s.url.includes('status-chart') || s.body.includes('@antv/g2');
  expect(firstLoad.some(isChart)).toBe(false);

  // The preparation of a new evaluation still has no chart.
  await page.getByRole('button', { name: /^Começar: Comércio e serviços/ }).click();
  await expect(page.getByRole('heading', { name: 'Preparação' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some(isChart)).toBe(false);

  // A finished evaluation's status screen loads it.
  const models = (await (await request.get('/api/modelos')).json()) as { id: number; codigo: string }[];
  const modelo_id = models.find((m) => m.codigo === 'rural')!.id;
  const created = (await (await request.post('/api/autodiagnostico', { data: { modelo_id, nome_estabelecimento: 'Sítio Orçamento', cnae: '0115600', uf: 'MT' } })).json()) as { avaliacao_id: number; codigo: string };
  const headers = { 'X-Codigo-Avaliacao': created.codigo };
  const sidebar = (await (await request.get(`/api/questoes-riscos/${created.avaliacao_id}`, { headers })).json()) as { questoes: { id: number }[] }[];
  for (const q of sidebar.flatMap((b) => b.questoes)) {
    const question = (await (await request.get(`/api/autodiagnostico/questao/${q.id}`)).json()) as { opcoes: { id: number }[] };
    const saved = await request.post('/api/autodiagnostico/salvar-questao', { headers, data: { avaliacao_id: created.avaliacao_id, questao_id: q.id, opcao_id: question.opcoes.at(-1)!.id } });
    expect(saved.status()).toBe(200);
  }
  const before = scripts.length;
  await page.goto(`/admin/status/${created.avaliacao_id}#codigo=${created.codigo}`);
  await expect(page.locator('.ad-chart canvas').first()).toBeVisible({ timeout: 30_000 });
  expect(scripts.slice(before).some(isChart)).toBe(true);
});
