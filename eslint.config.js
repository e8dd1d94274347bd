// ESLint flat config: TS + React hooks + TanStack Query for src/, Playwright for e2e/, import boundaries.
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Everything under src/ except the mock-visible contract; used to fence mock-server off from the app.
const APP_ONLY_ELEMENTS = ['app', 'feature', 'state', 'api', 'components', 'lib', 'src'];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    // Per-checkout Playwright builds (E2E_DIST=dist-<branch>).
    '**/dist-*/',
    '**/node_modules/',
    'test-results/',
    'playwright-report/',
    'blob-report/',
    'coverage/',
  ]),
  js.configs.recommended,
  // Not type-aware on purpose: keeps `eslint .` fast and independent of tsc project state.
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    extends: [reactHooks.configs.flat.recommended, pluginQuery.configs['flat/recommended']],
  },
  {
    files: ['*.{js,mjs,ts}', 'scripts/**', 'mock-server/**', 'server/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    extends: [playwright.configs['flat/recommended']],
  },
  {
    // The app's code never imports server/ or mock-server/: they are Node code (PGlite, the mock's
    // dataset) the browser bundle must not pull in. Tests may, to run against the real thing, and so
    // may src/test/, which is test support only (real-app-store.ts builds the real /app/v1 on PGlite
    // for the component tests).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/mock-server/**'],
              message: 'Only tests and src/test/ may import server/ or mock-server/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layering: app → features → state → api/components/lib; features are isolated; mock-server sees only the
    // contract; server/ (the production server, the proxy, the dev mount) builds on mock-server, never the reverse.
    files: ['src/**/*.{ts,tsx}', 'mock-server/**/*.ts', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/legacy-templates': false,
      // Order matters: first matching descriptor wins, so the contract precedes the rest of api/.
      // partialMatch: false anchors patterns at the repo root (a nested `lib/` is not src/lib).
      'boundaries/elements': [
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'app', pattern: 'src/app', partialMatch: false },
        { type: 'state', pattern: 'src/state', partialMatch: false },
        { type: 'contract', pattern: 'src/api/contract', partialMatch: false },
        { type: 'api', pattern: 'src/api', partialMatch: false },
        { type: 'components', pattern: 'src/components', partialMatch: false },
        { type: 'lib', pattern: 'src/lib', partialMatch: false },
        { type: 'mock', pattern: 'mock-server', partialMatch: false },
        { type: 'server', pattern: 'server', partialMatch: false },
        { type: 'src', pattern: 'src', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                'Features must not import other features; move shared code to lib/ or components/.',
            },
            {
              // Re-allow imports inside the same feature (later policies override earlier ones).
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '{{ from.element.captured.feature }}' },
                  },
                },
              },
            },
            {
              // state/ sits between the features and what they build on: the search state and the
              // stores more than one feature reads (docs/architecture.md "State").
              from: { element: { type: 'state' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
              message:
                'state/ must not import features/ or app/: features read state, not the reverse.',
            },
            {
              from: { element: { types: { anyOf: ['api', 'contract', 'components', 'lib'] } } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app', 'state'] } } } },
              message: 'api/, components/ and lib/ must not import features/, state/ or app/.',
            },
            {
              from: { element: { type: 'mock' } },
              disallow: { to: { element: { types: { anyOf: APP_ONLY_ELEMENTS } } } },
              message: 'mock-server may import only src/api/contract from src/.',
            },
            {
              from: { element: { type: 'mock' } },
              disallow: { to: { element: { type: 'server' } } },
              message:
                'mock-server must not import server/: the server builds on the mock, not the reverse.',
            },
            {
              from: { element: { type: 'server' } },
              disallow: { to: { element: { types: { anyOf: APP_ONLY_ELEMENTS } } } },
              message: 'server/ may import only src/api/contract from src/.',
            },
          ],
        },
      ],
    },
  },
);
