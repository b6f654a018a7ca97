import { createMemoryLoginAttemptLimiter } from './attempt-limiter';

describe('in-memory login attempt limiter', () => {
  let now = 0;
  const limiter = (options: { maxKeys?: number; maxPerKey?: number } = {}) =>
    createMemoryLoginAttemptLimiter({ windowMs: 1000, now: () => now, ...options });

  beforeEach(() => {
    now = 10_000;
  });

  it('counts failures inside the window and forgets them as they age out', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) {
      expect(await l.failures('maria')).toBe(i);
      expect(await l.recordFailure('maria')).toBe(i + 1);
      now += 100;
    }
    expect(await l.failures('maria')).toBe(3);
    now += 701; // the first failure is now older than the window
    expect(await l.failures('maria')).toBe(2);
  });

  it('forgets a key on reset and never mixes keys', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) await l.recordFailure('joao');
    expect(await l.failures('jose')).toBe(0);
    await l.reset('joao');
    expect(await l.failures('joao')).toBe(0);
  });

  it('remembers a bounded number of keys, dropping the least recent, and a bounded count per key', async () => {
    const l = limiter({ maxKeys: 2, maxPerKey: 5 });
    for (let i = 0; i < 3; i++) await l.recordFailure('a');
    for (let i = 0; i < 3; i++) await l.recordFailure('b');
    for (let i = 0; i < 9; i++) await l.recordFailure('c');
    expect(await l.failures('a')).toBe(0);
    expect(await l.failures('b')).toBe(3);
    expect(await l.failures('c')).toBe(5);
  });

  it('says how long until a key has fewer than max failures again', async () => {
    const l = limiter();
    expect(await l.waitMs('ana', 2)).toBe(0);
    await l.recordFailure('ana'); // at t
    now += 300;
    await l.recordFailure('ana'); // at t + 300
    now += 100;
    // two inside the window (1000 ms): the older leaves at t + 1000, 600 ms from now, then one remains
    expect(await l.waitMs('ana', 2)).toBe(600);
    // below the wanted count there is nothing to wait for
    expect(await l.waitMs('ana', 3)).toBe(0);
  });
});
