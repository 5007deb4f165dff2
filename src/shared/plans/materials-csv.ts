import type { ProjectMaterial } from '../assistant/project-data';
import { toCsv } from '../csv/csv-field';
import { storeSections, storeSectionOf, type StoreCategory } from './store-sections';

export const materialsCsvHeader = [
  'Item',
  'Quantity',
  'Unit',
  'Unit cost (USD)',
  'Total (USD)',
  'Store section',
] as const;

const sectionLabel = new Map<string, string>(storeSections.map((s) => [s.id, s.label]));

/** A plan's materials as a CSV file a spreadsheet opens, with the section of the store each is in. */
export function materialsToCsv(
  materials: readonly ProjectMaterial[],
  category: StoreCategory | null,
): string {
  return toCsv(
    materialsCsvHeader,
    materials.map((m) => [
      m.name,
      m.qty,
      m.unit,
      m.unitCost.toFixed(2),
      m.totalCost.toFixed(2),
      sectionLabel.get(storeSectionOf(m.name, category)) ?? 'Other',
    ]),
  );
}

/** A file name for the download, from the plan's title. */
export function materialsCsvName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'project'}-materials.csv`;
}
