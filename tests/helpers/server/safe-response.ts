import { isAuthPath } from './endpoints';

/**
 * Why a response breaks the API's contract, or undefined when it keeps it: never a 5xx, errors
 * as JSON `{error}` (better-auth's own `{message}` under /api/auth), redirects with a Location.
 */
export async function contractBreach(res: Response, path: string): Promise<string | undefined> {
  const body = await res.text();
  const shown = `${res.status} ${body.slice(0, 300)}`;
  if (res.status >= 500) return `server error: ${shown}`;
  if (res.status >= 300 && res.status < 400) {
    return res.headers.get('location') ? undefined : `redirect without location: ${shown}`;
  }
  if (res.status < 400) return undefined;
  // better-auth answers some refusals (an unknown auth path, a 404 on GET) without a body.
  if (isAuthPath(path) && body === '') return undefined;
  if (!/^application\/json/.test(res.headers.get('content-type') ?? '')) {
    return `error is not JSON: ${shown}`;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `error body does not parse: ${shown}`;
  }
  const { error, message } = (parsed ?? {}) as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error !== '') return undefined;
  if (isAuthPath(path) && typeof message === 'string') return undefined;
  return `error body lacks {error}: ${shown}`;
}
