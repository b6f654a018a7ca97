import { ROLES } from '@sisacte/contracts/auth/roles';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { prepareDatabase } from '../../../db/seed';
import { createTestDatabase, testDatabases, type TestDatabase } from '../../../test/helpers';
import { storeComplaint } from '../complaints/repository';
import { newComplaintText, notificationText } from './events';
import { recipientsOf } from './repository';

// The intake writes a new complaint's recipients with newComplaintRecipients, in the statement that
// stores it; everything else goes through recipientsOf. Both must name the same people: checked on
// users with every mix of roles, organizations and deletion, for complaints with and without an author.
describe.each(testDatabases())('the recipients of a new complaint on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine, { prepared: true });
    await prepareDatabase(database.handle);
  }, 60_000);
  afterAll(() => database.drop());

  it('are the rule of recipientsOf for every mix of roles, organizations, deletion and author', async () => {
    const db = database.handle.db;
    const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(db, q);
    const roleNames = [ROLES.ADMIN, ROLES.VISUALIZAR_TODAS_DEMANDAS, ROLES.DENUNCIAS, ROLES.PAINEL];
    const roleId = new Map((await rows<{ id: number; name: string }>(sql`SELECT id, name FROM roles`)).map((r) => [r.name, r.id]));
    const orgs: number[] = [];
    for (const nome of ['Org R1', 'Org R2', 'Org R3']) orgs.push((await rows<{ id: number }>(sql`INSERT INTO organizations (nome) VALUES (${nome}) RETURNING id`))[0]!.id);
    const [city] = await rows<{ id: number; uf: string }>(sql`SELECT ci.id, s.uf FROM cities ci JOIN states s ON s.id = ci.state_id ORDER BY ci.id LIMIT 1`);

    // Every subset of the four roles × in no organization, in the first, in the second × active or deleted.
    const users: number[] = [];
    for (let mask = 0; mask < 16; mask++) {
      for (const [place, deleted] of [[-1, false], [0, false], [1, false], [0, true]] as const) {
        const username = `r${mask}_${place}_${deleted ? 'x' : 'a'}`;
        const [u] = await rows<{ id: number }>(
          sql`INSERT INTO users (name, username, password_hash, deleted_at) VALUES (${username}, ${username}, 'x', ${deleted ? new Date().toISOString() : null}::timestamptz) RETURNING id`,
        );
        users.push(u!.id);
        for (const [bit, name] of roleNames.entries()) if (mask & (1 << bit)) await rows(sql`INSERT INTO user_roles (user_id, role_id) VALUES (${u!.id}, ${roleId.get(name)!})`);
        if (place >= 0) await rows(sql`INSERT INTO user_organizations (user_id, organization_id) VALUES (${u!.id}, ${orgs[place]!})`);
      }
    }

    const cases = [
      { organizationIds: [], actor: null },
      { organizationIds: [orgs[0]!], actor: null },
      { organizationIds: [orgs[0]!, orgs[1]!], actor: users[4 * 5 + 1]! }, // an author with Admin, in the first organization
      { organizationIds: [orgs[1]!], actor: users[4 * 12 + 2]! }, // an author with VisualizarTodasDemandas and Denuncias
      { organizationIds: [orgs[2]!], actor: null }, // an organization nobody works for
    ];
    for (const [index, c] of cases.entries()) {
      const nome = `Fazenda ${index}`;
      const saved = await storeComplaint(db, {
        year: 2031,
        questionnaireVersion: null,
        captcha: { signature: `recipients-${engine}-${index}`, expiresAt: new Date(Date.now() + 60_000) },
        nomefantasia: nome,
        enderecoempresa: 'Estrada 1',
        municipioId: city!.id,
        uf: city!.uf,
        cadastrador: null,
        nomeCadastrador: null,
        cadastradorId: c.actor,
        score: 0,
        estabelecimento: null,
        estabelecimentoEncerramento: null,
        receiptHash: 'h',
        answers: [],
        indicatorIds: [],
        organizationIds: c.organizationIds,
        idempotency: null,
        notification: { ...newComplaintText(nome), actorId: c.actor, notifyChannel: null },
      });
      const written = await rows<{ user_id: number }>(sql`SELECT user_id FROM notification_recipients WHERE notification_id = ${saved!.notificationId}::int ORDER BY 1`);
      const event = { kind: 'denuncia' as const, complaintId: saved!.id, numerodemanda: saved!.numerodemanda, nomefantasia: nome, actorId: c.actor };
      const rule = await rows<{ user_id: number }>(sql`SELECT user_id FROM (${recipientsOf(event)}) AS q ORDER BY 1`);
      expect(written.map((r) => r.user_id)).toEqual(rule.map((r) => r.user_id));
      expect(written.length).toBeGreaterThan(0);
      const [n] = await rows<{ texto: string }>(sql`SELECT texto FROM notifications WHERE id = ${saved!.notificationId}::int`);
      expect(n!.texto).toBe(notificationText(event));
    }
  });
});

test("a new complaint's text is split around its protocol number, whatever the name holds", () => {
  expect(newComplaintText('Bar do Zé')).toEqual({ before: 'Nova denúncia ', after: ': Bar do Zé' });
  expect(newComplaintText('A\u0000B')).toEqual({ before: 'Nova denúncia ', after: ': A\u0000B' });
});
