import type {
  Board,
  Pin,
  PinSearchResult,
  PinterestStatus,
} from '../../../../shared/pins/pin-schema';
import {
  isHttpUrl,
  isImageSrc,
  isNonEmpty,
  isRecord,
  isString,
  optional,
  type Fields,
} from '../../../lib/answer-checks';

/** Pinterest links and pictures, as the shared pin schema bounds them. */
const MAX_URL = 2048;
const isPinLink = (value: unknown): value is string => isHttpUrl(value) && value.length <= MAX_URL;
const isPinImage = (value: unknown): value is string =>
  isImageSrc(value) && (!isHttpUrl(value) || value.length <= MAX_URL);

class UnexpectedAnswer extends Error {
  constructor(what: string) {
    super(`Unexpected answer from Pinterest: ${what}`);
  }
}

function fields(value: unknown, what: string): Fields {
  if (!isRecord(value)) throw new UnexpectedAnswer(what);
  return value;
}

function toBoard(value: unknown): Board {
  const { id, name } = fields(value, 'board');
  if (!(isNonEmpty(id) && isString(name))) throw new UnexpectedAnswer('board');
  return { id, name };
}

function toPin(value: unknown): Pin {
  const { id, title, description, image, link, board_id } = fields(value, 'pin');
  const url = isRecord(image) && isRecord(image.original) ? image.original.url : undefined;
  const valid =
    isNonEmpty(id) &&
    isString(title) &&
    isString(description) &&
    isPinImage(url) &&
    isPinLink(link) &&
    optional(isString)(board_id);
  if (!valid) throw new UnexpectedAnswer('pin');
  return {
    id,
    title,
    description,
    image: { original: { url } },
    link,
    ...(board_id === undefined ? {} : { board_id }),
  };
}

function list<T>(value: unknown, toItem: (item: unknown) => T): T[] {
  if (!Array.isArray(value)) throw new UnexpectedAnswer('list');
  return value.map(toItem);
}

/** The checks of `pin-schema.ts`'s answer schemas, one per answer `pins-api.ts` reads. */
export const pinChecks = {
  searchResult(value: unknown): PinSearchResult {
    const { items, sample, notice } = fields(value, 'search');
    if (typeof sample !== 'boolean' || !optional(isString)(notice))
      throw new UnexpectedAnswer('search');
    return { items: list(items, toPin), sample, ...(notice === undefined ? {} : { notice }) };
  },
  status(value: unknown): PinterestStatus {
    const { configured, signedIn, connected } = fields(value, 'status');
    const flags = [configured, signedIn, connected];
    if (!flags.every((flag) => typeof flag === 'boolean')) throw new UnexpectedAnswer('status');
    return { configured, signedIn, connected } as PinterestStatus;
  },
  boards: (value: unknown): Board[] => list(fields(value, 'boards').items, toBoard),
  board: toBoard,
  created(value: unknown): { id: string } {
    const { id } = fields(value, 'pin');
    if (!isNonEmpty(id)) throw new UnexpectedAnswer('pin');
    return { id };
  },
};
