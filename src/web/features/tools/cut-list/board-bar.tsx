import { CUT_DIAGRAM_PX } from '../../../../shared/constants';
import { formatInches } from '../../../../shared/calculators/format';
import type { BoardLayout } from '../../../../shared/calculators/cut-list/board-types';
import { pieceFill } from './piece-colors';

const HEIGHT = 22;

/** One board to scale, its length at 200 px like the sheet diagrams; the offcut is left grey. */
export function BoardBar({ board, title }: { board: BoardLayout; title: string }) {
  const scale = CUT_DIAGRAM_PX / board.stockLength;
  return (
    <svg
      width={CUT_DIAGRAM_PX}
      height={HEIGHT}
      viewBox={`0 0 ${CUT_DIAGRAM_PX} ${HEIGHT}`}
      role="img"
      aria-label={title}
      className="block"
    >
      <rect width={CUT_DIAGRAM_PX} height={HEIGHT} fill="#f5f5f4" stroke="#78716c" />
      {board.cuts.map((cut, index) => (
        <rect
          key={index}
          x={cut.offset * scale}
          y={0}
          width={cut.length * scale}
          height={HEIGHT}
          fill={pieceFill(cut.cutIndex)}
          stroke="#44403c"
          strokeWidth={0.75}
        >
          <title>{`${cut.name}: ${formatInches(cut.length)} in`}</title>
        </rect>
      ))}
    </svg>
  );
}
