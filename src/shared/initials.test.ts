import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'ada@example.com', 'AL'],
    ['Ada King Lovelace', 'ada@example.com', 'AK'],
    ['ada', 'x@example.com', 'AD'],
    ['', 'jordan.rivera@example.com', 'JO'],
    [null, 'q@example.com', 'Q'],
    ['  Émile   Zola ', 'e@example.com', 'ÉZ'],
  ])('%s / %s -> %s', (name, email, expected) => {
    expect(initialsOf(name, email)).toBe(expected);
  });
});

describe('displayNameOf', () => {
  it('prefers the full name, else the e-mail prefix', () => {
    expect(displayNameOf('Ada Lovelace', 'ada@example.com')).toBe('Ada Lovelace');
    expect(displayNameOf('  ', 'jordan@example.com')).toBe('jordan');
  });
});
