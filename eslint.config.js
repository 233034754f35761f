import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['marketing', 'goals-wizard', 'tracker', 'games', 'billing', 'legal'];

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
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // One-way imports: nobody reaches into another package by relative path.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/libs/*/src/**', '../../libs/**', '**/remotes/**'],
              message: 'Import packages by name.',
            },
          ],
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
  // libs never import apps; apps never import each other.
  {
    files: ['libs/**/*.{ts,tsx}'],
    ignores: ['libs/domain/**', 'libs/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
  ...remotes.map((r) => ({
    files: [`remotes/${r}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@dreampitch/shell',
                ...remotes.filter((o) => o !== r).map((o) => `@dreampitch/${o}`),
                '**/remotes/**',
                '**/shell/**',
              ],
              message: 'A remote never imports another remote or the shell: navigate by URL.',
            },
          ],
        },
      ],
    },
  })),
);
