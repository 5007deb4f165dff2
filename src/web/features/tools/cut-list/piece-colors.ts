// Light fills, each with dark text above 4.5:1, told apart by hue; repeated past eight pieces.
const fills = [
  '#fed7aa',
  '#bfdbfe',
  '#bbf7d0',
  '#fde68a',
  '#ddd6fe',
  '#fecdd3',
  '#a5f3fc',
  '#e7e5e4',
];

export function pieceFill(pieceIndex: number): string {
  return fills[pieceIndex % fills.length] as string;
}
