import { CUT_DIAGRAM_PX } from '../../../../shared/constants';
import { formatInches } from '../../../../shared/calculators/format';
import type { Placement, SheetLayout } from '../../../../shared/calculators/cut-list/types';
import { pieceFill } from './piece-colors';

/** Label size: 11 px on the 200 px diagram, growing a little when the drawing is enlarged. */
const fontPx = (size: number) => Math.min(16, Math.max(11, size / 45));

function label(p: Placement, width: number, height: number, font: number): string | undefined {
  if (height < font + 2) return undefined;
  // About 0.6 em per character: enough to tell whether a label fits its piece.
  const fits = (text: string) => text.length * font * 0.6 <= width - 4;
  const full = `${p.name} ${formatInches(p.rotated ? p.width : p.length)}×${formatInches(p.rotated ? p.length : p.width)}`;
  if (fits(full)) return full;
  if (fits(p.name)) return p.name;
  // Too small for a name: the row number, which the legend below explains.
  const number = String(p.pieceIndex + 1);
  return fits(number) ? number : undefined;
}

/**
 * One sheet drawn to scale (docs/product.md#constants-and-limits: the longer stock side fits `size` px, 200 by default), x
 * along the sheet's length. Pieces carry their name, or their row number when space is short.
 */
export function SheetDiagram({
  sheet,
  title,
  size = CUT_DIAGRAM_PX,
}: {
  sheet: SheetLayout;
  title: string;
  size?: number;
}) {
  const scale = size / Math.max(sheet.length, sheet.width);
  const width = sheet.length * scale;
  const height = sheet.width * scale;
  const font = fontPx(size);
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={title}
      className="block max-w-none"
    >
      <rect width={width} height={height} fill="#f5f5f4" stroke="#78716c" strokeWidth={1} />
      {sheet.placements.map((p, index) => {
        const w = p.length * scale;
        const h = p.width * scale;
        const text = label(p, w, h, font);
        return (
          <g key={index}>
            <rect
              x={p.x * scale}
              y={p.y * scale}
              width={w}
              height={h}
              fill={pieceFill(p.pieceIndex)}
              stroke="#44403c"
              strokeWidth={0.75}
            >
              <title>{`${p.name}: ${formatInches(p.length)} × ${formatInches(p.width)} in${p.rotated ? ', turned' : ''}`}</title>
            </rect>
            {text && (
              <text
                x={p.x * scale + w / 2}
                y={p.y * scale + h / 2}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={font}
                fill="#1c1917"
                pointerEvents="none"
              >
                {text}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
