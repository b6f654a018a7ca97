import { createAnswerCache } from './answer-cache';

describe('answer cache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 0;
  });

  it('answers a key from memory until its time is up, then loads it again', async () => {
    const cache = createAnswerCache<string[]>({ ttlMs: 1000, max: 10, now });
    const load = jest.fn(async () => ['SP']);
    expect(await cache.get('1', load)).toEqual(['SP']);
    clock = 999;
    expect(await cache.get('1', load)).toEqual(['SP']);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1000;
    await cache.get('1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load among concurrent callers of a key', async () => {
    const cache = createAnswerCache<number>({ ttlMs: 1000, max: 10, now });
    let finish!: (n: number) => void;
    const load = jest.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    finish(7);
    expect(await both).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps neither an answer `keep` refuses nor a failed load', async () => {
    const cache = createAnswerCache<string[]>({ ttlMs: 1000, max: 10, keep: (list) => list.length > 0, now });
    const empty = jest.fn(async () => []);
    await cache.get('x', empty);
    await cache.get('x', empty);
    expect(empty).toHaveBeenCalledTimes(2);
    await expect(cache.get('y', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('y', async () => ['back'])).toEqual(['back']);
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used key beyond `max`', async () => {
    const cache = createAnswerCache<string>({ ttlMs: 1000, max: 2, now });
    const load = (value: string) => jest.fn(async () => value);
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('unused')); // a is now the most recent
    await cache.get('c', load('c')); // b goes
    const again = load('b2');
    expect(await cache.get('b', again)).toBe('b2');
    expect(again).toHaveBeenCalledTimes(1);
    const kept = load('not called');
    expect(await cache.get('c', kept)).toBe('c');
    expect(kept).not.toHaveBeenCalled();
    expect(cache.size).toBe(2);
  });
});
