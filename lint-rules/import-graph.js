import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The project's own import graph, read from the files on disk: relative `import` and
 * `export ... from` declarations, type-only ones included (a cycle of types still ties the
 * files together). `import()` expressions are left out: loading later is how code is split.
 */

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** The file a relative specifier names, or undefined for packages and missing files. */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (isFile(base)) return base;
  for (const extension of EXTENSIONS) {
    if (isFile(base + extension)) return base + extension;
  }
  return undefined;
}

// One lint run reads each file once; the file being linted is read afresh (see importsOf).
const cache = new Map();

function readImports(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const targets = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    const target = specifier && resolveImport(file, specifier);
    if (target) targets.push(target);
  }
  return targets;
}

/** The files `file` imports, as absolute paths. */
export function importsOf(file, { fresh = false } = {}) {
  if (fresh || !cache.has(file)) cache.set(file, readImports(file));
  return cache.get(file);
}

/**
 * For each file that `file` imports and that leads back to it, the shortest chain of imports
 * from there back to `file`. Walks what `file` reaches once, then back from `file`, so linting
 * every file stays linear in the size of the graph it reaches.
 */
export function cyclesThrough(file) {
  const reached = new Set([file]);
  const importers = new Map();
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.pop();
    for (const target of importsOf(current, { fresh: current === file })) {
      if (!importers.has(target)) importers.set(target, []);
      importers.get(target).push(current);
      if (!reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  // Breadth-first back from `file`: `next` points each file one step closer to it.
  const next = new Map();
  const back = [file];
  while (back.length > 0) {
    const current = back.shift();
    for (const importer of importers.get(current) ?? []) {
      if (importer !== file && !next.has(importer)) {
        next.set(importer, current);
        back.push(importer);
      }
    }
  }
  const chains = new Map();
  for (const target of importsOf(file)) {
    if (target === file) {
      chains.set(target, [file]);
      continue;
    }
    if (!next.has(target)) continue;
    const chain = [target];
    for (let step = next.get(target); step !== file; step = next.get(step)) chain.push(step);
    chain.push(file);
    chains.set(target, chain);
  }
  return chains;
}
