import { describe, expect, it } from 'vitest';
import { changeAwareCache } from './change-aware-cache';

/** A source whose reads the test finishes by hand, counting them. */
function manualSource() {
  const pending: { key: string; finish: (value: { v: string } | undefined) => void }[] = [];
  let reads = 0;
  return {
    load: (key: string) =>
      new Promise<{ v: string } | undefined>((resolve) => {
        reads += 1;
        pending.push({ key, finish: resolve });
      }),
    finishAll(value: (key: string) => { v: string } | undefined) {
      for (const read of pending.splice(0)) read.finish(value(read.key));
    },
    get reads() {
      return reads;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a change-aware cache', () => {
  it('reads a key once, and concurrent misses share that read', async () => {
    const source = manualSource();
    const cache = changeAwareCache({ max: 10, ttlMs: 60_000, load: source.load });
    const first = cache.get('a');
    const second = cache.get('a');
    source.finishAll((key) => ({ v: `${key}1` }));
    expect(await first).toEqual({ v: 'a1' });
    expect(await second).toEqual({ v: 'a1' });
    expect(await cache.get('a')).toEqual({ v: 'a1' });
    expect(cache.peek('a')).toEqual({ v: 'a1' });
    expect(source.reads).toBe(1);
  });

  it('reads again after a key is forgotten', async () => {
    let version = 0;
    const cache = changeAwareCache({
      max: 10,
      ttlMs: 60_000,
      load: async () => ({ v: `version ${(version += 1)}` }),
    });
    expect(await cache.get('a')).toEqual({ v: 'version 1' });
    cache.forget('a');
    expect(cache.peek('a')).toBeUndefined();
    expect(await cache.get('a')).toEqual({ v: 'version 2' });
    cache.forgetAll();
    expect(await cache.get('a')).toEqual({ v: 'version 3' });
  });

  it('never keeps an answer read before a change that arrived during the read', async () => {
    const source = manualSource();
    const cache = changeAwareCache({ max: 10, ttlMs: 60_000, load: source.load });
    const before = cache.get('a');
    cache.forget('a');
    // A caller after the change does not join the outdated read.
    const after = cache.get('a');
    source.finishAll(() => ({ v: 'some answer' }));
    expect(await before).toEqual({ v: 'some answer' });
    await after;
    expect(source.reads).toBe(2);
    await settle();
    // Only the read that started after the change was kept.
    expect(cache.peek('a')).toBe(await after);

    const outdated = cache.get('b');
    cache.forgetAll();
    source.finishAll(() => ({ v: 'old b' }));
    await outdated;
    await settle();
    expect(cache.peek('b')).toBeUndefined();
  });

  it('keeps neither a missing value, a failed read, nor a value already past its life', async () => {
    let fail = true;
    const cache = changeAwareCache<{ v: string }>({
      max: 10,
      ttlMs: 60_000,
      load: async (key) => {
        if (key === 'missing') return undefined;
        if (key === 'flaky' && fail) throw new Error('database unavailable');
        return { v: key };
      },
      ttlFor: (value) => (value.v === 'expired' ? -1 : 60_000),
    });
    expect(await cache.get('missing')).toBeUndefined();
    await expect(cache.get('flaky')).rejects.toThrow('database unavailable');
    fail = false;
    expect(await cache.get('flaky')).toEqual({ v: 'flaky' });
    expect(await cache.get('expired')).toEqual({ v: 'expired' });
    await settle();
    expect(cache.peek('missing')).toBeUndefined();
    expect(cache.peek('flaky')).toEqual({ v: 'flaky' });
    expect(cache.peek('expired')).toBeUndefined();
  });

  it('lets an entry go after its life and the least recently used past the limit', async () => {
    const cache = changeAwareCache({ max: 2, ttlMs: 30, load: async (key) => ({ v: key }) });
    await cache.get('a');
    await cache.get('b');
    await settle();
    cache.peek('a');
    await cache.get('c');
    await settle();
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toEqual({ v: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.peek('a')).toBeUndefined();
  });
});
