import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { createChannelListener, HEARTBEAT_QUERY } from './channel-listener';

/** A pg client as far as the listener uses it: its statements are recorded; `failOn` makes one fail. */
class FakeClient extends EventEmitter {
  readonly statements: string[] = [];
  released: unknown = undefined;
  constructor(private readonly failOn?: string) {
    super();
  }
  async query(text: string): Promise<void> {
    this.statements.push(text);
    if (text === this.failOn) throw new Error('falhou');
  }
  release(destroy?: unknown): void {
    this.released = destroy ?? 'kept';
  }
}

function fakePool(clients: FakeClient[]) {
  const given: FakeClient[] = [];
  const pool = {
    totalCount: 0,
    async connect() {
      const client = clients.shift() ?? new FakeClient();
      given.push(client);
      return client;
    },
  };
  return { db: { $client: pool } as unknown as Database, given };
}

const log = { warn: jest.fn() } as unknown as FastifyBaseLogger;

describe('the LISTEN connection on PostgreSQL', () => {
  afterEach(() => jest.useRealTimers());

  it('gives back a connection that arrives after close, so the pool can end', async () => {
    const late = new FakeClient();
    let arrive: (client: FakeClient) => void = () => undefined;
    const pool = { totalCount: 0, connect: () => new Promise<FakeClient>((resolve) => (arrive = resolve)) };
    const listener = createChannelListener({ $client: pool } as unknown as Database, 'postgresql', log)!;
    const up = jest.fn();
    listener.on('canal_a', { notification: () => undefined, up });
    const started = listener.start();
    await listener.close();
    arrive(late);
    await started;
    expect(late.released).toBe('kept');
    expect(late.statements).toEqual([]);
    expect(listener.up).toBe(false);
    expect(up).not.toHaveBeenCalled();
  });

  it('listens on every channel with one connection, hands each payload to its channel, and says when it is up', async () => {
    const { db, given } = fakePool([]);
    const listener = createChannelListener(db, 'postgresql', log)!;
    const heard: string[] = [];
    const events: string[] = [];
    listener.on('canal_a', { notification: (p) => heard.push(`a:${p}`), up: () => events.push('a up') });
    listener.on('canal_b', { notification: (p) => heard.push(`b:${p}`), up: () => events.push('b up') });
    expect(() => listener.on('canal_a', { notification: () => undefined })).toThrow();
    expect(() => listener.on('drop table; --', { notification: () => undefined })).toThrow();
    await listener.start();
    expect(given).toHaveLength(1);
    expect(given[0]!.statements).toEqual(['LISTEN canal_a', 'LISTEN canal_b']);
    expect(listener.up).toBe(true);
    expect(events).toEqual(['a up', 'b up']);
    given[0]!.emit('notification', { channel: 'canal_b', payload: '7' });
    given[0]!.emit('notification', { channel: 'outro', payload: '8' });
    given[0]!.emit('notification', { channel: 'canal_a', payload: '*' });
    expect(heard).toEqual(['b:7', 'a:*']);
    await listener.close();
    expect(given[0]!.statements.at(-1)).toBe('UNLISTEN *');
    // No heartbeat after close.
    expect(given[0]!.statements.filter((q) => q === HEARTBEAT_QUERY)).toEqual([]);
    expect(given[0]!.released).toBe('kept');
    expect(listener.up).toBe(false);
  });

  it('says when the connection is lost, and reconnects with backoff, up again', async () => {
    jest.useFakeTimers();
    const { db, given } = fakePool([]);
    const listener = createChannelListener(db, 'postgresql', log)!;
    const events: string[] = [];
    listener.on('canal', { notification: () => undefined, up: () => events.push('up'), down: () => events.push('down') });
    await listener.start();
    given[0]!.emit('error', new Error('conexão perdida'));
    expect(listener.up).toBe(false);
    expect(events).toEqual(['up', 'down']);
    expect(given[0]!.released).toBeInstanceOf(Error);
    // A lost connection's later events change nothing.
    given[0]!.emit('end');
    expect(events).toEqual(['up', 'down']);
    await jest.advanceTimersByTimeAsync(499);
    expect(given).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(given).toHaveLength(2);
    expect(listener.up).toBe(true);
    expect(events).toEqual(['up', 'down', 'up']);
    await listener.close();
  });

  it('counts a connection lost when it stops answering (a half-open socket), and listens again on another', async () => {
    jest.useFakeTimers();
    const silent = new FakeClient();
    const { db, given } = fakePool([silent]);
    const listener = createChannelListener(db, 'postgresql', log)!;
    const events: string[] = [];
    listener.on('canal', { notification: () => undefined, up: () => events.push('up'), down: () => events.push('down') });
    await listener.start();
    // The heartbeat is answered while the peer is there…
    await jest.advanceTimersByTimeAsync(5_000);
    expect(silent.statements.at(-1)).toBe(HEARTBEAT_QUERY);
    expect(listener.up).toBe(true);
    // …then the peer vanishes without closing the socket: the next heartbeat never gets an answer.
    silent.query = (text: string) => {
      silent.statements.push(text);
      return new Promise<void>(() => undefined);
    };
    await jest.advanceTimersByTimeAsync(5_000);
    expect(listener.up).toBe(true);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(listener.up).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(listener.up).toBe(false);
    expect(events).toEqual(['up', 'down']);
    expect(silent.released).toBeInstanceOf(Error);
    await jest.advanceTimersByTimeAsync(500);
    expect(given).toHaveLength(2);
    expect(given[1]!.statements).toEqual(['LISTEN canal']);
    expect(events).toEqual(['up', 'down', 'up']);
    await listener.close();
  });

  it('waits the first backoff step, not a doubled one, after a connection lost while its LISTEN ran', async () => {
    jest.useFakeTimers();
    const dropping = new FakeClient();
    dropping.query = async (text: string) => {
      dropping.statements.push(text);
      dropping.emit('error', new Error('conexão perdida'));
      throw new Error('conexão perdida');
    };
    const { db, given } = fakePool([dropping]);
    const listener = createChannelListener(db, 'postgresql', log)!;
    listener.on('canal', { notification: () => undefined });
    await listener.start();
    expect(listener.up).toBe(false);
    expect(dropping.released).toBeInstanceOf(Error);
    await jest.advanceTimersByTimeAsync(500);
    expect(given).toHaveLength(2);
    expect(listener.up).toBe(true);
    await listener.close();
  });

  it('lets a heartbeat under way end before unlistening at close (one query at a time on the connection)', async () => {
    jest.useFakeTimers();
    const slow = new FakeClient();
    let answer: () => void = () => undefined;
    const { db } = fakePool([slow]);
    const listener = createChannelListener(db, 'postgresql', log)!;
    listener.on('canal', { notification: () => undefined });
    await listener.start();
    slow.query = (text: string) => {
      slow.statements.push(text);
      return text === HEARTBEAT_QUERY ? new Promise<void>((resolve) => (answer = resolve)) : Promise.resolve();
    };
    await jest.advanceTimersByTimeAsync(5_000);
    let closed = false;
    const closing = listener.close().then(() => (closed = true));
    await jest.advanceTimersByTimeAsync(100);
    expect(closed).toBe(false);
    expect(slow.statements.at(-1)).toBe(HEARTBEAT_QUERY);
    answer();
    await closing;
    expect(slow.statements.slice(-2)).toEqual([HEARTBEAT_QUERY, 'UNLISTEN *']);
    expect(slow.released).toBe('kept');
  });

  it('destroys, without waiting on it, a connection that does not answer UNLISTEN at close', async () => {
    jest.useFakeTimers();
    const silent = new FakeClient();
    const { db } = fakePool([silent]);
    const listener = createChannelListener(db, 'postgresql', log)!;
    listener.on('canal', { notification: () => undefined });
    await listener.start();
    silent.query = (text: string) => {
      silent.statements.push(text);
      return new Promise<void>(() => undefined);
    };
    let closed = false;
    const closing = listener.close().then(() => (closed = true));
    await jest.advanceTimersByTimeAsync(4_999);
    expect(closed).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await closing;
    expect(silent.statements.at(-1)).toBe('UNLISTEN *');
    expect(silent.released).toBe(true);
  });

  it('gives back a connection whose LISTEN failed and tries again with another', async () => {
    jest.useFakeTimers();
    const { db, given } = fakePool([new FakeClient('LISTEN canal')]);
    const listener = createChannelListener(db, 'postgresql', log)!;
    const events: string[] = [];
    listener.on('canal', { notification: () => undefined, up: () => events.push('up'), down: () => events.push('down') });
    await listener.start();
    expect(listener.up).toBe(false);
    expect(given[0]!.released).toBe(true);
    await jest.advanceTimersByTimeAsync(500);
    expect(given).toHaveLength(2);
    expect(listener.up).toBe(true);
    expect(events).toEqual(['up']);
    await listener.close();
  });
});
