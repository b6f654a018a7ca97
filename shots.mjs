import { chromium } from '@playwright/test';
const base = 'http://localhost:8120';
const [, , ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, vp] of [['desk', { width: 1366, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  const ctx = await browser.newContext({ viewport: vp, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', isMobile: name === 'phone', hasTouch: name === 'phone' });
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  await page.getByLabel('Usuário').fill('admin');
  await page.getByLabel('Senha').fill('admin');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/admin\//);
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const file = `/tmp/me/${name}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await ctx.close();
}
await browser.close();
