import { describe, expect, it } from 'vitest';
import { yearsAsDigits } from './normalize';

describe('yearsAsDigits', () => {
  it.each([
    ['the house was built nineteen forty six', 'the house was built 1946'],
    [
      'a nineteen-seventies bungalow from nineteen seventy',
      'a nineteen-seventies bungalow from 1970',
    ],
    ['terrace from eighteen ninety-two', 'terrace from 1892'],
    ['built nineteen hundred and twelve', 'built 1912'],
    ['a cottage from nineteen oh five', 'a cottage from 1905'],
  ])('reads %s as %s', (text, expected) => {
    expect(yearsAsDigits(text)).toBe(expected);
  });

  it('leaves other numbers in words alone', () => {
    expect(yearsAsDigits('nineteen people came, and twenty chairs')).toBe(
      'nineteen people came, and twenty chairs',
    );
  });
});
