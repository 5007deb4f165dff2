import { describe, expect, it } from 'vitest';
import { csvField } from './csv-field';

describe('csvField', () => {
  it.each([
    [null, ''],
    ['plain', '"plain"'],
    [12, '"12"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    [['one', 'two'], '"one, two"'],
    ['=SUM(A1)', `"'=SUM(A1)"`],
    ['@cmd', `"'@cmd"`],
    ['-2+3', `"'-2+3"`],
    ['=1,2', `"'=1,2"`],
    // A `;` locale splits cells at the semicolon: the formula after it is defused too.
    ['x;=HYPERLINK("http://evil.example")', `"x;'=HYPERLINK(""http://evil.example"")"`],
    [['Plumbing', '=cmd'], `"Plumbing, '=cmd"`],
    ['a\n@b', `"a\n'@b"`],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});
