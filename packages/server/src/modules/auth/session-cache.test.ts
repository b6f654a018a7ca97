import { SessionCache } from './session-cache';

interface Row {
  tokenVersion: number;
}

/** A loader that counts its calls and answers `rows[id]` (null when absent). */
function loader(rows: Record<number, Row | undefined>) {
  const calls: number[] = [];
  return {
    calls,
    load: (id: number) => async () => {
      calls.push(id);
      return rows[id] ?? null;
    },
  };
}

describe('SessionCache', () => {
  let now = 1_000_000;
  const clock = () => now;
  const upCache = (ttlMs = 30_000, maxEntries?: number) => {
    const cache = new SessionCache<Row>({ ttlMs, now: clock, maxEntries });
    cache.up();
    return cache;
  };

  it('answers a second check of the same user and session from memory, "no such user" included', async () => {
    const cache = upCache();
    const db = loader({ 1: { tokenVersion: 0 } });
    expect(await cache.read(1, 'a', db.load(1))).toEqual({ tokenVersion: 0 });
    expect(await cache.read(1, 'a', db.load(1))).toEqual({ tokenVersion: 0 });
    expect(await cache.read(2, 'b', db.load(2))).toBeNull();
    expect(await cache.read(2, 'b', db.load(2))).toBeNull();
    expect(db.calls).toEqual([1, 2]);
    // Another session of the same user is another answer (its session row may be gone).
    await cache.read(1, 'c', db.load(1));
    await cache.read(1, undefined, db.load(1));
    expect(db.calls).toEqual([1, 2, 1, 1]);
  });

  it('reads the database again once the time to live has passed', async () => {
    const cache = upCache(30_000);
    const db = loader({ 1: { tokenVersion: 0 } });
    await cache.read(1, 'a', db.load(1));
    now += 29_999;
    await cache.read(1, 'a', db.load(1));
    expect(db.calls).toEqual([1]);
    now += 2;
    await cache.read(1, 'a', db.load(1));
    expect(db.calls).toEqual([1, 1]);
  });

  it("forgets one user's answers on a NOTIFY of their id, and everyone's on '*'", async () => {
    const cache = upCache();
    const db = loader({ 1: { tokenVersion: 0 }, 2: { tokenVersion: 0 } });
    await cache.read(1, 'a', db.load(1));
    await cache.read(2, 'b', db.load(2));
    cache.notified('1');
    await cache.read(1, 'a', db.load(1));
    await cache.read(2, 'b', db.load(2));
    expect(db.calls).toEqual([1, 2, 1]);
    cache.notified('*');
    await cache.read(1, 'a', db.load(1));
    await cache.read(2, 'b', db.load(2));
    expect(db.calls).toEqual([1, 2, 1, 1, 2]);
  });

  it('keeps nothing and answers nothing from memory while the NOTIFYs are not heard, and starts empty when they are again', async () => {
    const cache = new SessionCache<Row>({ ttlMs: 30_000, now: clock });
    const db = loader({ 1: { tokenVersion: 0 } });
    // Before the first LISTEN: the database every time.
    await cache.read(1, 'a', db.load(1));
    await cache.read(1, 'a', db.load(1));
    expect(db.calls).toEqual([1, 1]);
    cache.up();
    await cache.read(1, 'a', db.load(1));
    await cache.read(1, 'a', db.load(1));
    expect(db.calls).toEqual([1, 1, 1]);
    cache.down();
    expect(cache.size).toBe(0);
    await cache.read(1, 'a', db.load(1));
    await cache.read(1, 'a', db.load(1));
    expect(db.calls).toEqual([1, 1, 1, 1, 1]);
    cache.up();
    await cache.read(1, 'a', db.load(1));
    await cache.read(1, 'a', db.load(1));
    expect(db.calls).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('does not keep an answer read while an invalidation arrived (the stale write)', async () => {
    const cache = upCache();
    let release: (row: Row) => void = () => undefined;
    const slow = () => new Promise<Row | null>((resolve) => (release = resolve));
    const reading = cache.read(1, 'a', slow);
    // The revocation commits and its NOTIFY arrives while the check's query is under way.
    cache.notified('1');
    release({ tokenVersion: 0 });
    expect(await reading).toEqual({ tokenVersion: 0 });
    const db = loader({ 1: { tokenVersion: 1 } });
    expect(await cache.read(1, 'a', db.load(1))).toEqual({ tokenVersion: 1 });
    expect(db.calls).toEqual([1]);
  });

  it('does not keep an answer read while the connection was lost and found again', async () => {
    const cache = upCache();
    let release: (row: Row) => void = () => undefined;
    const reading = cache.read(1, 'a', () => new Promise<Row | null>((resolve) => (release = resolve)));
    cache.down();
    cache.up();
    release({ tokenVersion: 0 });
    await reading;
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries answers, dropping the oldest users first', async () => {
    const cache = upCache(30_000, 3);
    const db = loader({});
    for (const id of [1, 2, 3, 4]) await cache.read(id, 's', db.load(id));
    expect(cache.size).toBe(3);
    await cache.read(4, 's', db.load(4));
    await cache.read(1, 's', db.load(1));
    expect(db.calls).toEqual([1, 2, 3, 4, 1]);
  });

  it('keeps nothing with a time to live of 0', async () => {
    const cache = upCache(0);
    const db = loader({ 1: { tokenVersion: 0 } });
    await cache.read(1, 'a', db.load(1));
    await cache.read(1, 'a', db.load(1));
    expect(db.calls).toEqual([1, 1]);
    expect(cache.active).toBe(false);
  });

  it('tells onForget listeners which user was forgotten', () => {
    const cache = upCache();
    const seen: (number | null)[] = [];
    const stop = cache.onForget((id) => seen.push(id));
    cache.notified('7');
    cache.notified('*');
    cache.notified('rubbish');
    stop();
    cache.notified('8');
    expect(seen).toEqual([7, null, null]);
  });
});
