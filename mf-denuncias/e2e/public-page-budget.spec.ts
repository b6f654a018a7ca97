import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectPanel, fillEstablishment } from './support';

/** Budget: the standalone complaint page's first load ≤ 300 KB of gzipped JavaScript. */
const FIRST_LOAD_BUDGET_GZIP = 300 * 1024;

test('the public page loads ≤ 300 KB of gzipped JS, no shell, and OpenLayers only when the map panel opens', async ({ page }) => {
  const scripts: { url: string; body: Buffer }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      scripts.push({ url: response.url(), body: await response.body().catch(() => Buffer.alloc(0)) });
    }
  });
  await page.goto('/denunciar');
  await expectPanel(page, /1\. Estabelecimento/);
  await page.waitForLoadState('networkidle');

  const firstLoad = [...scripts];
  const gzip = firstLoad.reduce((sum, s) => sum + gzipSync(s.body).length, 0);
  const raw = firstLoad.reduce((sum, s) => sum + s.body.length, 0);
  console.log(`primeira carga: ${firstLoad.length} scripts, ${(raw / 1024).toFixed(0)} KB, ${(gzip / 1024).toFixed(0)} KB gzip`);
  expect(gzip).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP);
  // Only the page's own files: nothing from the shell or another remote.
  for (const s of firstLoad) expect(new URL(s.url).pathname).toMatch(/^\/registry\/mf-denuncias\/[^/]+\/public\//);
  const isOpenLayers = (s: { body: Buffer }) => s.body.includes('ol-viewport');
  expect(firstLoad.some(isOpenLayers)).toBe(false);

  await fillEstablishment(page);
  await expectPanel(page, /2\. Localização/);
  await expect(page.getByRole('region', { name: /Mapa para marcar o local/ })).toBeVisible();
  await expect.poll(() => scripts.slice(firstLoad.length).some(isOpenLayers)).toBe(true);
});
