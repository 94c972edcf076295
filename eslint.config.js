// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Import boundaries of ARCHITECTURE.md: web → domain; api → domain, db; domain → zod only. */
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((group) => ({
        group: [group],
        message: 'Fora das fronteiras de ARCHITECTURE.md.',
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tsc/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: forbid('@portal/db', '@portal/api', '@portal/web', 'drizzle-orm*', 'fastify*', 'react*', 'node:*'),
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: forbid('@portal/api', '@portal/web', 'react*', 'fastify*'),
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: forbid('@portal/web', 'react*', '*/apps/web/*'),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...forbid('@portal/db', '@portal/api', 'drizzle-orm*', 'fastify*', 'pg', 'node:*'),
    },
  },
  {
    // A journey never imports another journey (ARCHITECTURE.md).
    files: ['apps/web/src/journeys/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/db', '@portal/api', 'drizzle-orm*', 'fastify*', 'pg', 'node:*'],
              message: 'Fora das fronteiras de ARCHITECTURE.md.',
            },
            {
              group: ['@/journeys/*', '../../*'],
              message: 'Uma jornada não importa outra jornada: use @/components ou @/lib.',
            },
          ],
        },
      ],
    },
  },
);
