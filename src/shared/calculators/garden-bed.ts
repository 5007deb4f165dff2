import type { BoardCutPlan, CutLength } from './cut-list/board-types';
import { optimizeBoards } from './cut-list/optimize-boards';
import { DEFAULT_KERF_IN } from './cut-list/types';
import { parseDecimal } from './parse-input';

/** docs/product.md#constants-and-limits garden planner prices, in dollars. */
export const RAISED_BED_PRICES = { board: 15, soil: 35, brackets: 25 } as const;
export const RAISED_BED_CORNER_BRACKETS = 8;

export interface RaisedBedInput {
  lengthFt: number;
  widthFt: number;
  heightIn: number;
}

export interface RaisedBed {
  areaSqFt: number;
  volumeCuFt: number;
  perimeterFt: number;
  /** 8 ft boards, two courses: ceil(perimeter / 8) x 2. */
  boards: number;
  /** Soil units as docs/product.md#constants-and-limits counts them: ceil(volume x 1.5). */
  soil: number;
  cornerBrackets: number;
  costUsd: number;
}

/** docs/product.md#constants-and-limits garden planner, formula for formula. */
export function calculateRaisedBed(input: RaisedBedInput): RaisedBed {
  const length = parseDecimal(input.lengthFt);
  const width = parseDecimal(input.widthFt);
  const areaSqFt = length * width;
  const volumeCuFt = areaSqFt * (parseDecimal(input.heightIn) / 12);
  const perimeterFt = 2 * (length + width);
  const boards = Math.ceil(perimeterFt / 8) * 2;
  // Rounded before ceil so that float noise (say 48.000000000000004) never buys an extra unit.
  const soil = Math.ceil(Math.round(volumeCuFt * 1.5 * 1e9) / 1e9);
  return {
    areaSqFt,
    volumeCuFt,
    perimeterFt,
    boards,
    soil,
    cornerBrackets: RAISED_BED_CORNER_BRACKETS,
    costUsd:
      boards * RAISED_BED_PRICES.board + soil * RAISED_BED_PRICES.soil + RAISED_BED_PRICES.brackets,
  };
}

export interface RaisedBedLumber {
  /** Face width of one board; nominal 2x6 by default, so two courses make a "12 in" bed. */
  boardFaceIn: number;
  /** Actual thickness of the boards (a 2x is 1.5 in). */
  boardThicknessIn: number;
  stockLengthIn: number;
  kerfIn: number;
}

export const DEFAULT_RAISED_BED_LUMBER: RaisedBedLumber = {
  boardFaceIn: 6,
  boardThicknessIn: 1.5,
  stockLengthIn: 96,
  kerfIn: DEFAULT_KERF_IN,
};

/**
 * The side pieces a bed needs, in inches, for the board optimizer. Each course is two long
 * sides at full length and two short sides that fit between them (width minus two board
 * thicknesses), so the outside matches the size asked for. A side longer than a stock board is
 * made of equal pieces butted together.
 */
export function raisedBedCuts(
  input: RaisedBedInput,
  lumber: RaisedBedLumber = DEFAULT_RAISED_BED_LUMBER,
): CutLength[] {
  const height = parseDecimal(input.heightIn);
  const face = parseDecimal(lumber.boardFaceIn);
  const stockLength = parseDecimal(lumber.stockLengthIn);
  const courses = face > 0 ? Math.ceil(height / face) : 0;
  const sides = [
    { name: 'Long side', length: parseDecimal(input.lengthFt) * 12 },
    {
      name: 'Short side',
      length: parseDecimal(input.widthFt) * 12 - 2 * parseDecimal(lumber.boardThicknessIn),
    },
  ];
  return sides.flatMap(({ name, length }) => {
    if (length <= 0 || courses === 0) return [];
    const pieces = stockLength > 0 ? Math.ceil(length / stockLength) : 1;
    return [
      {
        name: pieces > 1 ? `${name} (1 of ${pieces} pieces)` : name,
        length: length / pieces,
        quantity: 2 * courses * pieces,
      },
    ];
  });
}

/** Boards to buy for the bed's sides and the cuts on each. */
export function planRaisedBedLumber(
  input: RaisedBedInput,
  lumber: RaisedBedLumber = DEFAULT_RAISED_BED_LUMBER,
): BoardCutPlan {
  return optimizeBoards({
    stock: [{ name: `${lumber.stockLengthIn / 12} ft board`, length: lumber.stockLengthIn }],
    cuts: raisedBedCuts(input, lumber),
    kerf: lumber.kerfIn,
  });
}

/** Bagged garden soil's common size, and bulk soil's unit. */
export const SOIL_BAG_CU_FT = 1.5;
export const CU_FT_PER_CU_YD = 27;
/** What the planner prices a bed at: a 2x6 8 ft board, a 1.5 ft³ bag of soil, 8 brackets. */
export const RAISED_BED_SHOPPING_PRICES = { board: 15, soilBag: 10, brackets: 25 } as const;

export interface RaisedBedShopping {
  /** Boards the cut plan uses: the one board count the page shows. */
  boards: number;
  soilCuFt: number;
  soilCuYd: number;
  soilBags: number;
  cornerBrackets: number;
  costUsd: number;
}

/**
 * The bed's shopping list in units a store sells: boards as the cut plan buys them, soil in
 * 1.5 ft³ bags (and cubic yards for bulk delivery), and the cost from those same figures.
 * docs/product.md#constants-and-limits's formula (calculateRaisedBed) counts abstract "soil units" and boards from the
 * perimeter alone, which can disagree with the cuts; the page shows these instead.
 */
export function raisedBedShopping(input: RaisedBedInput, plan: BoardCutPlan): RaisedBedShopping {
  const { volumeCuFt } = calculateRaisedBed(input);
  const soilCuFt = Math.round(volumeCuFt * 1e9) / 1e9;
  const soilBags = Math.ceil(soilCuFt / SOIL_BAG_CU_FT);
  const prices = RAISED_BED_SHOPPING_PRICES;
  return {
    boards: plan.boardsUsed,
    soilCuFt,
    soilCuYd: soilCuFt / CU_FT_PER_CU_YD,
    soilBags,
    cornerBrackets: RAISED_BED_CORNER_BRACKETS,
    costUsd: plan.boardsUsed * prices.board + soilBags * prices.soilBag + prices.brackets,
  };
}
