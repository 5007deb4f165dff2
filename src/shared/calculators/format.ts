const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `formatUsd(1795)` -> "$1,795.00". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

export type AreaUnit = 'sqft' | 'sqm';
const areaSymbol: Record<AreaUnit, string> = { sqft: 'ft²', sqm: 'm²' };

/** `formatArea(1234.5, 'sqft')` -> "1,234.50 ft²". */
export function formatArea(value: number, unit: AreaUnit): string {
  return `${twoDecimals.format(value)} ${areaSymbol[unit]}`;
}

/** docs/product.md#constants-and-limits: cut-list efficiency is a percent with one decimal, `87.25` -> "87.3%". */
export function formatEfficiency(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/** Inches without float noise or trailing zeros: 23.5 -> "23.5", 48 -> "48". */
export function formatInches(inches: number): string {
  return String(Math.round(inches * 1000) / 1000);
}
