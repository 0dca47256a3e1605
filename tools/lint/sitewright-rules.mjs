/**
 * The project's own lint rules, as an oxlint JS plugin (ESLint's rule format): what no built-in
 * rule can say.
 */

const RELATIVE_WITH_EXTENSION = /^\.{1,2}\/.*\.(ts|tsx|js)$/;

/** One import style everywhere: a relative import names its module without the extension. */
const noImportExtension = {
  meta: {
    type: 'problem',
    docs: { description: 'Import a relative module without its extension.' },
  },
  create(context) {
    const check = (node) => {
      const source = node.source;
      if (
        source?.type === 'Literal' &&
        typeof source.value === 'string' &&
        RELATIVE_WITH_EXTENSION.test(source.value)
      ) {
        context.report({
          node: source,
          message: 'Import a relative module without its extension.',
        });
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

/**
 * The code that ships takes zod as `import * as z from …/shared/zod`: a named `z` pulls in the
 * whole namespace object, which bundles cannot tree-shake.
 */
const zodNamespaceImport = {
  meta: { type: 'problem', docs: { description: 'Import zod as a namespace from shared/zod.' } },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (typeof node.source.value !== 'string' || !/(^|\/)shared\/zod$/.test(node.source.value))
          return;
        for (const specifier of node.specifiers) {
          if (
            specifier.type === 'ImportSpecifier' &&
            (specifier.imported.name ?? specifier.imported.value) === 'z'
          ) {
            context.report({
              node: specifier,
              message: 'Import zod as `import * as z from …/shared/zod`, so bundles tree-shake it.',
            });
          }
        }
      },
    };
  },
};

export default {
  meta: { name: 'sitewright' },
  rules: {
    'no-import-extension': noImportExtension,
    'zod-namespace-import': zodNamespaceImport,
  },
};
