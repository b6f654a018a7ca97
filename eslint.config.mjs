import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import { boundaryZones, SERVER_TEST_FILES, SQL_FILES, SQL_OUTSIDE_REPOSITORY_MESSAGE } from './deploy/tools/eslint-boundaries.mjs';

/** The public pages' code (issue 33): home, complaint wizard, follow-up, self-diagnosis and its action plan. */
const PUBLIC_PAGE_FILES = [
  'shell/src/pages/home-page.tsx',
  'shell/src/layout/public-layout.tsx',
  'mf-denuncias/src/public/**/*.tsx',
  'mf-denuncias/src/features/complaint-wizard/**/*.tsx',
  'mf-denuncias/src/features/follow-up/**/*.tsx',
  'mf-denuncias/src/shared/captcha/**/*.tsx',
  // every self-diagnosis screen but the staff's models screen (features/models, in Portuguese)
  'mf-autodiagnostico/src/features/start/**/*.tsx',
  'mf-autodiagnostico/src/features/preparation/**/*.tsx',
  'mf-autodiagnostico/src/features/identification/**/*.tsx',
  'mf-autodiagnostico/src/features/status/**/*.tsx',
  'mf-autodiagnostico/src/features/action-plan/**/*.tsx',
  'mf-autodiagnostico/src/shared/**/*.tsx',
];

/** Staff pieces inside the public folders above: they stay in Portuguese. */
const STAFF_FILES_IN_PUBLIC_FOLDERS = ['mf-autodiagnostico/src/shared/staff-*.tsx'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'deploy/registry/**', 'test-results/**', 'playwright-report/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Boundaries: a remote never imports another remote or the shell; a feature never imports another
    // feature's internals; packages never import apps; a server module is imported only through its
    // index.ts; and no import cycles anywhere.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Server tests may also reach another module through its test-support.ts.
    files: SERVER_TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ tests: true }) }] },
  },
  {
    // SQL lives in repositories: drizzle-orm's values (the builder, the `sql` tag) are imported only
    // there, in db/ and in lib/sql.ts; its types may travel (a fragment a repository built).
    files: ['packages/server/src/**/*.ts'],
    ignores: [...SQL_FILES, ...SERVER_TEST_FILES],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: SQL_OUTSIDE_REPOSITORY_MESSAGE, allowTypeImports: true }] },
      ],
    },
  },
  {
    // Public pages speak five languages (issue 33): no text in their markup outside the catalogues. Markup only:
    // JSX text and the attributes a person reads or hears; tests and the catalogues' own code are left out.
    files: PUBLIC_PAGE_FILES,
    ignores: ['**/*.test.{ts,tsx}', ...STAFF_FILES_IN_PUBLIC_FOLDERS],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label', 'tooltip', 'extra', 'help', 'description', 'message', 'okText', 'cancelText'] },
          // the plugin's own exclusions (symbols, upper-case codes) and the product's name
          words: { exclude: ['[0-9!-/:-@[-`{-~·—–\\s]+', '[A-Z_-]+', 'SisActe'] },
          message: 'Texto fixo numa página pública: use o catálogo (t(...)) — issue 33',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
