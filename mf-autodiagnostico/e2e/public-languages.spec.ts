import { expect, test, type Page } from '@playwright/test';
// the package's index runs a debug script when loaded as main; the library itself is lib/pdf-parse.js
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore no types for the inner path
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { expectNoAxeViolations, pick, shot } from '../../shell/e2e/support';
import { PHONE, pickDay, thisMonth } from './support';

/*
 * Issue 33: a whole self-diagnosis with its action plan in Spanish, on a phone whose browser prefers Spanish. The
 * language is picked in the public header (visible without scrolling), then stays in the address on every screen;
 * the models' texts, the feedback, the suggested measures, the PDF and the XLSX come in Spanish; what the person
 * types stays as typed. The CNAE table and the places are Brazil's and stay in Portuguese.
 */

const stamp = Date.now().toString(36);
const establishment = `Panadería La Esperanza ${stamp}`;
const responsible = `María Responsable ${stamp}`;
const month = thisMonth();

test.use({ viewport: PHONE, hasTouch: true, locale: 'es-VE', timezoneId: 'America/Sao_Paulo' });
test.setTimeout(300_000);

const questionHeading = (page: Page) => page.locator('#ad-question-title');
/** The address keeps the language on every screen of the visit. */
const inSpanish = (path: string) => new RegExp(`${path}\\?lang=es(#.*)?$`);

test('a self-diagnosis and its action plan in Spanish on a phone: picker, questions, feedback, status, measures, PDF and XLSX', async ({ page }) => {
  // --- the language picked in the public header, without scrolling; Portuguese until then
  await page.goto('/admin/autodiagnostico');
  await expect(page.getByRole('heading', { name: 'Autodiagnóstico de riscos no trabalho' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Idioma' });
  const box = (await picker.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  // the browser prefers Spanish: the picker offers it, and does not switch by itself
  await expect(page.getByRole('button', { name: '¿Ver en español?' })).toBeVisible();
  await picker.selectOption('es');
  await expect(page).toHaveURL(inSpanish('/admin/autodiagnostico'));
  await expect(page.getByRole('heading', { level: 1, name: 'Autodiagnóstico de riesgos en el trabajo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Comercio y servicios (panadería, tienda, taller, restaurante)' })).toBeVisible();
  await expectNoAxeViolations(page, 'inicio (es)');
  await shot(page, 'es-phone-01-inicio');

  // --- preparation: the establishment, its checks in Spanish
  await page.getByRole('button', { name: /^Empezar: Comercio y servicios/ }).click();
  await expect(page).toHaveURL(/\/admin\/autodiagnostico\/preparacao\/\d+\?lang=es$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Preparación' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Registro y documentos' })).toBeVisible();
  await page.getByRole('button', { name: 'Iniciar el autodiagnóstico' }).click();
  await expect(page.getByText('El nombre del establecimiento debe tener al menos 2 caracteres')).toBeVisible();
  await expect(page.getByText('Elija la actividad (CNAE) del establecimiento')).toBeVisible();
  await expect(page.getByText('La tabla CNAE de actividades (Clasificación Nacional de Actividades Económicas de Brasil) solo existe en portugués.')).toBeVisible();
  await page.getByLabel('Nombre del establecimiento').fill(establishment);
  await pick(page, 'Actividad (CNAE)', '4721', /padaria/i);
  await pick(page, 'Estado (UF)', 'São P', /^São Paulo$/);
  await expectNoAxeViolations(page, 'preparación');
  await shot(page, 'es-phone-02-preparacion');
  await page.getByRole('button', { name: 'Iniciar el autodiagnóstico' }).click();

  // --- the resume link keeps the language
  await expect(page).toHaveURL(/\/admin\/autodiagnostico\/preparacao\/editar\/\d+\?lang=es$/);
  const id = Number(/editar\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: 'Evaluación creada: guarde su enlace de retorno' })).toBeVisible();
  await expect(page.getByTestId('resume-link')).toHaveText(new RegExp(`/admin/autodiagnostico/preparacao/editar/${id}\\?lang=es#codigo=`));
  await expect(page.getByText('0 de 29 preguntas respondidas.')).toBeVisible();
  await expectNoAxeViolations(page, 'evaluación creada');

  // --- the questions, in Spanish; a few risky answers
  await page.getByRole('button', { name: 'Iniciar la identificación de riesgos' }).click();
  await expect(page).toHaveURL(new RegExp(`/identificacao-riscos/${id}/bloco/\\d+/\\d+\\?lang=es$`));
  await expect(page.getByRole('heading', { name: 'Registro y documentos' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Empezar el bloque' }).click();
  for (let n = 0; n < 29; n++) {
    await expect(questionHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\?lang=es$/);
    const radios = page.getByRole('group', { name: 'Respuesta' }).getByRole('radio');
    const count = await radios.count();
    // the first question's worst answer, then now and then the worst, else the first (the safe one, mostly)
    await radios.nth(n === 0 || n % 6 === 3 ? count - 1 : 0).check();
    await page.getByRole('button', { name: 'Responder' }).click();
    await expect(page.getByText('Respuesta guardada.')).toBeVisible();
    if (n === 0) {
      await expect(questionHeading(page)).toHaveText(/^¿Todas las personas que trabajan para el establecimiento/);
      await expect(page.getByText('Referencia: CLT, arts. 29 y 41')).toBeVisible();
      await expect(page.locator('.ad-feedback')).toContainText('Riesgo Alto');
      await expect(page.locator('.ad-feedback')).toContainText('Trabajar sin registro es una infracción grave');
      await expectNoAxeViolations(page, 'pregunta con su retorno');
      await shot(page, 'es-phone-03-pregunta');
    }
    const next = page.getByRole('button', { name: /^(Siguiente pregunta|Siguiente bloque|Terminar y ver la situación)$/ });
    const label = await next.innerText();
    if (n === 28) expect(label).toBe('Terminar y ver la situación');
    const from = page.url();
    await next.click();
    if (label === 'Terminar y ver la situación') break;
    // the next step replaces this one: wait for it, so the next answer is not given on this question
    await expect(page).not.toHaveURL(from);
    await expect(page.getByText('Respuesta guardada.')).toBeHidden();
    if (label === 'Siguiente bloque') {
      await expect(page).toHaveURL(/\/bloco\/\d+\/\d+\?lang=es$/);
      await page.getByRole('button', { name: 'Empezar el bloque' }).click();
    }
  }

  // --- ¡Felicitaciones! and the status
  await expect(page.getByRole('dialog').filter({ hasText: '¡Felicitaciones!' })).toBeVisible();
  await expect(page).toHaveURL(inSpanish(`/admin/status/${id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Situación' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Bloque', 'Nulo', 'Bajo', 'Medio', 'Alto', 'Sin responder']);
  await expect(page.getByRole('row', { name: /^1\. Registro y documentos/ })).toBeVisible();
  await expect(page.locator('.ad-chart canvas').first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'situación');
  await shot(page, 'es-phone-04-situacion');

  // --- the action plan: suggested measures in Spanish, one decided
  await page.getByRole('button', { name: 'Plan de acción' }).click();
  await expect(page).toHaveURL(inSpanish(`/admin/plano-de-acao/${id}`));
  await expect(page.getByText(/^0 de \d+ medidas definidas\.$/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Riesgo Alto: \d+ preguntas?$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'plan de acción');
  await page.getByRole('button', { name: 'Definir las medidas' }).click();
  await expect(page).toHaveURL(inSpanish(`/admin/plano-de-acao/medidas/${id}`));
  const card = page.locator('article.ad-card').first();
  await expect(card).toContainText('medida sugerida (aún no guardada)');
  const actions = card.getByLabel('Acciones');
  await expect(actions).toHaveValue(/^Registrar en eSocial a todas las personas que trabajan sin registro/);
  await card.getByRole('button', { name: 'Guardar la medida' }).click();
  await expect(card.getByText('Indique la fecha de inicio')).toBeVisible();
  await expectNoAxeViolations(page, 'medidas');
  await shot(page, 'es-phone-05-medidas', false);
  await card.getByLabel('Responsable').fill(responsible);
  await pickDay(page, card.getByLabel('Inicio'), month.last);
  await pickDay(page, card.getByLabel('Fin'), month.last);
  await actions.fill('Registrar a los dos ayudantes en eSocial esta semana.');
  await card.getByRole('button', { name: 'Guardar la medida' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: '¡Plan de acción guardado!' })).toBeVisible();
  await expect(card).toContainText('medida guardada');

  // --- the PDF and the XLSX in Spanish
  const pdfResponse = page.waitForResponse((r) => r.url().includes(`/api/plano-de-acao/report/${id}`));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'PDF del diagnóstico y del plan' }).first().click();
  const pdf = await pdfResponse;
  expect(pdf.status()).toBe(200);
  const text = ((await pdfParse(await pdf.body())) as { text: string }).text.replace(/\s+/g, ' ');
  for (const expected of ['Autodiagnóstico y plan de acción', establishment, 'Riesgos por bloque', 'Plan de acción', 'Respuestas', 'Registro y documentos', responsible]) expect(text).toContain(expected);
  expect(text).not.toContain('Riscos por bloco');
  await (await popup).close();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'XLSX de las medidas' }).first().click();
  expect((await download).suggestedFilename()).toBe(`plan-de-accion-${id}.xlsx`);
});

test('a phone that loses its connection before the next screen is told so in Spanish, and the screen arrives on retry', async ({ page, context }) => {
  await page.goto('/admin/autodiagnostico?lang=es');
  const start = page.getByRole('button', { name: /^Empezar: Comercio y servicios/ });
  await expect(start).toBeVisible();
  await context.setOffline(true);
  await start.click();
  await expect(page.getByRole('heading', { name: 'No se pudo cargar esta página' })).toBeVisible();
  await expect(page.getByText('Revise su conexión e inténtelo de nuevo.')).toBeVisible();
  await expectNoAxeViolations(page, 'sin conexión (es)');
  await shot(page, 'es-phone-sin-conexion');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preparación' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/autodiagnostico\/preparacao\/\d+\?lang=es$/);
});
