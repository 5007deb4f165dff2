import path from 'node:path';
import { resolveImport } from './import-graph.js';

/**
 * One web feature does not reach into another's internals (docs/decisions.md, ARCHITECTURE
 * §3). A feature may import from another only the modules that feature offers to others,
 * listed in `publicModules` (paths inside the feature, without extension); shared UI belongs
 * in src/web/ui and shared helpers in src/web/lib, which every feature may use.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep web features out of each other’s internals' },
    schema: [
      {
        type: 'object',
        properties: {
          featuresDir: { type: 'string' },
          publicModules: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        },
        required: ['featuresDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "Feature '{{from}}' reaches into '{{module}}' of feature '{{to}}'. Move shared UI to src/web/ui (helpers to src/web/lib), or import one of the modules '{{to}}' offers: {{offered}}.",
    },
  },
  create(context) {
    const { featuresDir, publicModules = {} } = context.options[0];
    const root = path.resolve(context.cwd, featuresDir);
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
      const offered = publicModules[to.feature] ?? [];
      if (offered.includes(to.module)) return;
      context.report({
        node: node.source,
        messageId: 'internal',
        data: {
          from: from.feature,
          to: to.feature,
          module: to.module,
          offered: offered.length > 0 ? offered.join(', ') : 'none',
        },
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
