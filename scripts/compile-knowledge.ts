// Part of `npm run build:server`: validates every knowledge entry and writes them as one JSON
// file next to the server bundle, which the server reads in milliseconds instead of parsing
// hundreds of YAML files at start-up. A bad entry fails the build, naming its file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadEntries } from '../src/server/assistant/knowledge/load-entries';
import { COMPILED_KNOWLEDGE_FILE } from '../src/server/assistant/knowledge/compiled-knowledge';

const { entries, problems, linkProblems } = loadEntries();
const all = [...problems, ...linkProblems];
if (all.length > 0) {
  console.error(`Invalid knowledge entries:\n${all.join('\n')}`);
  process.exit(1);
}
mkdirSync('dist/server', { recursive: true });
writeFileSync(`dist/server/${COMPILED_KNOWLEDGE_FILE}`, JSON.stringify(entries));
console.log(`knowledge: ${entries.length} entries compiled`);
