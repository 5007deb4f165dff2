import { AVATAR_INITIALS_MAX } from './constants';

/**
 * SPEC §2 avatar initials: up to two letters, from the full name's words, otherwise from the
 * e-mail's local part.
 */
export function initialsOf(fullName: string | null | undefined, email: string): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const source = words.length > 0 ? words : [email.split('@')[0] ?? ''];
  const letters =
    source.length > 1
      ? source.map((word) => [...word][0] ?? '')
      : [...(source[0] ?? '')].slice(0, AVATAR_INITIALS_MAX);
  return letters.slice(0, AVATAR_INITIALS_MAX).join('').toUpperCase() || '?';
}

/** The name a menu shows: the full name, else the e-mail's part before the @. */
export function displayNameOf(fullName: string | null | undefined, email: string): string {
  return fullName?.trim() || email.split('@')[0] || email;
}
