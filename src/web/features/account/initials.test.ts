import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'ada@example.com', 'AL'],
    ['Ada King Lovelace', null, 'AL'],
    ['  cher  ', null, 'C'],
    ['Émile Zola', null, 'ÉZ'],
    ['', 'jo.rivera@example.com', 'JR'],
    [null, 'sam@example.com', 'S'],
    ['   ', '', '?'],
  ])('%s / %s → %s', (name, email, expected) => {
    expect(initialsOf(name, email)).toBe(expected);
  });
});
