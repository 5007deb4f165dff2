import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Entry } from './entry-schema';

/** Written by `npm run build:server` next to the bundle, from entries already validated. */
export const COMPILED_KNOWLEDGE_FILE = 'knowledge.json';

/**
 * The compiled entries when running from the built bundle (dist/server/), else undefined: the
 * sources, tests and scripts read the YAML files themselves.
 */
const compiledFile = () =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), COMPILED_KNOWLEDGE_FILE);

export function readCompiledKnowledge(): Entry[] | undefined {
  const file = compiledFile();
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as Entry[];
}
