import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import colleghi from './scripts/eslint-plugin.mjs';

// Paths below are relative to the repository root, whichever folder ESLint runs from.
const ROOT = path.dirname(fileURLToPath(import.meta.url));

const REMOTES = ['mfe-activities', 'mfe-agenda', 'mfe-account', 'mfe-learning', 'mfe-records'];
const FRONTENDS = ['host', ...REMOTES];
// MUI components come from their own path: builds and tests never parse the barrel's hundreds of
// modules to find the few a file uses.
const MUI_BARREL = {
  name: '@mui/material',
  message: 'Importa ogni componente dal suo percorso: @mui/material/Button.',
};

/** A feature never imports another feature: they are composed in expose/ (or app/ in the host). */
function featureBoundaries(app) {
  const dir = `./${app}/src/features`;
  if (!fs.existsSync(path.join(ROOT, dir))) return [];
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `${dir}/${entry.name}`,
      from: dir,
      except: [`./${entry.name}`],
      message: 'Una feature non importa un’altra feature: componile in expose/ o nel host.',
    }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-bench/**',
      '**/dist-skew/**',
      '**/dist-new-page/**',
      'bench/.work/**',
      'bench/monolith/remote-table.js',
      '**/.data/**',
      'api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // So that import/no-cycle reads the TypeScript files it follows.
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            // Remotes never import each other, nor the host; the host never imports a remote's source.
            ...FRONTENDS.map((app) => ({
              target: `./${app}/src`,
              from: FRONTENDS.filter((other) => other !== app).map((other) => `./${other}`),
              message: 'Le app si incontrano solo tramite il host e @colleghi/shared.',
            })),
            ...FRONTENDS.flatMap(featureBoundaries),
            // Features never reach up into expose/ or the host's app/ shell.
            ...FRONTENDS.map((app) => ({
              target: `./${app}/src/features`,
              from: [`./${app}/src/expose`, `./${app}/src/app`],
            })),
            // The shared package depends on no app.
            { target: './shared', from: FRONTENDS.map((app) => `./${app}`) },
            // The rules package depends on nothing of ours: the API and every app bundle it.
            {
              target: './rules',
              from: ['./api', './shared', './e2e', './bench', ...FRONTENDS],
              message: '@colleghi/rules non dipende da altri pacchetti del progetto.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'jotai',
              message: 'Importa jotai tramite @colleghi/shared: un solo store nella pagina.',
            },
            {
              name: 'react-router',
              message: 'Il router è react-router-dom, tramite @colleghi/shared/router.',
            },
            {
              name: 'react-router-dom',
              message: 'Importa il router da @colleghi/shared/router: un solo router nella pagina.',
            },
            MUI_BARREL,
          ],
          patterns: [
            { group: ['@colleghi/mfe-*', '@colleghi/host'], message: 'Nessun import tra app.' },
          ],
        },
      ],
    },
  },
  {
    // The shared package owns the store, so it is the one place that imports jotai directly.
    files: ['shared/**', 'api/**', 'e2e/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Inside the shared package, routing still comes through its one router module.
    files: ['shared/src/**'],
    ignores: ['shared/src/router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: 'Usa ./router.',
            })),
            MUI_BARREL,
          ],
        },
      ],
    },
  },
  {
    // The router facade itself: react-router-dom, the package every app shares, not its core.
    files: ['shared/src/router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', message: 'Usa react-router-dom.' }] },
      ],
    },
  },
  {
    // The platform package keeps only what at least two apps use (scripts/shared-usage/).
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/testing/**'],
    plugins: { colleghi },
    rules: { 'colleghi/shared-module-used-by-two-apps': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  prettier,
);
