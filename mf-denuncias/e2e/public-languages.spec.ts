import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, login, pick, shot, todayInBrazil } from '../../shell/e2e/support';
import { chooseInSelect, complaintsListSince, PROTOCOL, RECEIPT } from './support';

/*
 * Issue 33: the public pages in Spanish, English, French and Haitian Creole, on a phone. Spanish is walked in full
 * (pick the language on /denunciar, file a complaint with its captcha, the receipt and its file, the follow-up, the
 * staff's profile and filter); the other three a shorter walk (the form, the receipt, the follow-up, the profile).
 * axe runs on every page in every language. The questions are answered by their shape (the first choice of each
 * group, a number, a text), whatever language their texts are in.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const since = todayInBrazil();

interface Words {
  lang: 'es' | 'en' | 'fr' | 'ht';
  name: string;
  title: string;
  establishment: string;
  address: string;
  next: RegExp;
  panel2: RegExp;
  state: string;
  city: string;
  send: RegExp;
  robot: string;
  verified: string;
  thanks: string;
  keep: string;
  followUp: string;
  followUpTitle: string;
  protocol: string;
  code: string;
  lookUp: RegExp;
  filed: string;
  notFound: string;
  /** A question of the questionnaire as the language writes it (the seeded translations). */
  question: string;
}

/** That question in Portuguese: never on a page in another language once its translation exists. */
const PT_QUESTION = 'Os trabalhadores podem deixar o local de trabalho quando quiserem?';
const QUESTION: Record<Words['lang'], string> = {
  es: '¿Los trabajadores pueden irse del lugar de trabajo cuando quieren?',
  en: 'Can the workers leave the workplace whenever they want?',
  fr: 'Les travailleurs peuvent-ils quitter le lieu de travail quand ils le veulent ?',
  ht: 'Èske travayè yo ka kite kote yo travay la lè yo vle?',
};

const ES: Words = {
  lang: 'es',
  question: QUESTION.es,
  name: 'Español',
  title: 'Hacer una denuncia',
  establishment: 'Nombre del establecimiento (como se le conoce)',
  address: 'Dirección o cómo llegar',
  next: /Siguiente/,
  panel2: /2\. Ubicación/,
  state: 'Estado (UF)',
  city: 'Municipio',
  send: /Enviar denuncia/,
  robot: 'No soy un robot',
  verified: 'Verificado — no soy un robot',
  thanks: 'Denuncia enviada. ¡Gracias!',
  keep: 'Anote ahora el número de protocolo y el código de comprobante.',
  followUp: 'Seguir la denuncia',
  followUpTitle: 'Seguir una denuncia',
  protocol: 'Número de protocolo',
  code: 'Código de comprobante',
  lookUp: /Consultar/,
  filed: 'Registrada',
  notFound: 'El protocolo o el código de comprobante no coinciden.',
};

const OTHERS: Words[] = [
  {
    lang: 'en',
    question: QUESTION.en,
    name: 'English',
    title: 'Make a complaint',
    establishment: 'Name of the workplace (as it is known)',
    address: 'Address or how to get there',
    next: /Next/,
    panel2: /2\. Location/,
    state: 'State (UF)',
    city: 'Municipality',
    send: /Send complaint/,
    robot: 'I am not a robot',
    verified: 'Verified — I am not a robot',
    thanks: 'Complaint sent. Thank you!',
    keep: 'Write down the protocol number and the receipt code now.',
    followUp: 'Follow up the complaint',
    followUpTitle: 'Follow up a complaint',
    protocol: 'Protocol number',
    code: 'Receipt code',
    lookUp: /Look up/,
    filed: 'Registered',
    notFound: 'The protocol number or the receipt code does not match.',
  },
  {
    lang: 'fr',
    question: QUESTION.fr,
    name: 'Français',
    title: 'Faire un signalement',
    establishment: 'Nom de l’établissement (tel qu’on le connaît)',
    address: 'Adresse ou comment y aller',
    next: /Suivant/,
    panel2: /2\. Localisation/,
    state: 'État (UF)',
    city: 'Commune',
    send: /Envoyer le signalement/,
    robot: 'Je ne suis pas un robot',
    verified: 'Vérifié — je ne suis pas un robot',
    thanks: 'Signalement envoyé. Merci !',
    keep: 'Notez maintenant le numéro de dossier et le code de récépissé.',
    followUp: 'Suivre le signalement',
    followUpTitle: 'Suivre un signalement',
    protocol: 'Numéro de dossier',
    code: 'Code de récépissé',
    lookUp: /Consulter/,
    filed: 'Enregistré',
    notFound: 'Le numéro de dossier ou le code de récépissé ne correspond pas.',
  },
  {
    lang: 'ht',
    question: QUESTION.ht,
    name: 'Kreyòl ayisyen',
    title: 'Fè yon denonsyasyon',
    establishment: 'Non kote travay la (jan moun konnen l)',
    address: 'Adrès oswa kijan pou rive la',
    next: /Swivan/,
    panel2: /2\. Adrès/,
    state: 'Eta (UF)',
    city: 'Minisipalite',
    send: /Voye denonsyasyon an/,
    robot: 'Mwen pa yon robo',
    verified: 'Verifye — mwen pa yon robo',
    thanks: 'Denonsyasyon an ale. Mèsi!',
    keep: 'Ekri nimewo dosye a ak kòd resi a kounye a.',
    followUp: 'Swiv denonsyasyon an',
    followUpTitle: 'Swiv yon denonsyasyon',
    protocol: 'Nimewo dosye',
    code: 'Kòd resi',
    lookUp: /Chèche/,
    filed: 'Anrejistre',
    notFound: 'Nimewo dosye a oswa kòd resi a pa koresponn.',
  },
];

/** Picks the language in the public header's picker (a native select, the phone's own list). */
async function pickLanguage(page: Page, w: Words) {
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption(w.lang);
  await expect(page).toHaveURL(new RegExp(`[?&]lang=${w.lang}`));
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
}

/** Answers every question of the panel on screen by its shape, a child question shown by an answer included. */
async function answerPanel(page: Page) {
  const panel = page.locator('.wizard');
  for (let round = 0; round < 3; round++) {
    for (const group of await panel.locator('fieldset.wizard-question').all()) {
      if ((await group.locator('input:checked').count()) === 0) await group.locator('input[type="radio"], input[type="checkbox"]').first().check();
    }
    for (const input of await panel.locator('input[inputmode="decimal"][id^="questao-"]').all()) if (!(await input.inputValue())) await input.fill('10');
    for (const text of await panel.locator('textarea[id^="questao-"]').all()) if (!(await text.inputValue())) await text.fill('Relato de teste');
  }
}

/** The form from panel 1 to the receipt; the receipt's codes. */
async function fileComplaint(page: Page, w: Words, axe: boolean): Promise<{ protocolo: string; recibo: string }> {
  await page.getByLabel(w.establishment).fill(`Fazenda ${w.lang.toUpperCase()} ${Date.now()}`);
  await page.getByLabel(w.address).fill('Estrada da Serra, km 12, zona rural');
  if (axe) await expectNoAxeViolations(page, `painel 1 (${w.lang})`);
  await page.getByRole('button', { name: w.next }).click();
  await expect(page.getByRole('heading', { level: 2, name: w.panel2 })).toBeVisible();
  await pick(page, w.state, 'Mato Gro', 'Mato Grosso');
  await pick(page, w.city, 'Cuiab', 'Cuiabá');
  // what a screen reader says of antd's own buttons (clear a field, close) is in the language too
  await expect(page.locator('[aria-label="Apagar"], [aria-label="Fechar"], [aria-label="Pesquisar"]')).toHaveCount(0);
  if (axe) await expectNoAxeViolations(page, `painel 2 (${w.lang})`);
  const send = page.getByRole('button', { name: w.send });
  let questionSeen = false;
  for (let panel = 3; panel < 12 && !(await send.isVisible()); panel++) {
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${panel}\\. `) })).toBeVisible();
    await answerPanel(page);
    // the questions come in the page's language
    questionSeen ||= (await page.getByText(w.question).count()) > 0;
    await expect(page.getByText(PT_QUESTION)).toHaveCount(0);
  }
  expect(questionSeen, `a pergunta traduzida (${w.lang})`).toBe(true);
  await expect(send).toBeVisible();
  await page.getByRole('checkbox', { name: w.robot }).click();
  await expect(page.getByText(w.verified)).toBeVisible({ timeout: 30_000 });
  if (axe) await expectNoAxeViolations(page, `último painel (${w.lang})`);
  await send.click();
  await expect(page.getByRole('heading', { name: w.thanks })).toBeVisible();
  await expect(page.getByText(w.keep)).toBeVisible();
  const protocolo = (await page.getByTestId('protocolo').innerText()).trim();
  const recibo = (await page.getByTestId('recibo').innerText()).trim();
  expect(protocolo).toMatch(PROTOCOL);
  expect(recibo).toMatch(RECEIPT);
  await expectNoAxeViolations(page, `recibo (${w.lang})`);
  return { protocolo, recibo };
}

/** From the receipt to the follow-up, in the same language: a wrong code answered by the API in it, then the status. */
async function followUp(page: Page, w: Words, codes: { protocolo: string; recibo: string }) {
  await page.getByRole('link', { name: w.followUp }).click();
  await expect(page).toHaveURL(new RegExp(`/denunciar/acompanhar\\?lang=${w.lang}`));
  await expect(page.getByRole('heading', { level: 1, name: w.followUpTitle })).toBeVisible();
  await page.getByLabel(w.protocol).fill(codes.protocolo);
  await page.getByLabel(w.code).fill('ZZZZ-ZZZZ-ZZZZ');
  await page.getByRole('button', { name: w.lookUp }).click();
  await expect(page.getByText(w.notFound)).toBeVisible();
  await page.getByLabel(w.code).fill(codes.recibo);
  await page.getByRole('button', { name: w.lookUp }).click();
  await expect(page.getByText(w.filed, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, `acompanhamento (${w.lang})`);
}

/**
 * Staff (Portuguese) find the complaint by its language in the list (the filter box's 'Idioma', or the address) and
 * see it on the profile.
 */
async function staffSee(page: Page, w: Words, protocolo: string, useFilterBox = false) {
  await page.setViewportSize({ width: 1366, height: 800 });
  await login(page);
  if (useFilterBox) {
    await page.goto(complaintsListSince(since));
    const filters = page.getByRole('button', { name: /^Filtros/ });
    if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
    await chooseInSelect(page, 'Idioma', w.name);
    await page.getByRole('button', { name: /Buscar/ }).click();
    await expect(page).toHaveURL(new RegExp(`idioma=${w.lang}`));
  } else {
    await page.goto(`${complaintsListSince(since)}&idioma=${w.lang}`);
  }
  const row = page.getByRole('row', { name: new RegExp(protocolo) });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: protocolo }).click();
  await expect(page.getByTestId('idioma')).toHaveText(`Idioma: ${w.name}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
}

test('Español: picked on /denunciar, a complaint filed end to end with its captcha, the receipt and its file in Spanish, the follow-up in Spanish; staff see "Idioma: Español" and filter by it', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await page.goto('/denunciar');
  await expect(page.getByRole('heading', { level: 1, name: 'Fazer uma denúncia' })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${baseURL}/denunciar?lang=es`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/denunciar`);
  await expectNoAxeViolations(page, 'formulário (pt)');
  await pickLanguage(page, ES);
  await expect(page.getByText('Su denuncia puede ser anónima. No le pedimos su nombre ni lo rastreamos.')).toBeVisible();
  await expect(page.getByText(/¿En peligro ahora\? Llame al 190/)).toBeVisible();

  const codes = await fileComplaint(page, ES, true);

  // the receipt's file, in Spanish, with the follow-up address in Spanish
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar comprobante' }).click()]);
  expect(download.suggestedFilename()).toBe(`comprobante-denuncia-${codes.protocolo}.txt`);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain('SisActe — Comprobante de denuncia');
  expect(text).toContain(`Número de protocolo: ${codes.protocolo}`);
  expect(text).toContain(`Código de comprobante: ${codes.recibo}`);
  expect(text).toMatch(/Enviada el: \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}/);
  expect(text).toContain(`${baseURL}/denunciar/acompanhar?lang=es`);

  await followUp(page, ES, codes);
  await staffSee(page, ES, codes.protocolo, true);
});

for (const w of OTHERS) {
  test(`${w.name}: the form, the receipt and the follow-up in the language (axe-clean on each), and "Idioma: ${w.name}" for staff`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto(`/denunciar?lang=${w.lang}`);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
    await expect(page.getByRole('combobox', { name: /Idioma|Language|Langue|Lang/ })).toHaveValue(w.lang);
    const codes = await fileComplaint(page, w, true);
    await followUp(page, w, codes);
    await staffSee(page, w, codes.protocolo);
  });
}

/**
 * The page's layout shifts so far not caused by input, all added up (Chromium's layout-shift entries, those before
 * the call included): stricter than Lighthouse's CLS, which takes the worst window of shifts.
 */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) sum += entry.value;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          for (const entry of observer.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) sum += entry.value;
          observer.disconnect();
          resolve(sum);
        }, 300);
      }),
  );
}

test('a phone whose browser prefers Spanish is offered Spanish, never switched without asking', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'es-VE' });
  let page = await context.newPage();
  try {
    // the pages are prerendered in Portuguese and the offer comes after hydration: it floats under the picker, so the
    // page does not move when it arrives (it wrapped the home page's header to two lines on a phone: CLS 0.137)
    await page.goto('/');
    await expect(page.getByRole('button', { name: '¿Ver en español?' })).toBeInViewport();
    await shot(page, 'home-offer-es-phone', false);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByRole('button', { name: '¿Ver en español?' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: 'Trabalho digno, sem exploração' })).toBeVisible();
    // closed, the tab keeps Portuguese as picked: the next page offers nothing
    await page.getByRole('link', { name: 'Fazer uma denúncia' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fazer uma denúncia' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: '¿Ver en español?' })).toHaveCount(0);

    // a new tab is a new visit: the offer again
    await page.close();
    page = await context.newPage();
    await page.goto('/denunciar');
    await expect(page.getByRole('heading', { level: 1, name: 'Fazer uma denúncia' })).toBeVisible();
    const offer = page.getByRole('button', { name: '¿Ver en español?' });
    await expect(offer).toBeInViewport();
    await shot(page, 'denunciar-offer-es-phone', false);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await offer.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hacer una denuncia' })).toBeVisible();
    await expect(page).toHaveURL(/\?lang=es$/);
    // the pick is kept for the visit: the home page and back keep Spanish
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Trabajo digno, sin explotación' })).toBeVisible();
    await expectNoAxeViolations(page, 'página inicial (es)');
    await page.getByRole('link', { name: 'Hacer una denuncia' }).click();
    await expect(page).toHaveURL(/\/denunciar\?lang=es$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hacer una denuncia' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('an address with ?lang reads in that language from the first paint, before any script has run', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    for (const lang of ['es', 'en', 'fr', 'ht'] as const) {
      const texts = JSON.parse(await readFile(`mf-denuncias/src/locales/${lang}.json`, 'utf8')) as {
        page: { title: string; documentTitle: string; metaDescription: string; noscript: string };
        notices: { privacy: string };
      };
      await page.goto(`/denunciar?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(texts.page.documentTitle);
      await expect(page.getByRole('heading', { level: 1, name: texts.page.title })).toBeVisible();
      await expect(page.getByText(texts.notices.privacy)).toBeVisible();
      // what a search result shows of the page, and the line a browser without JavaScript shows (Chromium parses the
      // page as scriptable even here, so the line is read, not seen)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', texts.page.metaDescription);
      expect(await page.locator('noscript').evaluate((n) => n.innerHTML)).toBe(texts.page.noscript);
    }
    // without the parameter: Portuguese, as before
    await page.goto('/denunciar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1, name: 'Fazer uma denúncia' })).toBeVisible();
    expect(await page.locator('noscript').evaluate((n) => n.innerHTML)).toBe('Para fazer a denúncia por aqui, ative o JavaScript do navegador.');
  } finally {
    await context.close();
  }
});

test('a phone that loses its connection on the way to the follow-up is told so in its language, and the page arrives on retry', async ({ page, context }) => {
  await page.goto('/denunciar?lang=fr');
  // the form's fields are the app's own (the prerendered page has the title and a loading panel): the app runs
  await expect(page.getByRole('textbox', { name: 'Nom de l’établissement (tel qu’on le connaît)' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Suivre un signalement' }).click();
  await expect(page.getByText('Impossible de charger la page de suivi')).toBeVisible();
  await expect(page.getByText('Vérifiez votre connexion et réessayez.')).toBeVisible();
  // the frame stays: the visitor can still go back to the form
  await expect(page.getByRole('link', { name: 'SisActe — page d’accueil' })).toBeVisible();
  await expectNoAxeViolations(page, 'acompanhamento sem conexão (fr)');
  await shot(page, 'fr-phone-acompanhamento-sem-conexao');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: 'Suivre un signalement' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Numéro de dossier' })).toBeVisible();
});
