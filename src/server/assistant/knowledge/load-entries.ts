import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import { entrySchema, type Entry } from './entry-schema';

/**
 * The knowledge base lives in `content/knowledge/<kind>/<category>/<id>.yaml`. The folder is
 * found by walking up from this module, which works from the sources (tests, tsx) and from the
 * bundled server in `dist/server/`.
 */
export function findContentDir(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'content', 'knowledge');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error('content/knowledge not found');
  }
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((item) => item.isFile() && item.name.endsWith('.yaml'))
    .map((item) => path.join(item.parentPath, item.name))
    .sort();
}

export interface LoadResult {
  entries: Entry[];
  /** One line per invalid entry, naming the file. Empty when every entry is valid. */
  problems: string[];
  /** Links to entries that do not exist (harmless at run time: the link is left out). */
  linkProblems: string[];
}

/** Parses and checks every entry: schema, file placement, unique ids, links between entries. */
export function loadEntries(dir = findContentDir()): LoadResult {
  const entries: Entry[] = [];
  const problems: string[] = [];
  const linkProblems: string[] = [];
  const fileOf = new Map<string, string>();
  for (const file of yamlFiles(dir)) {
    const name = path.relative(dir, file);
    let raw: unknown;
    try {
      raw = parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${name}: not valid YAML: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const result = entrySchema.safeParse(raw);
    if (!result.success) {
      problems.push(`${name}:\n${z.prettifyError(result.error)}`);
      continue;
    }
    const entry = result.data;
    const expected = path.join(entry.kind, entry.category, `${entry.id}.yaml`);
    if (name !== expected) problems.push(`${name}: should be at ${expected}`);
    if (fileOf.has(entry.id))
      problems.push(`${name}: id "${entry.id}" also in ${fileOf.get(entry.id)}`);
    fileOf.set(entry.id, name);
    entries.push(entry);
  }
  for (const entry of entries) {
    const links = [
      ...(entry.related ?? []),
      ...(entry.kind === 'troubleshooting' ? entry.causes.flatMap((c) => c.howTo ?? []) : []),
    ];
    for (const id of links) {
      if (!fileOf.has(id))
        linkProblems.push(`${fileOf.get(entry.id)}: links to unknown entry "${id}"`);
    }
  }
  return { entries, problems, linkProblems };
}
