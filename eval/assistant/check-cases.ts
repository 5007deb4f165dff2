// Validates the evaluation cases and prints how they are made up (kinds, danger, follow-ups).
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { evalFileSchema } from './case-schema';

let failed = false;
const ids = new Set<string>();
const casesDir = new URL('./cases/', import.meta.url);
// Every development file, then the held-out one: the same files the evaluation runs.
const splits = [
  ...readdirSync(casesDir)
    .filter((name) => /^dev.*\.yaml$/.test(name))
    .sort()
    .map((name) => name.replace(/\.yaml$/, '')),
  'held-out',
];
for (const split of splits) {
  const file = new URL(`${split}.yaml`, casesDir);
  const result = evalFileSchema.safeParse(parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    console.error(`✗ ${split}.yaml\n${z.prettifyError(result.error)}`);
    failed = true;
    continue;
  }
  const cases = result.data;
  for (const c of cases) {
    if (ids.has(c.id)) {
      console.error(`✗ duplicate id ${c.id}`);
      failed = true;
    }
    ids.add(c.id);
  }
  const dangerous = cases.filter((c) => c.expect.safety.length > 0 || c.expect.stop).length;
  const followUps = cases.filter((c) => c.turns.length > 1).length;
  const byKind = new Map<string, number>();
  for (const c of cases) byKind.set(c.kind, (byKind.get(c.kind) ?? 0) + 1);
  const kinds = [...byKind].map(([kind, count]) => `${kind} ${count}`);
  console.log(
    `${split}: ${cases.length} cases, ${dangerous} dangerous, ${followUps} follow-ups; ${kinds.join(', ')}`,
  );
}
process.exit(failed ? 1 : 0);
