import type { ZodType } from 'zod';
import { SourceError } from './source-adapter';

/** `base` + `path` with the given query parameters; a trailing slash on `base` is allowed. */
export function endpoint(base: string, path: string, params: Record<string, string | number>) {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
  return url;
}

export interface FetchJsonOptions<T> extends RequestInit {
  signal: AbortSignal;
  /** Only the fields we read are checked, so additions on the source's side do not break us. */
  schema: ZodType<T>;
  /** Sees every response, failed ones included (Reddit's rate-limit headers). */
  onResponse?: (response: Response) => void;
}

/**
 * Fetches and checks a JSON answer. A non-2xx status or a shape we cannot read becomes a
 * SourceError; malformed JSON and aborts surface as they are. The messages go to the log only.
 */
export async function fetchJson<T>(url: URL, options: FetchJsonOptions<T>): Promise<T> {
  const { schema, onResponse, ...init } = options;
  const response = await fetch(url, init);
  onResponse?.(response);
  if (!response.ok) {
    await response.body?.cancel();
    throw new SourceError(`HTTP ${response.status} from ${url.host}${url.pathname}`);
  }
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SourceError(
      `unexpected answer from ${url.host}${url.pathname}: ${issue?.path.join('.')} ${issue?.message}`,
    );
  }
  return parsed.data;
}
