import { createMemoryLoginAttemptLimiter } from './attempt-limiter';

describe('in-memory login attempt limiter', () => {
  let now = 0;
  const limiter = (maxKeys?: number) =>
    createMemoryLoginAttemptLimiter({ maxFailures: 3, windowMs: 1000, now: () => now, ...(maxKeys ? { maxKeys } : {}) });

  beforeEach(() => {
    now = 10_000;
  });

  it('blocks after the maximum failures inside the window and unblocks once they age out', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) {
      expect(await l.isBlocked('maria')).toBe(false);
      await l.recordFailure('maria');
      now += 100;
    }
    expect(await l.isBlocked('maria')).toBe(true);
    now += 801; // the first failure is now older than the window
    expect(await l.isBlocked('maria')).toBe(false);
  });

  it('forgets a key on reset and never mixes keys', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) await l.recordFailure('joao');
    expect(await l.isBlocked('jose')).toBe(false);
    await l.reset('joao');
    expect(await l.isBlocked('joao')).toBe(false);
  });

  it('remembers a bounded number of usernames, dropping the least recent', async () => {
    const l = limiter(2);
    for (let i = 0; i < 3; i++) await l.recordFailure('a');
    for (let i = 0; i < 3; i++) await l.recordFailure('b');
    for (let i = 0; i < 3; i++) await l.recordFailure('c');
    expect(await l.isBlocked('a')).toBe(false);
    expect(await l.isBlocked('b')).toBe(true);
    expect(await l.isBlocked('c')).toBe(true);
  });
});
