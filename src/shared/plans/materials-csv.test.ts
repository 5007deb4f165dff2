import { describe, expect, it } from 'vitest';
import { materialsCsvName, materialsToCsv } from './materials-csv';

/** An RFC 4180 reader, written here so the test does not trust the writer's own idea of CSV. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const material = (name: string, qty: number, unitCost: number) => ({
  name,
  qty,
  unit: 'each',
  unitCost,
  totalCost: Math.round(qty * unitCost * 100) / 100,
});

describe('materials CSV', () => {
  it('reads back cell for cell, whatever the names hold', () => {
    const materials = [
      material('Wood screws (#6 x 5/8 in.), box', 2, 7.5),
      material('Tile "subway", white\r\nsecond line', 40, 0.85),
      material('=HYPERLINK("http://evil.example")', 1, 0),
      material('Grout; sanded', 1.5, 14),
    ];
    const csv = materialsToCsv(materials, 'tiling');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(csv.slice(1));
    expect(header).toEqual([
      'Item',
      'Quantity',
      'Unit',
      'Unit cost (USD)',
      'Total (USD)',
      'Store section',
    ]);
    expect(rows).toEqual([
      ['Wood screws (#6 x 5/8 in.), box', '2', 'each', '7.50', '15.00', 'Fasteners & hardware'],
      ['Tile "subway", white\r\nsecond line', '40', 'each', '0.85', '34.00', 'Flooring & tile'],
      // A formula is kept as text a spreadsheet will not run.
      [`'=HYPERLINK("http://evil.example")`, '1', 'each', '0.00', '0.00', 'Flooring & tile'],
      ['Grout; sanded', '1.5', 'each', '14.00', '21.00', 'Flooring & tile'],
    ]);
  });

  it('names the file after the plan', () => {
    expect(materialsCsvName('Hang Floating Shelves!')).toBe('hang-floating-shelves-materials.csv');
    expect(materialsCsvName('***')).toBe('project-materials.csv');
  });
});
