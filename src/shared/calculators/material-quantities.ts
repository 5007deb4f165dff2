import { parseDecimal } from './parse-input';

export const coveredMaterials = ['paint', 'tile', 'flooring', 'drywall'] as const;
export type CoveredMaterial = (typeof coveredMaterials)[number];

/**
 * Typical coverage of one unit and the share bought extra for cuts, breakage and touch-ups.
 * Paint: about 350 ft² per gallon per coat on primed drywall (manufacturers quote 250-400).
 * Tile: 10 % extra for straight lays (diagonal and herringbone need 15-20 %).
 * Flooring: a box of laminate or vinyl plank holds about 20 ft²; 10 % extra for end cuts.
 * Drywall: a 4 x 8 ft sheet is 32 ft²; 10 % extra for openings and offcuts.
 */
export const COVERAGE_DEFAULTS: Record<
  CoveredMaterial,
  { unit: string; units: string; coveragePerUnitSqFt: number; wastePercent: number }
> = {
  paint: { unit: 'gallon', units: 'gallons', coveragePerUnitSqFt: 350, wastePercent: 10 },
  tile: { unit: 'box', units: 'boxes', coveragePerUnitSqFt: 10, wastePercent: 10 },
  flooring: { unit: 'box', units: 'boxes', coveragePerUnitSqFt: 20, wastePercent: 10 },
  drywall: { unit: '4x8 sheet', units: '4x8 sheets', coveragePerUnitSqFt: 32, wastePercent: 10 },
};

export interface MaterialQuantityInput {
  material: CoveredMaterial;
  areaSqFt: number;
  /** Paint only: coats over the whole area (default 2). */
  coats?: number;
  /** Overrides the material's typical coverage of one unit. */
  coveragePerUnitSqFt?: number;
  /** Overrides the material's typical extra share, in percent. */
  wastePercent?: number;
}

export interface MaterialQuantity {
  material: CoveredMaterial;
  unit: string;
  /** "3 gallons", "1 box". */
  label: string;
  /** Area to cover, coats included. */
  coveredSqFt: number;
  wastePercent: number;
  /** Covered area plus the waste allowance. */
  withWasteSqFt: number;
  coveragePerUnitSqFt: number;
  /** Whole units to buy: nobody sells 2.3 boxes. */
  units: number;
}

/**
 * Units to buy to cover an area: area (times coats for paint) plus the waste share, divided by
 * one unit's coverage and rounded up to whole units.
 */
export function calculateMaterialQuantity(input: MaterialQuantityInput): MaterialQuantity {
  const defaults = COVERAGE_DEFAULTS[input.material];
  const coats = input.material === 'paint' ? Math.max(1, Math.round(input.coats ?? 2)) : 1;
  const coveredSqFt = parseDecimal(input.areaSqFt) * coats;
  const wastePercent = input.wastePercent ?? defaults.wastePercent;
  const coverage = parseDecimal(input.coveragePerUnitSqFt ?? defaults.coveragePerUnitSqFt);
  const withWasteSqFt = coveredSqFt * (1 + Math.max(0, wastePercent) / 100);
  // Rounded before ceil so float noise (44.000000000000004) never buys an extra unit.
  const units = coverage > 0 ? Math.ceil(Math.round((withWasteSqFt / coverage) * 1e9) / 1e9) : 0;
  return {
    material: input.material,
    unit: defaults.unit,
    label: `${units} ${units === 1 ? defaults.unit : defaults.units}`,
    coveredSqFt,
    wastePercent: Math.max(0, wastePercent),
    withWasteSqFt,
    coveragePerUnitSqFt: coverage,
    units,
  };
}
