import type { Profile, UpdateProfileInput } from '../../../shared/profile/profile-schema';

/** Our API answers errors as `{ "error": "..." }`; show that text, else the status. */
async function readJson<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok) {
    throw new Error(body?.error || `The request failed (${response.status}). Please try again.`);
  }
  return body as T;
}

export async function fetchProfile(): Promise<Profile> {
  return readJson<Profile>(await fetch('/api/profile', { credentials: 'same-origin' }));
}

export async function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  const response = await fetch('/api/profile', {
    method: 'PATCH',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  return readJson<Profile>(response);
}
