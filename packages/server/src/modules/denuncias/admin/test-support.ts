import { ROLES } from '@sisacte/contracts/auth/roles';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import type { TestApp, TestUser } from '../../../test/helpers';
import { create, solvedCaptcha, type DenunciasPeople, useTestQuestionnaire } from '../test-support';

// Shared by the back office's tests: who sees what, and a few complaints to see.

export interface BackOffice {
  /** Holds Denuncias and VisualizarTodasDemandas: sees everything, decides archive requests. */
  holder: TestUser;
  /** Denuncias, works for organization A: sees the complaints addressed to A. */
  orgStaff: TestUser;
  /** Denuncias, works for organization B: sees only what he filed himself. */
  outsider: TestUser;
  orgA: { id: number; nome: string; sigla: string | null };
  orgB: { id: number; nome: string; sigla: string | null };
  /** Filed by the holder for organization A, in Marabá (-5.38, -49.13). */
  ofA: { id: number; numerodemanda: string };
  /** Filed by the outsider, no organization, in Belém (-1.45, -48.49). */
  own: { id: number; numerodemanda: string };
  /** Filed by the public (anonymous), in Marabá, no point. */
  anonymous: { id: number; numerodemanda: string };
}

export async function giveOrganizations(t: TestApp, user: TestUser, ids: number[]) {
  for (const id of ids) await queryRows(t.handle.db, sql`INSERT INTO user_organizations (user_id, organization_id) VALUES (${user.id}, ${id})`);
}

/**
 * Registers the test questionnaire and a beforeAll that creates the users and complaints of
 * {@link BackOffice}; read it inside tests.
 */
export function useBackOffice(ctx: () => TestApp, people: DenunciasPeople) {
  const tq = useTestQuestionnaire(ctx, people);
  const b = {} as BackOffice;
  beforeAll(async () => {
    const t = ctx();
    b.holder = await t.userWith([ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS], { name: 'Helena Chefe', username: `helena.${Date.now()}` });
    b.orgStaff = await t.userWith([ROLES.DENUNCIAS], { name: 'Otávio Auditor' });
    b.outsider = await t.userWith([ROLES.DENUNCIAS], { name: 'Bruno Outro' });
    const orgs = (await t.app.inject({ method: 'GET', url: '/api/organizacoes/list' })).json();
    b.orgA = orgs[0];
    b.orgB = orgs[1];
    await giveOrganizations(t, b.orgStaff, [b.orgA.id]);
    await giveOrganizations(t, b.outsider, [b.orgB.id]);
    const file = async (body: Record<string, unknown>, user?: TestUser) => {
      const res = await create(t, body, await solvedCaptcha(t), user ? user.headers : {});
      expect(res.statusCode).toBe(201);
      return { id: res.json().id as number, numerodemanda: res.json().demanda.numerodemanda as string };
    };
    b.ofA = await file(tq.validBody({ organizacoes: [{ id: b.orgA.id }] }), b.holder);
    b.own = await file(
      tq.validBody({
        demanda: { ...tq.demanda(), nomefantasia: 'Carvoaria Rio Azul', municipio: { id: people.belem }, ufendempresa: { uf: 'PA' } },
        estabelecimento_latitude: -1.45,
        estabelecimento_longitude: -48.49,
        questoes: tq.validBody().questoes.filter((a) => a.idQuestao !== tq.questionnaire.q2.id).map((a) => (a.idQuestao === tq.questionnaire.q1.id ? { ...a, resposta: tq.yes() } : a)),
      }),
      b.outsider,
    );
    b.anonymous = await file(tq.validBody({ estabelecimento_latitude: null, estabelecimento_longitude: null, estabelecimento_encerramento: null }));
  });
  return { backOffice: b, tq };
}

export const get = (t: TestApp, url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
