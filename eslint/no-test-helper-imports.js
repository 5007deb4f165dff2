// Production code must not import test helpers: they start fake servers, open test databases
// and pull test-only packages into a build (docs/decisions/0028-test-helpers-live-in-tests-helpers.md).
const HELPERS = /(^|\/)tests\/helpers(\/|$)/;

/** @type {import('eslint').Rule.RuleModule} */
export const noTestHelperImports = {
  meta: {
    type: 'problem',
    messages: {
      helper: 'Production code does not import test helpers (tests/helpers/); tests may.',
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = node.source;
      if (source && typeof source.value === 'string' && HELPERS.test(source.value)) {
        context.report({ node: source, messageId: 'helper' });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
