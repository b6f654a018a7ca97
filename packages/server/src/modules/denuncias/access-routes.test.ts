import { ROLES } from '@sisacte/contracts/auth/roles';
import { COMPLAINT_SCOPE_API, complaintScopeText, NO_ORGANIZATION_MESSAGE } from '@sisacte/contracts/denuncias/complaint-scope';
import { testDatabases, type TestUser } from '../../test/helpers';
import { get, giveOrganizations } from './admin/test-support';
import { useDenunciasTestApp } from './test-support';

describe.each(testDatabases())('GET /api/denuncias/escopo on %s', (engine) => {
  const { ctx, people } = useDenunciasTestApp(engine);
  const scope = async (user: TestUser) => {
    const res = await get(ctx(), COMPLAINT_SCOPE_API.mine, user);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('answers 401 without a session and 403 without the complaints role', async () => {
    expect((await get(ctx(), COMPLAINT_SCOPE_API.mine)).statusCode).toBe(401);
    expect((await get(ctx(), COMPLAINT_SCOPE_API.mine, people.clerk)).statusCode).toBe(403);
  });

  it("names the caller's organizations, by name; none: an administrator must give some; 'ver todas' and administrators see every complaint", async () => {
    const t = ctx();
    const orgs: { id: number; nome: string; sigla: string | null }[] = (await t.app.inject({ method: 'GET', url: '/api/organizacoes/list' })).json();
    expect(orgs.length).toBeGreaterThanOrEqual(2);
    const [first, second] = [orgs[0]!, orgs[1]!];
    const inspector = await t.userWith([ROLES.DENUNCIAS], { name: 'Otávio Auditor' });
    await giveOrganizations(t, inspector, [second.id, first.id]);
    const mine = await scope(inspector);
    expect(mine).toEqual({ todas: false, organizacoes: [first, second] });
    expect(complaintScopeText(mine)).toBe(`Você vê as denúncias das organizações: ${[first, second].map((o) => (o.sigla ? `${o.nome} (${o.sigla})` : o.nome)).join(', ')}.`);

    const newcomer = await scope(people.staff);
    expect(newcomer).toEqual({ todas: false, organizacoes: [] });
    expect(complaintScopeText(newcomer)).toBe(NO_ORGANIZATION_MESSAGE);

    const holder = await t.userWith([ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS]);
    await giveOrganizations(t, holder, [first.id]);
    expect(await scope(holder)).toEqual({ todas: true, organizacoes: [] });
    expect(complaintScopeText(await scope(await t.userWith([ROLES.ADMIN])))).toBeNull();
  });
});
