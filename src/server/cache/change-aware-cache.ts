import { LRUCache } from 'lru-cache';

export interface ChangeAwareCacheOptions<V extends object> {
  /** Entries kept; the least recently used go first. */
  max: number;
  /** Longest life of an entry: a backstop for a change whose notice never arrived. */
  ttlMs: number;
  /** Reads the value from the source of truth; `undefined` means "nothing to cache". */
  load(key: string): Promise<V | undefined>;
  /** A shorter life for one value (a session that expires sooner). */
  ttlFor?(value: V): number;
  /** With `sizeOf`: the most the entries may weigh together; a heavier value is not kept. */
  maxSize?: number;
  sizeOf?(value: V): number;
}

interface Loading<V> {
  promise: Promise<V | undefined>;
  /** Set when the key changed while this load ran: its answer may predate the change. */
  outdated: boolean;
}

/**
 * A per-instance read cache whose owner drops entries the moment the data behind them changes
 * (`forget`, `forgetAll`). A load that was running when its key changed still answers its own
 * caller, who asked before the change, but never enters the cache. Concurrent misses for one
 * key share one load.
 */
export function changeAwareCache<V extends object>(options: ChangeAwareCacheOptions<V>) {
  const entries = new LRUCache<string, V>({
    max: options.max,
    ttl: options.ttlMs,
    ...(options.maxSize && options.sizeOf
      ? { maxSize: options.maxSize, sizeCalculation: options.sizeOf }
      : {}),
  });
  const loading = new Map<string, Loading<V>>();

  function startLoad(key: string) {
    const current: Loading<V> = { promise: options.load(key), outdated: false };
    loading.set(key, current);
    const settle = () => {
      if (loading.get(key) === current) loading.delete(key);
    };
    current.promise.then((value) => {
      settle();
      if (value === undefined || current.outdated) return;
      const ttl = Math.min(options.ttlMs, options.ttlFor?.(value) ?? options.ttlMs);
      if (ttl > 0) entries.set(key, value, { ttl });
    }, settle);
    return current.promise;
  }

  return {
    /** The cached value, without loading: lets a hot path skip a promise. */
    peek(key: string): V | undefined {
      return entries.get(key);
    },
    get(key: string): Promise<V | undefined> {
      const cached = entries.get(key);
      if (cached !== undefined) return Promise.resolve(cached);
      return loading.get(key)?.promise ?? startLoad(key);
    },
    forget(key: string) {
      entries.delete(key);
      const running = loading.get(key);
      if (running) {
        running.outdated = true;
        loading.delete(key);
      }
    },
    forgetAll() {
      entries.clear();
      for (const running of loading.values()) running.outdated = true;
      loading.clear();
    },
  };
}
