/**
 * Signs a new user up through better-auth's own route and returns the session cookie. The Origin
 * header is what a browser sends; better-auth refuses POSTs from origins it does not trust.
 */
export async function signUp(origin: string, email = 'bench@example.com') {
  const res = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ name: 'Bench', email, password: 'Bench-Press-2026' }),
  });
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Creates conversations for the signed-in user, so the list read has rows to return. */
export async function createConversations(origin: string, cookie: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(`${origin}/api/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ first_message: `How do I fix squeaky floorboard number ${i + 1}?` }),
    });
    if (res.status !== 201) throw new Error(`creating a conversation answered ${res.status}`);
  }
}
