/** An API failure, with the server's own message and code when it sent them. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    /** The server's `error` text, if any: safe to show as is. */
    readonly serverMessage?: string,
    readonly code?: string,
  ) {
    super(serverMessage ?? `The request failed (${status}). Please try again.`);
  }
}

/**
 * The one way the web app calls our JSON API: same-origin cookies, JSON in and out, and
 * `{error, code}` failures turned into ApiFailure.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await apiResponse<T>(path, init)).body;
}

/** apiFetch with the response headers, for answers that say more there (a next-page cursor). */
export async function apiResponse<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ body: T; headers: Headers }> {
  const res = await fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: {
      accept: 'application/json',
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string; code?: string };
    throw new ApiFailure(res.status, body.error, body.code);
  }
  const body = (res.status === 204 ? undefined : await res.json()) as T;
  return { body, headers: res.headers };
}
