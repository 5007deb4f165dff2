import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'ada@example.com', 'AL'],
    ['Ada King Lovelace', null, 'AL'],
    ['  cher  ', null, 'C'],
    ['Émile Zola', null, 'ÉZ'],
    ['', 'jo.rivera@example.com', 'JR'],
    [null, 'sam@example.com', 'S'],
    ['', 'shot-1795@example.com', 'S'],
    ['', '42@example.com', '?'],
    ['   ', '', '?'],
  ])('%s / %s → %s', (name, email, expected) => {
    expect(initialsOf(name, email)).toBe(expected);
  });
});

describe('displayNameOf', () => {
  it('prefers the full name, else the e-mail prefix', () => {
    expect(displayNameOf('Ada Lovelace', 'ada@example.com')).toBe('Ada Lovelace');
    expect(displayNameOf('  ', 'jordan@example.com')).toBe('jordan');
  });
});
