import {
  contentItemSchema,
  type ContentItem,
  type ContentSource,
} from '../../shared/inspiration/content-item';
import type {
  InspirationQuery,
  InspirationResponse,
} from '../../shared/inspiration/inspiration-api';
import { cacheKey, type InspirationCache } from './inspiration-cache';
import { mergeItems, normaliseQuery } from './merge-items';
import { catalogSource } from './sources/catalog-source';
import type { SourceAdapters } from './sources/create-sources';
import type { SourceAdapter } from './sources/source-adapter';

export interface InspirationFeedOptions {
  sources: SourceAdapters;
  cache: InspirationCache;
  /** Each source gets this long (fetch, token and body included) before it counts as failed. */
  timeoutMs: number;
  /** Where failures are reported; the client only learns which sources failed. */
  log?: (line: string) => void;
  /**
   * Spends one unit of a live source's hourly budget; false once it is spent, and the built-in
   * catalog answers for that source instead, so the feed keeps working. Absent: no budget.
   */
  spendBudget?: (source: ContentSource) => Promise<boolean>;
}

export interface AggregateHooks {
  /**
   * Called once before a request that must ask at least one live source (nothing cached, nothing
   * in flight); throwing refuses the request. This is where the caller's rate limit goes, so
   * cached answers stay free while fresh searches, which spend outside quotas, are counted.
   */
  beforeLiveSearch?: () => Promise<void>;
}

/** Rejects when `signal` aborts, even if `work` ignores the signal and never settles. */
function withDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function describeFailure(error: unknown, timeoutMs?: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `timed out after ${timeoutMs} ms`;
  if (error instanceof SyntaxError) return `malformed JSON (${error.message})`;
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

/**
 * docs/product.md#calls content-aggregator: asks the chosen sources in parallel, each under its own time-out,
 * and merges what came back. A source that fails (error, non-2xx, bad JSON, time-out) is listed
 * in `failedSources` and logged; it never fails the others. Live sources' answers are cached
 * per source (see inspiration-cache.ts), so a source that failed is simply asked again next time.
 */
export function createInspirationFeed(options: InspirationFeedOptions) {
  const log = options.log ?? ((line: string) => console.warn(line));
  // Identical searches arriving together share one outgoing request instead of each spending quota.
  const inFlight = new Map<string, Promise<ContentItem[]>>();

  async function ask(adapter: SourceAdapter, query: string, limit: number) {
    const signal = AbortSignal.timeout(options.timeoutMs);
    const items = await withDeadline(adapter.search({ query, limit, signal }), signal);
    // Adapters normalise; the schema is the last word on what may reach a client.
    const valid = items.filter((item) => contentItemSchema.safeParse(item).success);
    if (valid.length < items.length)
      log(`inspiration: ${adapter.source} dropped ${items.length - valid.length} invalid items`);
    return valid;
  }

  async function fresh(adapter: SourceAdapter, key: string, query: string, limit: number) {
    const pending = inFlight.get(key);
    if (pending) return pending;
    // Only live sources spend quota; the built-in catalog answers for free.
    const live = adapter.cacheTtlMs !== undefined;
    if (live && options.spendBudget && !(await options.spendBudget(adapter.source))) {
      log(`inspiration: ${adapter.source} hourly budget spent; answering from the catalog`);
      return catalogSource(adapter.source).search({
        query,
        limit,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    }
    const work = ask(adapter, query, limit).then(async (items) => {
      if (adapter.cacheTtlMs !== undefined) {
        await options.cache
          .write(key, adapter.source, items, adapter.cacheTtlMs)
          .catch((error: unknown) =>
            log(`inspiration: cache write failed: ${describeFailure(error)}`),
          );
      }
      return items;
    });
    inFlight.set(key, work);
    return work.finally(() => inFlight.delete(key));
  }

  async function aggregate(
    request: InspirationQuery,
    hooks: AggregateHooks = {},
  ): Promise<InspirationResponse> {
    const query = normaliseQuery(request.query);
    const wanted = request.sources.map((source) => options.sources[source]);
    const keyOf = (adapter: SourceAdapter) =>
      cacheKey({ source: adapter.source, query, limit: request.limit });
    // A cache that cannot be read only costs us the saving; the sources are asked instead.
    const cached = await options.cache
      .read(wanted.filter((adapter) => adapter.cacheTtlMs !== undefined).map(keyOf))
      .catch((error: unknown) => {
        log(`inspiration: cache read failed: ${describeFailure(error)}`);
        return new Map<string, ContentItem[]>();
      });
    const live = wanted.filter(
      (adapter) =>
        adapter.cacheTtlMs !== undefined &&
        !cached.has(keyOf(adapter)) &&
        !inFlight.has(keyOf(adapter)),
    );
    if (live.length > 0) await hooks.beforeLiveSearch?.();

    const settled = await Promise.allSettled(
      wanted.map(
        (adapter) =>
          cached.get(keyOf(adapter)) ?? fresh(adapter, keyOf(adapter), query, request.limit),
      ),
    );
    const failedSources: ContentSource[] = [];
    const lists = settled.map((outcome, index) => {
      if (outcome.status === 'fulfilled') return outcome.value;
      const source = request.sources[index] as ContentSource;
      failedSources.push(source);
      log(`inspiration: ${source} failed: ${describeFailure(outcome.reason, options.timeoutMs)}`);
      return [];
    });
    return { items: mergeItems(lists, request.limit), failedSources };
  }

  return { aggregate };
}

export type InspirationFeed = ReturnType<typeof createInspirationFeed>;
