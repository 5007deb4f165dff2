import { contentSources, type ContentSource } from '../../shared/inspiration/inspiration-filters';
import type { ContentItem } from '../../shared/inspiration/content-item';
import {
  isFilled,
  isHttpUrl,
  isImageSrc,
  isNonEmpty,
  isRecord,
  isString,
  isStringArray,
  optional,
} from './answer-checks';

const isSource = (value: unknown): value is ContentSource =>
  (contentSources as readonly unknown[]).includes(value);
const isScore = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
/** An ISO date, or date and time with `Z` or an offset, as the schema's `created_at`. */
const isIsoDate = (value: unknown): value is string =>
  isString(value) &&
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/.test(value) &&
  !Number.isNaN(Date.parse(value));

/** One item as `contentItemSchema` would pass it (trimmed, unknown fields dropped), or null. */
function toContentItem(item: unknown): ContentItem | null {
  if (!isRecord(item)) return null;
  const { id, title, description, image_url, video_url, external_link, source } = item;
  const { category, difficulty, tags, author, author_url, engagement_score, created_at } = item;
  const valid =
    isNonEmpty(id) &&
    isFilled(title) &&
    isString(description) &&
    isImageSrc(image_url) &&
    optional(isHttpUrl)(video_url) &&
    isHttpUrl(external_link) &&
    isSource(source) &&
    isFilled(category) &&
    optional(isFilled)(difficulty) &&
    isStringArray(tags) &&
    optional(isString)(author) &&
    optional(isHttpUrl)(author_url) &&
    optional(isScore)(engagement_score) &&
    isIsoDate(created_at);
  if (!valid) return null;
  const present = <K extends string, V>(key: K, value: V | undefined) =>
    value === undefined ? {} : ({ [key]: value } as Record<K, V>);
  return {
    id,
    title: title.trim(),
    description,
    image_url,
    ...present('video_url', video_url),
    external_link,
    source,
    category: category.trim(),
    ...present('difficulty', difficulty?.trim()),
    tags,
    ...present('author', author),
    ...present('author_url', author_url),
    ...present('engagement_score', engagement_score),
    created_at,
  };
}

/**
 * `GET /api/inspiration` answer: only items that pass the content item rules (http(s) links,
 * nothing like `javascript:`), so a single malformed item from an outside source is dropped
 * rather than failing the feed. An answer without an item list fails, as a broken answer.
 */
export function safeItems(body: unknown): ContentItem[] {
  if (!isRecord(body) || !Array.isArray(body.items))
    throw new Error('Unexpected inspiration answer');
  return body.items.flatMap((item) => {
    const parsed = toContentItem(item);
    return parsed ? [parsed] : [];
  });
}
