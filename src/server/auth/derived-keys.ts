import { hkdfSync } from 'node:crypto';

/** Everything the app secret keys, each with a key of its own. */
export type KeyPurpose = 'guest-cookie' | 'pinterest-token' | 'pinterest-state';

/**
 * A 256-bit key for one purpose, derived from the app secret with HKDF-SHA-256 (RFC 5869): a
 * key that leaks from one feature (a guest cookie signature studied offline, say) tells nothing
 * about the others or about the secret itself, and one secret is all an operator manages.
 */
export function deriveKey(secret: string, purpose: KeyPurpose): string {
  return Buffer.from(hkdfSync('sha256', secret, 'fixwise', `fixwise:${purpose}`, 32)).toString(
    'base64url',
  );
}

/**
 * The app secret itself goes only to better-auth (session cookies, its own encryption of OAuth
 * tokens), where changing it would sign everybody out; our own features use derived keys.
 */
export function createKeys(secret: string) {
  return {
    auth: secret,
    guestCookie: deriveKey(secret, 'guest-cookie'),
    pinterestToken: deriveKey(secret, 'pinterest-token'),
    pinterestState: deriveKey(secret, 'pinterest-state'),
  };
}

export type Keys = ReturnType<typeof createKeys>;
