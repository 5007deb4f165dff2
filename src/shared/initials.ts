import { AVATAR_INITIALS_MAX } from './constants';

// Letters only: "shot-17@" reads as "S", not "S1".
const letter = /\p{L}/u;

function firstLetter(word: string): string {
  return Array.from(word).find((char) => letter.test(char)) ?? '';
}

/** First and last word's first letters: "Ada King Lovelace" reads as "AL", not "AK". */
function fromWords(words: string[]): string {
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map(firstLetter).join('').toLocaleUpperCase().slice(0, AVATAR_INITIALS_MAX);
}

/**
 * Up to two letters for an avatar without a picture: from the full name, else from the e-mail's
 * local part (split on dots, dashes and the like, so "jo.rivera@" gives "JR").
 */
export function initialsOf(fullName?: string | null, email?: string | null): string {
  const fromName = fromWords((fullName ?? '').trim().split(/\s+/).filter(Boolean));
  if (fromName) return fromName;
  const local = (email ?? '').split('@')[0] ?? '';
  const fromEmail = fromWords(local.split(/[._+\-\s]+/).filter(Boolean));
  return fromEmail || '?';
}

/** The name a menu shows: the full name, else the e-mail's part before the @. */
export function displayNameOf(fullName: string | null | undefined, email: string): string {
  return fullName?.trim() || email.split('@')[0] || email;
}
