import path from 'node:path';
import { cyclesThrough, resolveImport } from './import-graph.js';

/** Fails an import that leads, through any number of files, back to the importing file. */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles between the project’s own files' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{chain}}. Move what both sides need into a module of its own.',
    },
  },
  create(context) {
    const file = context.filename;
    const shown = (each) => path.relative(context.cwd, each);
    let chains;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveImport(file, node.source.value);
      if (!target) return;
      chains ??= cyclesThrough(file);
      const chain = chains.get(target);
      if (!chain) return;
      context.report({
        node: node.source,
        messageId: 'cycle',
        data: { chain: [file, ...chain].map(shown).join(' → ') },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
