import type { z } from 'zod';
import type { Board, CreateBoardInput, CreatePinInput, Pin } from '../../shared/pins/pin-schema';
import { pageOf, rawBoardSchema, rawPinSchema, toBoard, toPin } from './pinterest-pin';

const TIMEOUT_MS = 10_000;

/** A failed Pinterest call. Status 0 means Pinterest could not be reached at all. */
export class PinterestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  /** 401 and 403: the token is gone, revoked or lacks a scope; reconnecting fixes it. */
  get authProblem(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/** Pinterest API v5 on behalf of one user (their bearer token). */
export function pinterestApi(baseUrl: string, token: string) {
  async function call<T extends z.ZodType>(path: string, schema: T, init: RequestInit = {}) {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PinterestError(0, `Pinterest could not be reached: ${(error as Error).message}`);
    }
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 300);
      throw new PinterestError(res.status, `Pinterest answered ${res.status}: ${detail}`);
    }
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new PinterestError(502, `Unexpected Pinterest answer for ${path}`);
    return parsed.data as z.infer<T>;
  }

  return {
    /** v5 `GET /search/pins` searches the user's own pins; one page is plenty for the grid. */
    async searchPins(query: string, limit: number): Promise<Pin[]> {
      const page = await call(
        `/search/pins?${new URLSearchParams({ query })}`,
        pageOf(rawPinSchema),
      );
      return page.items.flatMap((raw) => toPin(raw) ?? []).slice(0, limit);
    },
    async listBoards(): Promise<Board[]> {
      const page = await call('/boards?page_size=100', pageOf(rawBoardSchema));
      return page.items.map(toBoard);
    },
    async createBoard(input: CreateBoardInput): Promise<Board> {
      const body = JSON.stringify(input);
      return toBoard(await call('/boards', rawBoardSchema, { method: 'POST', body }));
    },
    async createPin(input: CreatePinInput): Promise<{ id: string }> {
      const body = JSON.stringify({
        board_id: input.board_id,
        title: input.title,
        description: input.description,
        ...(input.link ? { link: input.link } : {}),
        media_source: { source_type: 'image_url', url: input.image_url },
      });
      const pin = await call('/pins', rawPinSchema, { method: 'POST', body });
      return { id: pin.id };
    },
  };
}

export type PinterestApi = ReturnType<typeof pinterestApi>;
