import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vitest from '@vitest/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

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
      // One import style everywhere: relative imports name the module without its extension.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression) > Literal[value=/^\\.{1,2}\\/.*\\.(ts|tsx|js)$/]',
          message: 'Import a relative module without its extension.',
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
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}'],
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
