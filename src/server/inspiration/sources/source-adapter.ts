import type { ContentItem, ContentSource } from '../../../shared/inspiration/content-item';

export interface SourceRequest {
  /** Already trimmed and non-empty. */
  query: string;
  limit: number;
  /** Aborts the outgoing requests when the source's time-out passes. */
  signal: AbortSignal;
}

/** One outside source (or its built-in stand-in), answering with normalised content items. */
export interface SourceAdapter {
  readonly source: ContentSource;
  /**
   * How long an answer may be reused. Absent for the built-in catalog: asking it costs nothing,
   * so caching it would only add database round trips.
   */
  readonly cacheTtlMs?: number;
  search(request: SourceRequest): Promise<ContentItem[]>;
}

/** A source answered, but not usefully: a non-2xx status, an unexpected shape, a rate limit. */
export class SourceError extends Error {
  override readonly name = 'SourceError';
}
