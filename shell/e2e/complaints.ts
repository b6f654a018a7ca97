import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { visibleQuestions, type AnswerMap } from '@sisacte/contracts/denuncias/question-visibility';
import type { QuestionCategory } from '@sisacte/contracts/denuncias/questions';

/* Complaints for the specs that need some on file: filed through the public API as the wizard does, and the map-area tool. */

/** Solves the server's ALTCHA challenge as the widget does (the e2e server's is easy), and returns the payload. */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const c = await (await request.get('/api/captcha/challenge')).json();
  for (let n = 0; n <= c.maxnumber; n++) {
    if (createHash('sha256').update(`${c.salt}${n}`).digest('hex') === c.challenge) {
      return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature })).toString('base64');
    }
  }
  throw new Error('captcha sem solução');
}

export interface ComplaintByApi {
  nome: string;
  uf: string;
  /** The start of the city's name (default: the state's first city). */
  city?: string;
  /** The establishment's point. */
  at?: { lat: number; lng: number };
}

/** Files a public complaint, answering every required question the live questionnaire shows; answers its protocol. */
export async function fileComplaintByApi(request: APIRequestContext, complaint: ComplaintByApi): Promise<string> {
  const categories = (await (await request.get('/api/questoes/list')).json()) as QuestionCategory[];
  const answers: AnswerMap = {};
  for (let round = 0; round < 10; round++) {
    const open = visibleQuestions(categories, answers).filter((q) => q.requerido && answers[q.id] === undefined);
    if (!open.length) break;
    for (const q of open) answers[q.id] = q.tipo === 1 ? 'Resposta do teste' : q.tipo === 2 ? '1' : q.tipo === 3 ? q.opcoes[0]!.id : [q.opcoes[0]!.id];
  }
  const search = complaint.city ? `&nome=${encodeURIComponent(complaint.city)}` : '';
  const cities = await (await request.get(`/api/localization/cities?uf=${complaint.uf}${search}`)).json();
  const city = (Array.isArray(cities) ? cities : cities.content)[0] as { id: number; nome: string };
  const answer = await request.post(`/api/denuncias-create?g_recaptcha_response=${encodeURIComponent(await solvedCaptcha(request))}`, {
    data: {
      demanda: { nomefantasia: complaint.nome, enderecoempresa: 'Estrada vicinal, km 3', municipio: { id: city.id, nome: city.nome }, ufendempresa: { uf: complaint.uf } },
      ...(complaint.at ? { estabelecimento_latitude: complaint.at.lat, estabelecimento_longitude: complaint.at.lng } : {}),
      questoes: Object.entries(answers).map(([id, resposta]) => ({ idQuestao: Number(id), resposta })),
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).demanda.numerodemanda as string;
}

/** Draws a square of `half` pixels around the area map's centre: clicks on the vertices, a double-click closes it. */
export async function drawSquare(page: Page, half = 40) {
  const map = page.getByTestId('area-map');
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.click(cx - half, cy - half);
  await page.mouse.click(cx + half, cy - half);
  await page.mouse.click(cx + half, cy + half);
  await page.mouse.dblclick(cx - half, cy + half);
  await expect(page.getByTestId('area-status')).toHaveText('Área com 4 vértices desenhada.');
}
