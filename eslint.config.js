import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vitest from '@vitest/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

// One import style everywhere: relative imports name the module without its extension.
const relativeImportWithExtension = {
  selector:
    ':matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression) > Literal[value=/^\\.{1,2}\\/.*\\.(ts|tsx|js)$/]',
  message: 'Import a relative module without its extension.',
};

// A test file is run, never imported: an importer runs its tests again as its own (or, in a lane
// that shares modules between files, only when it happens to load first). Shared test data lives
// in testing/fixtures.
const testFileImport = {
  regex: '\\.test(\\.tsx?)?$',
  message: 'Import shared test data from testing/fixtures, not from a test file.',
};

// No type information here: the one type-aware rule, no floating promises in the product's code,
// is oxlint's (`npm run lint:promises`), which runs on TypeScript 7 in a sixth of the time.
export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.local-data', 'web/src/route-tree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      'no-restricted-syntax': ['error', relativeImportWithExtension],
      'no-restricted-imports': ['error', { patterns: [testFileImport] }],
    },
  },
  {
    // The code that ships takes zod from shared/zod.ts: the mini build, with English messages
    // configured once (see there why), as `import * as z` so bundles tree-shake it.
    files: ['functions/**/*.ts', 'shared/**/*.ts', 'web/**/*.{ts,tsx}'],
    ignores: ['shared/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            testFileImport,
            {
              regex: '^zod(/.*)?$',
              message: 'Import zod from shared/zod (zod/mini with its English messages).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        relativeImportWithExtension,
        {
          selector:
            "ImportDeclaration[source.value=/shared\\/zod$/] > ImportSpecifier[imported.name='z']",
          message: 'Import zod as `import * as z from …/shared/zod`, so bundles tree-shake it.',
        },
      ],
    },
  },
  {
    // Functions log through Powertools' Logger (functions/lib/observability.ts): JSON lines with
    // the request, project and generation ids, and no personal data.
    files: ['functions/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'testing/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
      'vitest/expect-expect': [
        'error',
        {
          // CDK's Template and Annotations methods are assertions: they throw on a mismatch; so
          // are a test's own helpers named expect… (expectRefunded, expectNoNagFindings).
          assertFunctionNames: [
            'expect',
            'expect*',
            '**.hasResourceProperties',
            '**.hasResource',
            '**.allResourcesProperties',
            '**.resourceCountIs',
            '**.hasOutput',
            '**.hasWarning',
          ],
        },
      ],
      'vitest/valid-expect': 'error',
      'vitest/no-identical-title': 'error',
    },
  },
);
