import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: far past guessing, and short enough to paste. */
export const newShareToken = () => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token: a dump of it opens no plan. */
export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');
