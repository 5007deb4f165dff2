import { describe, expect, it } from 'vitest';
import {
  MAX_CUT_QUANTITY,
  normalizeNumberText,
  parseDecimal,
  parseWholeNumber,
  pieceBudget,
} from './parse-input';

describe('parseDecimal', () => {
  it('reads decimals, with or without a leading digit', () => {
    expect(parseDecimal('4.50')).toBe(4.5);
    expect(parseDecimal(' 12 ')).toBe(12);
    expect(parseDecimal('.125')).toBe(0.125);
    expect(parseDecimal('3.')).toBe(3);
  });

  it('falls back to 0 for empty or invalid input', () => {
    for (const input of ['', '   ', 'abc', '12abc', '1,5', '0x10', 'Infinity', null, undefined]) {
      expect(parseDecimal(input)).toBe(0);
    }
  });

  it('clamps at the minimum 0', () => {
    expect(parseDecimal('-3')).toBe(0);
    expect(parseDecimal(-0.5)).toBe(0);
    expect(Object.is(parseDecimal('-0'), 0)).toBe(true);
  });

  it('passes finite non-negative numbers through and rejects NaN and infinities', () => {
    expect(parseDecimal(45)).toBe(45);
    expect(parseDecimal(Number.NaN)).toBe(0);
    expect(parseDecimal(Infinity)).toBe(0);
  });
});

describe('parseWholeNumber', () => {
  it('defaults to 1 for empty or invalid input', () => {
    expect(parseWholeNumber('')).toBe(1);
    expect(parseWholeNumber('two')).toBe(1);
    expect(parseWholeNumber(undefined)).toBe(1);
  });

  it('drops fractions and keeps at least 1', () => {
    expect(parseWholeNumber('3')).toBe(3);
    expect(parseWholeNumber('2.7')).toBe(2);
    expect(parseWholeNumber('0')).toBe(1);
    expect(parseWholeNumber('-4')).toBe(1);
    expect(parseWholeNumber(0.5)).toBe(1);
  });

  it('caps a quantity at MAX_CUT_QUANTITY, however large the text', () => {
    expect(MAX_CUT_QUANTITY).toBe(1_000);
    for (const input of ['1e9', '999999999999', '1001', 1e300]) {
      expect(parseWholeNumber(input)).toBe(MAX_CUT_QUANTITY);
    }
    expect(parseWholeNumber('1000')).toBe(1_000);
  });

  it('hands out a plan-wide piece budget row by row', () => {
    const take = pieceBudget(10);
    expect(take(6)).toEqual({ taken: 6, over: 0 });
    expect(take(6)).toEqual({ taken: 4, over: 2 });
    expect(take(3)).toEqual({ taken: 0, over: 3 });
  });

  it('takes another minimum and fallback', () => {
    expect(parseWholeNumber('', { min: 0, fallback: 0 })).toBe(0);
    expect(parseWholeNumber('-2', { min: 0 })).toBe(0);
  });
});

describe('normalizeNumberText', () => {
  it('keeps a value within its rules as typed, and an empty field empty', () => {
    expect(normalizeNumberText('3.5')).toEqual({ text: '3.5', note: null });
    expect(normalizeNumberText('')).toEqual({ text: '', note: null });
  });

  it('raises a value below the minimum and says so', () => {
    expect(normalizeNumberText('-9', { noun: 'length' })).toEqual({
      text: '0',
      note: 'Changed −9 to 0. Length cannot be less than 0.',
    });
  });

  it('lowers a value above the maximum', () => {
    expect(normalizeNumberText('120', { max: 100 }).text).toBe('100');
  });

  it('rounds a fractional quantity to the nearest whole number, then applies the minimum', () => {
    expect(normalizeNumberText('2.5', { min: 1, whole: true, noun: 'a quantity' })).toEqual({
      text: '3',
      note: 'Changed 2.5 to 3. A quantity must be a whole number.',
    });
    expect(normalizeNumberText('0.2', { min: 1, whole: true }).text).toBe('1');
  });
});
