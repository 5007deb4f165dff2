// `npm run check:knowledge`: validates every knowledge entry and prints what the base covers.
import { loadEntries } from '../src/server/assistant/knowledge/load-entries';

const { entries, problems: invalid, linkProblems } = loadEntries();
const problems = [...invalid, ...linkProblems];
const counts = new Map<string, number>();
for (const entry of entries) {
  const key = `${entry.kind} ${entry.category}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
for (const [key, count] of [...counts].sort()) console.log(`${String(count).padStart(4)}  ${key}`);
const howTo = entries.filter((e) => e.kind === 'how-to').length;
console.log(
  `\n${howTo} how-to, ${entries.length - howTo} troubleshooting, ${entries.length} in all`,
);
for (const problem of problems) console.error(`\n✗ ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
