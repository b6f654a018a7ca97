import { randomBytes } from 'node:crypto';
import { type AnswerMap, isQuestionVisible } from '@sisacte/contracts/denuncias/question-visibility';
import { sql } from 'drizzle-orm';
import { CHOSEN_OPTIONS_SEPARATOR, createQuestionnaireCache, scoreOf, storeComplaint, type CheckedAnswer } from '../../modules/denuncias';
import { queryRows, type Database } from '../client';
import type * as schema from '../schema';
import { random } from './demo-random';

/*
 * The embedded demo's complaints (npm start, no DATABASE_URL): 48 complaints filed over the last
 * four months in every region of Brazil (25 states; Sergipe and Amapá have none), so the back office's list, map, filters, operations panel 3
 * and the dashboard's complaint section show something on the first visit. Each answers the seeded
 * questionnaire (random but valid answers, so the IRTE score is the real sum of its indicators),
 * some name organizations, some carry a closing forecast. Written once, on a database with no
 * complaint yet, through the same statement as the public form (protocol numbers consecutive).
 *
 * Their receipt codes were never shown to anyone: each stores a keyed hash of random bytes, so no
 * code follows them up (the demo's public follow-up is tried with a complaint filed in the form).
 */

/** [establishment, address, city, UF, latitude, longitude] */
const PLACES: readonly (readonly [string, string, string, string, number, number])[] = [
  ['Fazenda Boa Esperança', 'Rodovia PA-150, km 42', 'Marabá', 'PA', -5.37, -49.12],
  ['Carvoaria Rio Vermelho', 'Vicinal do Rio Vermelho, s/n', 'Parauapebas', 'PA', -6.07, -49.9],
  ['Açaí do Ver-o-Peso Ltda.', 'Travessa Pe. Eutíquio, 1200', 'Belém', 'PA', -1.45, -48.49],
  ['Serraria Xingu', 'Rodovia Transamazônica, km 8', 'Altamira', 'PA', -3.2, -52.21],
  ['Confecções Bom Retiro', 'Rua José Paulino, 300', 'São Paulo', 'SP', -23.53, -46.64],
  ['Oficina de Costura Brás', 'Rua Maria Marcolina, 45', 'São Paulo', 'SP', -23.54, -46.61],
  ['Construtora Horizonte', 'Avenida John Boyd Dunlop, 2000', 'Campinas', 'SP', -22.91, -47.06],
  ['Restaurante Sabor Mineiro', 'Rua da Bahia, 850', 'Belo Horizonte', 'MG', -19.92, -43.94],
  ['Fazenda Café do Cerrado', 'Estrada Municipal UDI-20, km 15', 'Uberlândia', 'MG', -18.92, -48.28],
  ['Obra Residencial Atlântico', 'Avenida das Américas, 5000', 'Rio de Janeiro', 'RJ', -23.0, -43.36],
  ['Casa de Família (trabalho doméstico)', 'Rua Barão da Torre, 120', 'Rio de Janeiro', 'RJ', -22.98, -43.2],
  ['Salão Beleza Baiana', 'Avenida Sete de Setembro, 1500', 'Salvador', 'BA', -12.97, -38.5],
  ['Fazenda Soja Oeste', 'BR-242, km 810', 'Barreiras', 'BA', -12.15, -45.0],
  ['Frigorífico Pantanal', 'Avenida Fernando Corrêa, 3000', 'Cuiabá', 'MT', -15.6, -56.1],
  ['Fazenda Três Rios', 'MT-242, km 60', 'Sorriso', 'MT', -12.55, -55.71],
  ['Cerâmica Goiana', 'Rodovia GO-070, km 5', 'Goiânia', 'GO', -16.69, -49.25],
  ['Destilaria Campo Grande', 'Rodovia BR-163, km 480', 'Campo Grande', 'MS', -20.47, -54.62],
  ['Malharia Curitibana', 'Rua XV de Novembro, 700', 'Curitiba', 'PR', -25.43, -49.27],
  ['Transportadora Gaúcha', 'Avenida Farrapos, 2500', 'Porto Alegre', 'RS', -30.03, -51.23],
  ['Vinícola Serra Alta', 'Linha Leopoldina, s/n', 'Bento Gonçalves', 'RS', -29.17, -51.52],
  ['Pousada Ilha Bela', 'Rodovia SC-401, km 10', 'Florianópolis', 'SC', -27.59, -48.55],
  ['Canavial Zona da Mata', 'Engenho Novo, s/n', 'Recife', 'PE', -8.05, -34.88],
  ['Castanhas do Ceará', 'Avenida Bezerra de Menezes, 900', 'Fortaleza', 'CE', -3.73, -38.52],
  ['Babaçu do Maranhão', 'Povoado Centro Novo, s/n', 'São Luís', 'MA', -2.53, -44.3],
  ['Olaria Tocantina', 'Estrada da Olaria, km 3', 'Imperatriz', 'MA', -5.52, -47.49],
  ['Fazenda Capim Dourado', 'TO-050, km 30', 'Palmas', 'TO', -10.18, -48.33],
  ['Estaleiro Rio Negro', 'Avenida Lourenço da Silva Braga, 100', 'Manaus', 'AM', -3.12, -60.02],
  ['Garimpo Serra Verde (acampamento)', 'Estrada do Garimpo, km 70', 'Boa Vista', 'RR', 2.82, -60.67],
  ['Madeireira Rondônia', 'BR-364, km 15', 'Porto Velho', 'RO', -8.76, -63.9],
  ['Seringal Chico Mendes', 'Ramal do Seringal, km 12', 'Rio Branco', 'AC', -9.97, -67.81],
  ['Carnaúba do Piauí', 'Rodovia PI-113, km 20', 'Teresina', 'PI', -5.09, -42.8],
  ['Condomínio Lago Sul (obra)', 'SHIS QI 25', 'Brasília', 'DF', -15.79, -47.88],
  ['Rochas Ornamentais Capixaba', 'Rodovia do Sol, km 3', 'Vitória', 'ES', -20.32, -40.34],
  ['Usina Alagoana', 'Rodovia AL-101 Norte, km 12', 'Maceió', 'AL', -9.67, -35.74],
  ['Sisal da Paraíba', 'Sítio Cruzeiro, s/n', 'João Pessoa', 'PB', -7.12, -34.86],
  ['Salina Potiguar', 'Rodovia RN-063, km 9', 'Natal', 'RN', -5.79, -35.21],
];

const DAY_MS = 86_400_000;

/** A keyed-form receipt hash of random bytes: it has the shape of a real one and matches no code. */
const unusableReceiptHash = () => `$hmac-sha256$${randomBytes(16).toString('base64url')}$${randomBytes(32).toString('base64url')}`;

export async function seedDenunciasDemo(db: Database): Promise<void> {
  const [existing] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM complaints`);
  if (Number(existing?.n ?? 0) > 0) return;
  const rnd = random(20261124);
  const live = await createQuestionnaireCache().current(db);
  const cities = await queryRows<Pick<typeof schema.cities.$inferSelect, 'id' | 'nome'> & Pick<typeof schema.states.$inferSelect, 'uf'>>(
    db,
    sql`SELECT c.id, c.nome, s.uf FROM cities c JOIN states s ON s.id = c.state_id
        WHERE (c.nome, s.uf) IN (${sql.join(
          PLACES.map(([, , city, uf]) => sql`(${city}, ${uf})`),
          sql`, `,
        )})`,
  );
  const cityId = new Map(cities.map((c) => [`${c.nome}/${c.uf}`, c.id]));
  const organizationIds = (await queryRows<Pick<typeof schema.organizations.$inferSelect, 'id'>>(db, sql`SELECT id FROM organizations WHERE status = 1 ORDER BY id`)).map((o) => o.id);

  /** Valid answers: every visible question in order, choices random, children only when their parent's answer shows them. */
  const answersOf = (): { answers: CheckedAnswer[]; optionIds: number[] } => {
    const map: AnswerMap = {};
    const answers: CheckedAnswer[] = [];
    const optionIds: number[] = [];
    for (const category of live.categories) {
      for (const q of category.questoes) {
        if (!isQuestionVisible(q, map, live.byId)) continue;
        if (q.tipo === 1) {
          if (!q.requerido && rnd.chance(0.5)) continue;
          const text = rnd.pick(['Relato feito por trabalhador que saiu do local.', 'Situação vista por vizinhos há semanas.', 'Trabalhadores dormem no próprio local de trabalho.']);
          map[q.id] = text;
          answers.push({ questionId: q.id, resposta: text, optionIds: [] });
        } else if (q.tipo === 2) {
          const n = rnd.int(2, 40);
          map[q.id] = String(n);
          answers.push({ questionId: q.id, resposta: String(n), optionIds: [] });
        } else if (q.opcoes.length > 0) {
          const chosen = q.tipo === 3 ? [rnd.pick(q.opcoes)] : q.opcoes.filter(() => rnd.chance(0.4));
          if (chosen.length === 0) chosen.push(q.opcoes[0]!);
          map[q.id] = q.tipo === 3 ? chosen[0]!.id : chosen.map((o) => o.id);
          optionIds.push(...chosen.map((o) => o.id));
          answers.push({ questionId: q.id, resposta: chosen.map((o) => o.valor).join(CHOSEN_OPTIONS_SEPARATOR), optionIds: chosen.map((o) => o.id) });
        }
      }
    }
    return { answers, optionIds };
  };

  // Oldest first, so the protocol counter follows the filing dates; none today (the e2e specs list today's complaints).
  const now = Date.now();
  const filings = Array.from({ length: 48 }, (_, i) => ({ place: PLACES[i % PLACES.length]!, at: new Date(now - rnd.int(1, 120) * DAY_MS - rnd.int(0, 20) * 3_600_000) })).sort(
    (a, b) => a.at.getTime() - b.at.getTime(),
  );
  const yearFormat = new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' });
  for (const [index, { place, at }] of filings.entries()) {
    const [nome, endereco, city, uf, lat, lng] = place;
    const municipioId = cityId.get(`${city}/${uf}`);
    if (!municipioId) continue;
    const { answers, optionIds } = answersOf();
    const { indicatorIds, score } = scoreOf(live, optionIds);
    const forecastDays = rnd.pick([null, null, 30, 45, 60, 90, 150]);
    const saved = await storeComplaint(db, {
      year: Number(yearFormat.format(at)),
      questionnaireVersion: null,
      captcha: { signature: `demo-seed-${index}`, expiresAt: new Date(now + DAY_MS) },
      nomefantasia: nome,
      enderecoempresa: endereco,
      municipioId,
      uf,
      cadastrador: null,
      nomeCadastrador: null,
      cadastradorId: null,
      notification: null, // the demo's past complaints ring no bell
      score,
      estabelecimento: { x: lng + (rnd.next() - 0.5) * 0.04, y: lat + (rnd.next() - 0.5) * 0.04 },
      estabelecimentoEncerramento: forecastDays === null ? null : new Date(at.getTime() + forecastDays * DAY_MS).toISOString().slice(0, 10),
      receiptHash: unusableReceiptHash(),
      answers,
      indicatorIds,
      organizationIds: organizationIds.length > 0 && rnd.chance(0.4) ? [rnd.pick(organizationIds)] : [],
      idempotency: null,
    });
    if (saved) await db.execute(sql`UPDATE complaints SET created_at = ${at.toISOString()}::timestamptz WHERE id = ${saved.id}`);
  }
}
