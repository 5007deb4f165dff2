import path from 'node:path';
import { resolveImport } from './import-graph.js';

/**
 * Web features do not import each other, not even lazily: what several features use lives in a
 * shared layer (src/web/ui, src/web/lib, src/web/session), and a screen made of several
 * features is put together where features may be imported, in src/web/app or a page in
 * src/web/pages. So any feature can be read, changed or removed on its own.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep web features from importing one another' },
    schema: [
      {
        type: 'object',
        properties: { featuresDir: { type: 'string' } },
        required: ['featuresDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports '{{module}}' of feature '{{to}}'. Features do not import each other: move what both use to src/web/ui, src/web/lib or src/web/session, or put the two together in src/web/app or a page in src/web/pages.",
    },
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0].featuresDir);
    const featureOf = (file) => {
      const inside = path.relative(root, file);
      if (inside.startsWith('..') || path.isAbsolute(inside)) return undefined;
      const [feature, ...rest] = inside.split(path.sep);
      return rest.length > 0
        ? { feature, module: rest.join('/').replace(/\.[jt]sx?$/, '') }
        : undefined;
    };
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveImport(context.filename, specifier);
      const to = target && featureOf(target);
      if (!to || to.feature === from.feature) return;
      context.report({
        node: node.source,
        messageId: 'crossFeature',
        data: { from: from.feature, to: to.feature, module: to.module },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
