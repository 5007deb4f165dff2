import { describe, expect, it } from 'vitest';
import { formatArea, formatEfficiency, formatInches, formatUsd } from './format';

describe('formatters', () => {
  it('formats dollars with cents and thousands separators', () => {
    expect(formatUsd(448)).toBe('$448.00');
    expect(formatUsd(1795)).toBe('$1,795.00');
    expect(formatUsd(0.305)).toBe('$0.31');
  });

  it('formats areas with two decimals and the unit', () => {
    expect(formatArea(120, 'sqft')).toBe('120.00 ft²');
    expect(formatArea(1234.5, 'sqm')).toBe('1,234.50 m²');
  });

  it('formats efficiency as a percent with one decimal', () => {
    expect(formatEfficiency(87.25)).toBe('87.3%');
    expect(formatEfficiency(100)).toBe('100.0%');
    expect(formatEfficiency(0)).toBe('0.0%');
  });

  it('formats inches without float noise', () => {
    expect(formatInches(48)).toBe('48');
    expect(formatInches(23.5)).toBe('23.5');
    expect(formatInches(0.1 + 0.2)).toBe('0.3');
  });
});
