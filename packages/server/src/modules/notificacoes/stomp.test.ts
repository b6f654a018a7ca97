import { randomBytes } from 'node:crypto';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { NOTIFICATIONS_SEEN_TOPIC, NOTIFICATIONS_TOPIC, type Notification, type NotificationSeenMessage } from '@sisacte/contracts/notificacoes/historico';
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import { openDatabase } from '../../db/client';
import { TEST_PG_URL_ENV } from '../../test/global-setup';
import { createTestApp, testDatabases, useTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { databaseUrl, withPgClient } from '../../test/pg-admin';
import { giveOrganizations } from '../denuncias/admin/test-support';
import { FAST, useDenunciasPeople, useTestQuestionnaire, create, solvedCaptcha } from '../denuncias/test-support';
import { parsePayload, parseSeenPayload, seenPayload } from './hub';
import { encodeFrame, FrameReader } from './stomp';

/** A real @stomp/stompjs client on the app's WebSocket endpoint, as the shell will use it. */
interface TestStomp {
  client: Client;
  messages: Notification[];
  /** The 'seen' events received (NOTIFICATIONS_SEEN_TOPIC), in order. */
  seen: NotificationSeenMessage[];
  /** Resolves with CONNECTED (after the subscription was sent), rejects with the server's ERROR message. */
  connected: Promise<IFrame>;
  /** Resolves when the server closes the socket. */
  closed: Promise<void>;
  next(): Promise<Notification>;
}

function stomp(baseUrl: string, token: string | null): TestStomp {
  const messages: Notification[] = [];
  const seen: NotificationSeenMessage[] = [];
  const waiters: ((n: Notification) => void)[] = [];
  let onClosed!: () => void;
  const closed = new Promise<void>((resolve) => (onClosed = resolve));
  let client!: Client;
  const connected = new Promise<IFrame>((resolve, reject) => {
    client = new Client({
      webSocketFactory: () => new WebSocket(`${baseUrl.replace('http', 'ws')}/api/ws`, ['v12.stomp', 'v11.stomp', 'v10.stomp']),
      connectHeaders: token ? { Authorization: `Bearer ${token}` } : {},
      reconnectDelay: 0,
      heartbeatIncoming: 1000,
      heartbeatOutgoing: 1000,
      onConnect: (frame) => {
        client.subscribe(NOTIFICATIONS_TOPIC, (m: IMessage) => {
          const n = JSON.parse(m.body) as Notification;
          const waiter = waiters.shift();
          if (waiter) waiter(n);
          else messages.push(n);
        });
        client.subscribe(NOTIFICATIONS_SEEN_TOPIC, (m: IMessage) => void seen.push(JSON.parse(m.body) as NotificationSeenMessage));
        resolve(frame);
      },
      onStompError: (frame) => reject(new Error(frame.headers.message)),
      onWebSocketClose: () => {
        onClosed();
        reject(new Error('closed'));
      },
    });
    client.activate();
  });
  connected.catch(() => undefined);
  return {
    client,
    messages,
    seen,
    connected,
    closed,
    next: () => {
      const queued = messages.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise<Notification>((resolve, reject) => {
        waiters.push(resolve);
        setTimeout(() => reject(new Error('no notification within 5 s')), 5000).unref();
      });
    },
  };
}

/** Whether a message arrives within `ms` (for "this client gets nothing"). */
const quietFor = (s: TestStomp, ms: number) =>
  new Promise<boolean>((resolve) => {
    const t = setTimeout(() => resolve(s.messages.length === 0), ms);
    t.unref();
  });

/** Waits until `s` has received `n` 'seen' events (5 s at most). */
async function seenCount(s: TestStomp, n: number) {
  for (let waited = 0; s.seen.length < n && waited < 5000; waited += 25) await new Promise((r) => setTimeout(r, 25));
  expect(s.seen).toHaveLength(n);
}

/** The round trip the subscription needs before a NOTIFY can reach it (SUBSCRIBE has no answer). */
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('STOMP frames', () => {
  it('reads frames split anywhere, with heart-beats between them and escaped headers', () => {
    const reader = new FrameReader();
    const bytes = Buffer.from(`\n\nSUBSCRIBE\nid:sub-0\ndestination:/a\\cb\n\n\0\nCONNECT\nhost:x\n\nbody\0`);
    const frames = [...reader.push(bytes.subarray(0, 7)), ...reader.push(bytes.subarray(7, 30)), ...reader.push(bytes.subarray(30))];
    expect(frames).toEqual([
      { command: 'SUBSCRIBE', headers: { id: 'sub-0', destination: '/a:b' }, body: '' },
      { command: 'CONNECT', headers: { host: 'x' }, body: 'body' },
    ]);
    expect(encodeFrame('MESSAGE', { destination: '/a:b' }, 'olá')).toBe('MESSAGE\ndestination:/a\\cb\ncontent-length:4\n\nolá\0');
    expect(() => new FrameReader().push(Buffer.from('SEND\ncontent-length:zz\n\n\0'))).toThrow();
  });
});

describe('NOTIFY payloads', () => {
  it("carry new notifications' ids, or a user's 'seen' event, which an id reader ignores", () => {
    expect(parsePayload('12,13')).toEqual([12, 13]);
    const payload = seenPayload(5, { ids: [12, 13], naoVistas: 3 });
    expect(payload).not.toContain(',');
    expect(parsePayload(payload)).toEqual([]);
    expect(parseSeenPayload(payload)).toEqual({ userId: 5, event: { ids: [12, 13], naoVistas: 3 } });
    for (const bad of ['12,13', 'seen:x:1:0', 'seen:5::0', 'seen:5:1:-1', undefined]) expect(parseSeenPayload(bad)).toBeNull();
  });
});

describe.each(testDatabases())('notifications over STOMP on %s', (engine) => {
  const ctx = useTestApp(engine, { denuncias: FAST, notificacoes: { stompRevalidateMs: 200 } });
  const people = useDenunciasPeople(ctx);
  const tq = useTestQuestionnaire(ctx, people);
  let base = '';
  let holder: TestUser;
  let orgStaff: TestUser;
  beforeAll(async () => {
    const t = ctx();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    holder = await t.userWith([ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS]);
    orgStaff = await t.userWith([ROLES.DENUNCIAS]);
  });
  const clients: TestStomp[] = [];
  const open = (token: string | null) => {
    const s = stomp(base, token);
    clients.push(s);
    return s;
  };
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.client.deactivate()));
  });

  it('refuses CONNECT without a token, with a bad one, and for a user without the Denuncias role: ERROR, then the socket is closed', async () => {
    for (const token of [null, 'abc.def.ghi', people.clerk.token]) {
      const s = open(token);
      await expect(s.connected).rejects.toThrow(token === people.clerk.token ? 'Você não tem permissão para receber notificações' : 'Sessão inválida ou expirada. Faça login novamente.');
      await s.closed;
    }
  });

  it('pushes a new complaint at once to the users it is meant for, and to nobody else', async () => {
    const t = ctx();
    const holderClient = open(holder.token);
    const staffClient = open(orgStaff.token);
    const connected = await holderClient.connected;
    expect(connected.headers.version).toBe('1.2');
    expect(connected.headers['heart-beat']).toBe('10000,10000');
    await staffClient.connected;
    await settle();
    const res = await create(t, tq.validBody(), await solvedCaptcha(t));
    expect(res.statusCode).toBe(201);
    const n = await holderClient.next();
    expect(n).toMatchObject({ tipo: 'denuncia', redirect: res.json().id, visto: false, texto: `Nova denúncia ${res.json().demanda.numerodemanda}: Fazenda Boa Esperança` });
    // The list answers the same notification.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/historico', headers: holder.headers })).json().content[0];
    expect(listed).toEqual(n);
    // The staff member works for no organization of this complaint.
    expect(await quietFor(staffClient, 300)).toBe(true);
  });

  it("tells every session of the user, and no one else, that a notification was seen: each tab's count follows", async () => {
    const t = ctx();
    const ana = await t.userWith([ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS]);
    const bruno = await t.userWith([ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS]);
    const [tab1, tab2, other] = [open(ana.token), open(ana.token), open(bruno.token)];
    await Promise.all([tab1.connected, tab2.connected, other.connected]);
    await settle();
    for (let i = 0; i < 2; i++) expect((await create(t, tq.validBody(), await solvedCaptcha(t))).statusCode).toBe(201);
    const [newest] = [(await tab1.next()).id, (await tab1.next()).id].sort((x, y) => y - x);
    const bell = async () => (await t.app.inject({ method: 'GET', url: '/api/historico', headers: ana.headers })).json();
    const unseen = (await bell()).naoVistas;

    expect((await t.app.inject({ method: 'GET', url: `/api/historico/open/${newest}`, headers: ana.headers })).statusCode).toBe(200);
    await seenCount(tab1, 1);
    await seenCount(tab2, 1);
    expect(tab1.seen[0]).toEqual({ ids: [newest], naoVistas: unseen - 1 });
    expect(tab2.seen[0]).toEqual(tab1.seen[0]);
    expect((await bell()).naoVistas).toBe(unseen - 1);
    // Bruno was told of the same complaints: what Ana saw is hers alone.
    await new Promise((r) => setTimeout(r, 300));
    expect(other.seen).toEqual([]);
    // Opened again: it was seen already, nothing more is said.
    expect((await t.app.inject({ method: 'GET', url: `/api/historico/open/${newest}`, headers: ana.headers })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(tab2.seen).toHaveLength(1);
  });

  it('keeps a client-asked heart-beat within a minute (a huge one would flood the socket) and refuses a fifth subscription', async () => {
    const frames: string[] = [];
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws`, ['v12.stomp']);
    socket.on('message', (data) => frames.push(String(data)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(encodeFrame('CONNECT', { 'accept-version': '1.2', host: 'x', Authorization: `Bearer ${orgStaff.token}`, 'heart-beat': '3000000000,3000000000' }));
    await new Promise((r) => setTimeout(r, 400));
    expect(frames[0]).toMatch(/^CONNECTED/);
    expect(frames.length).toBe(1);
    for (let i = 0; i < 5; i++) socket.send(encodeFrame('SUBSCRIBE', { id: `s${i}`, destination: NOTIFICATIONS_TOPIC }));
    const closed = await new Promise<number>((resolve) => socket.once('close', resolve));
    expect(closed).toBe(1008);
    expect(frames.some((f) => f.startsWith('ERROR') && f.includes('Assinaturas demais nesta sessão'))).toBe(true);
  });

  it('ends an open session when its user logs out or loses the Denuncias role (the token is checked again while connected)', async () => {
    const t = ctx();
    const leaving = await t.userWith([ROLES.DENUNCIAS]);
    const demoted = await t.userWith([ROLES.DENUNCIAS, ROLES.ACOLHIMENTO]);
    const staying = open(orgStaff.token);
    const [a, b] = [open(leaving.token), open(demoted.token)];
    await Promise.all([a.connected, b.connected, staying.connected]);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: leaving.headers })).statusCode).toBeLessThan(300);
    await a.closed;
    const admin = await t.userWith([ROLES.ADMIN]);
    const roles = (await t.app.inject({ method: 'GET', url: '/api/roles?size=50', headers: admin.headers })).json().content as { id: number; name: string }[];
    const acolhimento = roles.find((r) => r.name === ROLES.ACOLHIMENTO)!;
    const user = (await t.app.inject({ method: 'GET', url: `/api/users/${demoted.id}`, headers: admin.headers })).json();
    const changed = await t.app.inject({ method: 'PUT', url: '/api/user', headers: admin.headers, payload: { ...user, roles: [acolhimento] } });
    expect(changed.statusCode).toBe(200);
    await b.closed;
    expect(await quietFor(staying, 500)).toBe(true);
    expect(staying.client.connected).toBe(true);
  });
});

/** Two API instances on one PostgreSQL database: a notification made through one reaches a STOMP client of the other. */
const pgOnly = testDatabases().includes('postgresql') ? describe : describe.skip;
pgOnly('fan-out between two API instances on PostgreSQL', () => {
  const adminUrl = () => process.env[TEST_PG_URL_ENV]!;
  const name = `sisacte_t_${randomBytes(6).toString('hex')}`;
  let a: TestApp;
  let b: TestApp;
  let baseB = '';
  const clients: TestStomp[] = [];

  beforeAll(async () => {
    await withPgClient(adminUrl(), (client) => client.query(`CREATE DATABASE ${name}`));
    const url = databaseUrl(adminUrl(), name);
    a = await createTestApp(await openDatabase({ databaseUrl: url, poolSize: 3 }), { denuncias: FAST });
    b = await createTestApp(await openDatabase({ databaseUrl: url, poolSize: 3 }), { denuncias: FAST });
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const people = useDenunciasPeople(() => a);
  const tq = useTestQuestionnaire(() => a, people);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.client.deactivate()));
    for (const app of [a, b]) {
      await app?.close();
      await app?.handle.close();
    }
    await withPgClient(adminUrl(), (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('a complaint stored through instance A reaches the STOMP client of instance B; the user of another organization gets nothing', async () => {
    const holder = await a.userWith([ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS]);
    const orgs = (await a.app.inject({ method: 'GET', url: '/api/organizacoes/list' })).json();
    const staffA = await a.userWith([ROLES.DENUNCIAS]);
    const staffB = await a.userWith([ROLES.DENUNCIAS]);
    await giveOrganizations(a, staffA, [orgs[0].id]);
    await giveOrganizations(a, staffB, [orgs[1].id]);
    const onB = [stomp(baseB, holder.token), stomp(baseB, staffA.token), stomp(baseB, staffB.token)];
    clients.push(...onB);
    await Promise.all(onB.map((c) => c.connected));
    await settle();
    const res = await create(a, tq.validBody({ organizacoes: [{ id: orgs[0].id }] }), await solvedCaptcha(a), holder.headers);
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    // The holder filed it (no notification of his own complaint); the staff of organization A is told, on the other instance.
    expect(await onB[1]!.next()).toMatchObject({ tipo: 'denuncia', redirect: id });
    const anonymous = await create(a, tq.validBody(), await solvedCaptcha(a));
    expect(await onB[0]!.next()).toMatchObject({ tipo: 'denuncia', redirect: anonymous.json().id });
    expect(await quietFor(onB[2]!, 300)).toBe(true);
    expect(onB[0]!.messages).toEqual([]);
  });

  it('a notification opened through instance A is seen in the STOMP sessions of its user on instance B, and only theirs', async () => {
    const ana = await a.userWith([ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS]);
    const bruno = await a.userWith([ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS]);
    const onB = [stomp(baseB, ana.token), stomp(baseB, ana.token), stomp(baseB, bruno.token)];
    clients.push(...onB);
    await Promise.all(onB.map((c) => c.connected));
    await settle();
    expect((await create(a, tq.validBody(), await solvedCaptcha(a))).statusCode).toBe(201);
    const { id } = await onB[0]!.next();
    expect((await a.app.inject({ method: 'GET', url: `/api/historico/open/${id}`, headers: ana.headers })).statusCode).toBe(200);
    const naoVistas = (await a.app.inject({ method: 'GET', url: '/api/historico', headers: ana.headers })).json().naoVistas;
    await seenCount(onB[0]!, 1);
    await seenCount(onB[1]!, 1);
    expect(onB[1]!.seen).toEqual([{ ids: [id], naoVistas }]);
    await new Promise((r) => setTimeout(r, 300));
    expect(onB[2]!.seen).toEqual([]);
  });
});
