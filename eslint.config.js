import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['marketing', 'goals-wizard', 'tracker', 'games', 'billing', 'legal', 'training'];

// Every app must use the one shared router; a direct import would bundle a second copy (see libs/ui/src/router.ts).
const routerPaths = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: "Import from '@dreampitch/ui/router', the router every app shares.",
}));

// Components never call the backend: each feature's `api/` folder holds its data hooks (docs/CONTRACTS.md),
// and pages compose features. Types and the pure helpers of libs/data stay importable everywhere.
const BACKEND_MESSAGE = "Only a feature's api/ folder talks to the backend: add a data hook there.";
const backendPaths = [
  ['@dreampitch/data', ['getBackend', 'SupabaseBackend']],
  ['@dreampitch/data/family', ['getFamilyBackend', 'familyBackendFor']],
  ['@dreampitch/data/account', ['getAccountBackend', 'accountBackendFor']],
  ['@dreampitch/data/pro', ['getProBackend', 'proBackendFor']],
  ['@dreampitch/data/billing', ['getBillingBackend', 'billingBackendFor']],
].map(([name, importNames]) => ({ name, importNames, message: BACKEND_MESSAGE }));
const noLazyBackend = [
  'error',
  { selector: 'ImportExpression[source.value=/^@dreampitch\\u002Fdata/]', message: BACKEND_MESSAGE },
];
/** Where an app may reach the backend: its features' api/ folders, its start-up and its tests. */
const backendAllowed = [
  '**/api/**',
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/src/index.ts',
  '**/src/bootstrap.tsx',
];
const packagesByName = {
  group: ['**/libs/*/src/**', '../../libs/**', '**/remotes/**'],
  message: 'Import packages by name.',
};

const TOOLS_IMPORT_NO_APP =
  'Tools never import apps: move what they need into a library, or build the app entry.';
// An app's source by path (`../../shell/src/…`) or by package name, as an esquery regex (\u002F is `/`).
const APP_SOURCE = `^((\\.\\.?\\u002F)+(shell|remotes)\\u002F|@dreampitch\\u002F(${['shell', ...remotes].join('|')})(\\u002F|$))`;

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.nx/**',
      '.local-db/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
    },
    rules: {
      // A cycle makes load order decide what a module sees at start-up; one-way imports keep each room replaceable.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // One-way imports: nobody reaches into another package by relative path.
      'no-restricted-imports': [
        'error',
        {
          paths: routerPaths,
          patterns: [packagesByName],
        },
      ],
    },
  },
  // libs/domain is pure: no React, no I/O.
  {
    files: ['libs/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', '@supabase/supabase-js', 'jotai'],
          patterns: [{ group: ['@dreampitch/*'], message: 'libs/domain depends on nothing.' }],
        },
      ],
    },
  },
  // libs/data depends only on domain.
  {
    files: ['libs/data/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'jotai'],
          patterns: [
            {
              group: [
                '@dreampitch/session',
                '@dreampitch/ui',
                '@dreampitch/shell',
                ...remotes.map((r) => `@dreampitch/${r}`),
              ],
            },
          ],
        },
      ],
    },
  },
  // Edge Functions run on Deno, which cannot resolve workspace package names: they import libs/domain's
  // dependency-free rule modules by path so the checkout rules stay one copy.
  {
    files: ['supabase/functions/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/remotes/**'], message: 'Edge Functions never import apps.' }] },
      ],
    },
  },
  // libs/drills is content: typed data and the domain's types, nothing else.
  {
    files: ['libs/drills/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', '@supabase/supabase-js', 'jotai', ...routerPaths],
          patterns: [
            packagesByName,
            {
              group: ['@dreampitch/*', '!@dreampitch/domain'],
              message: 'libs/drills depends only on @dreampitch/domain.',
            },
          ],
        },
      ],
    },
  },
  // libs never import apps; apps never import each other.
  {
    files: ['libs/**/*.{ts,tsx}'],
    ignores: ['libs/domain/**', 'libs/data/**', 'libs/drills/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: routerPaths,
          patterns: [
            {
              group: ['@dreampitch/shell', ...remotes.map((r) => `@dreampitch/${r}`)],
              message: 'Libraries never import apps.',
            },
          ],
        },
      ],
    },
  },
  // The one file that imports react-router: it is what every app shares.
  {
    files: ['libs/ui/src/router.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...remotes.flatMap((r) => {
    const apart = {
      group: [
        '@dreampitch/shell',
        ...remotes.filter((o) => o !== r).map((o) => `@dreampitch/${o}`),
        '**/remotes/**',
        '**/shell/**',
      ],
      message: 'A remote never imports another remote or the shell: navigate by URL.',
    };
    return [
      {
        files: [`remotes/${r}/**/*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { paths: routerPaths, patterns: [apart] }] },
      },
      {
        files: [`remotes/${r}/**/*.{ts,tsx}`],
        ignores: backendAllowed,
        rules: {
          'no-restricted-imports': ['error', { paths: [...routerPaths, ...backendPaths], patterns: [apart] }],
          'no-restricted-syntax': noLazyBackend,
        },
      },
    ];
  }),
  // Build tools import no app: what they need of one is a library (the route table: @dreampitch/app-frame/routes),
  // the app's own config passing it in (shell/rsbuild.config.ts), or an entry of the app's source they build and
  // run (shell/src/prerender/entry.tsx).
  {
    files: ['tools/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: routerPaths,
          patterns: [
            packagesByName,
            {
              group: [
                '**/shell/**',
                '**/remotes/**',
                '@dreampitch/shell',
                ...remotes.map((r) => `@dreampitch/${r}`),
              ],
              message: TOOLS_IMPORT_NO_APP,
            },
          ],
        },
      ],
      // no-restricted-imports sees declarations only: an `import()` of an app is refused here.
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/${APP_SOURCE}/]`, message: TOOLS_IMPORT_NO_APP },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    ignores: backendAllowed,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...routerPaths, ...backendPaths], patterns: [packagesByName] },
      ],
      'no-restricted-syntax': noLazyBackend,
    },
  },
);
