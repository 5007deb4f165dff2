import { tool } from 'ai';
import { z } from 'zod';
import {
  formatArea,
  formatEfficiency,
  formatInches,
  formatUsd,
} from '../../../shared/calculators/format';
import { calculateRaisedBed } from '../../../shared/calculators/garden-bed';
import {
  calculateMaterialQuantity,
  coveredMaterials,
} from '../../../shared/calculators/material-quantities';
import { calculateProjectCost } from '../../../shared/calculators/project-cost';
import { calculateSquareFootage, roomShapes } from '../../../shared/calculators/square-footage';
import { optimizeBoards } from '../../../shared/calculators/cut-list/optimize-boards';

const positive = z.number().positive().max(1_000_000);
const amount = z.number().nonnegative().max(10_000_000);

/**
 * Our calculators as model tools, so every number in a reply comes from our code rather than
 * the model's arithmetic. Each call also adds one plain line to `worked`, which the reply shows
 * after the model's text.
 */
export function calculatorTools(worked: string[]) {
  const done = <T>(line: string, result: T) => {
    worked.push(line);
    return result;
  };
  return {
    project_cost: tool({
      description:
        'Totals a project: materials (quantity x unit price), labour (rate x hours) and a fixed overhead, in USD.',
      inputSchema: z.object({
        materials: z
          .array(
            z.object({ name: z.string().min(1).max(120), quantity: amount, unitPrice: amount }),
          )
          .max(50),
        laborRatePerHour: amount.default(0),
        hours: amount.default(0),
        overhead: amount.default(0),
      }),
      execute: async (input) => {
        const cost = calculateProjectCost({
          materials: input.materials.map((m, i) => ({ id: String(i), ...m })),
          laborRate: input.laborRatePerHour,
          estimatedHours: input.hours,
          overhead: input.overhead,
        });
        return done(
          `Project cost: materials ${formatUsd(cost.materialsTotal)} + labour ${formatUsd(cost.labor)} + overhead ${formatUsd(cost.overhead)} = **${formatUsd(cost.grandTotal)}**`,
          cost,
        );
      },
    }),
    room_area: tool({
      description:
        'Floor area of rooms in square feet and square metres. Shapes: rectangle (length x width), l-shape (two rectangles), circle (radius). All sizes in feet.',
      inputSchema: z.object({
        rooms: z
          .array(
            z.object({
              name: z.string().min(1).max(80),
              shape: z.enum(roomShapes).default('rectangle'),
              lengthFt: amount.default(0),
              widthFt: amount.default(0),
              radiusFt: amount.default(0),
              length2Ft: amount.default(0),
              width2Ft: amount.default(0),
            }),
          )
          .min(1)
          .max(20),
      }),
      execute: async ({ rooms }) => {
        const area = calculateSquareFootage(
          rooms.map((r, i) => ({
            id: String(i),
            name: r.name,
            shape: r.shape,
            length: r.lengthFt,
            width: r.widthFt,
            radius: r.radiusFt,
            length2: r.length2Ft,
            width2: r.width2Ft,
          })),
        );
        const each = area.rooms.map((r) => `${r.name} ${formatArea(r.areaSqFt, 'sqft')}`);
        return done(
          `Area: ${each.join(', ')}; total **${formatArea(area.totalSqFt, 'sqft')}** (${formatArea(area.totalSqM, 'sqm')})`,
          area,
        );
      },
    }),
    material_quantity: tool({
      description:
        'Whole units to buy to cover an area with paint (gallons, coats), tile (boxes), flooring (boxes) or drywall (4x8 sheets), waste allowance included. Give the coverage of one unit when the product states it.',
      inputSchema: z.object({
        material: z.enum(coveredMaterials),
        areaSqFt: positive,
        coats: z.number().int().min(1).max(5).optional(),
        coveragePerUnitSqFt: positive.optional(),
        wastePercent: z.number().min(0).max(50).optional(),
      }),
      execute: async (input) => {
        const q = calculateMaterialQuantity(input);
        const coats = input.material === 'paint' ? `, ${q.coveredSqFt / input.areaSqFt} coats` : '';
        return done(
          `${q.material[0]!.toUpperCase()}${q.material.slice(1)} for ${formatArea(input.areaSqFt, 'sqft')}${coats}, +${q.wastePercent} % waste, ${q.coveragePerUnitSqFt} ft² per ${q.unit}: **${q.label}**`,
          q,
        );
      },
    }),
    cut_list: tool({
      description:
        'Plans cuts from stock boards (lengths in inches) with the saw kerf: how many boards to buy and how much is used.',
      inputSchema: z.object({
        stockLengthIn: positive,
        cuts: z
          .array(
            z.object({
              name: z.string().min(1).max(80),
              lengthIn: positive,
              quantity: z.number().int().min(1).max(200),
            }),
          )
          .min(1)
          .max(30),
        kerfIn: z.number().min(0).max(1).optional(),
      }),
      execute: async (input) => {
        const plan = optimizeBoards({
          stock: [
            { name: `${formatInches(input.stockLengthIn)} in board`, length: input.stockLengthIn },
          ],
          cuts: input.cuts.map((c) => ({ name: c.name, length: c.lengthIn, quantity: c.quantity })),
          ...(input.kerfIn !== undefined && { kerf: input.kerfIn }),
        });
        const unplaced = plan.unplaced.length
          ? `; cannot cut: ${plan.unplaced.map((u) => `${u.name} (${u.message})`).join(', ')}`
          : '';
        return done(
          `Cut list: **${plan.boardsUsed} × ${formatInches(input.stockLengthIn)} in boards**, ${formatEfficiency(plan.efficiency)} used${unplaced}`,
          {
            boardsUsed: plan.boardsUsed,
            efficiency: plan.efficiency,
            boards: plan.boards.map((b) =>
              b.cuts.map((c) => `${c.name} ${formatInches(c.length)} in`),
            ),
            unplaced: plan.unplaced,
          },
        );
      },
    }),
    raised_bed: tool({
      description:
        'A raised garden bed: soil volume, 8 ft boards (two courses), soil units, corner brackets and cost.',
      inputSchema: z.object({ lengthFt: positive, widthFt: positive, heightIn: positive }),
      execute: async (input) => {
        const bed = calculateRaisedBed(input);
        return done(
          `Raised bed ${input.lengthFt} × ${input.widthFt} ft, ${input.heightIn} in high: ${Math.round(bed.volumeCuFt * 100) / 100} ft³ of soil, **${bed.boards} boards, ${bed.soil} soil units, ${bed.cornerBrackets} corner brackets, ${formatUsd(bed.costUsd)}**`,
          bed,
        );
      },
    }),
  };
}
