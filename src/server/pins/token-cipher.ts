import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A key of its own per purpose, derived from the app secret, so no two features share one. */
function keyFrom(secret: string): Buffer {
  return createHash('sha256').update(`fixwise:pinterest-token:${secret}`).digest();
}

/** AES-256-GCM; the result is `iv.tag.ciphertext` in base64url. */
export function encryptToken(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

/**
 * The plain token, or undefined when the value was tampered with or sealed under another secret
 * (say, after AUTH_SECRET changed): the user then simply reconnects.
 */
export function decryptToken(sealed: string, secret: string): string | undefined {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
