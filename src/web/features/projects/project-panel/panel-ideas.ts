import {
  isFilled,
  isHttpUrl,
  isImageSrc,
  isNonEmpty,
  isRecord,
  optional,
} from '../../../lib/answer-checks';

/** What the project panel's inspiration card shows of an item. */
export interface PanelIdea {
  id: string;
  title: string;
  image_url: string;
  /** The video, or else the page the item comes from. */
  link: string;
}

/**
 * The card's share of a `GET /api/inspiration` answer: of each item only what it shows (id,
 * title, picture, link), checked by the content item rules for those fields (http(s) links,
 * nothing like `javascript:`); an item failing them is dropped. The feed's whole-item check
 * (inspiration/api/safe-items.ts) stays out of the dashboard's first load.
 */
export function panelIdeas(body: unknown): PanelIdea[] {
  if (!isRecord(body) || !Array.isArray(body.items))
    throw new Error('Unexpected inspiration answer');
  return body.items.flatMap((item) => {
    if (!isRecord(item)) return [];
    const { id, title, image_url, video_url, external_link } = item;
    const shown =
      isNonEmpty(id) &&
      isFilled(title) &&
      isImageSrc(image_url) &&
      optional(isHttpUrl)(video_url) &&
      isHttpUrl(external_link);
    return shown ? [{ id, title: title.trim(), image_url, link: video_url ?? external_link }] : [];
  });
}
