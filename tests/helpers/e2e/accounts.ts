import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

export const strongPassword = 'Sturdy-Workbench-42';

export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Creates an account through the API; the request context shares cookies with its page. */
export async function signUpViaApi(
  request: APIRequestContext,
  baseURL: string,
  { name = 'Casey Carpenter', email = uniqueEmail(), password = strongPassword } = {},
) {
  const res = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { name, email, password };
}

/** The newest link in the server's outbox addressed to `email` (the e2e server has no SMTP). */
export function latestMailLink(email: string): string | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return undefined; // no mail sent yet
  }
  const mails = files
    .sort()
    .reverse()
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`));
  return mails[0]?.match(/https?:\/\/\S+/)?.[0];
}

/** playwright.config.ts starts the server with ADMIN_EMAILS=admin@fixwise.test. */
export const ADMIN_EMAIL = 'admin@fixwise.test';

/**
 * Signs the admin in, creating the account on first use (the server's database is per run). A
 * listed address becomes admin only once its owner follows the mailed verification link.
 */
export async function signInAsAdmin(request: APIRequestContext, baseURL: string) {
  const signIn = () =>
    request.post('/api/auth/sign-in/email', {
      data: { email: ADMIN_EMAIL, password: strongPassword },
      headers: { origin: baseURL },
    });
  if ((await signIn()).ok()) return;
  await signUpViaApi(request, baseURL, { name: 'Ada Admin', email: ADMIN_EMAIL });
  const link = latestMailLink(ADMIN_EMAIL);
  if (!link) throw new Error('no verification mail for the admin');
  await request.get(link);
  const again = await signIn();
  if (!again.ok()) throw new Error(`admin sign-in failed: ${again.status()}`);
}
