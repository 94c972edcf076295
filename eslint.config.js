// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const pastas = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const WEB = 'apps/web/src';
const API = 'apps/api/src';
const DOMAIN = 'packages/domain/src';

/** Import zones of ARCHITECTURE.md "Layout", file by file (import-x/no-restricted-paths). */
const zonas = [
  // domain → zod and its declared dependencies only (the rest is no-extraneous-dependencies below).
  {
    target: 'packages/domain',
    from: ['apps', 'packages/db', 'e2e', 'bench'],
    message: 'domain não importa apps nem db.',
  },
  // A journey imports only its own files, @/components, @/lib and the route registry @/app/caminhos.
  ...pastas(`./${WEB}/journeys`).map((jornada) => ({
    target: `${WEB}/journeys/${jornada}`,
    from: `${WEB}/journeys`,
    except: [`./${jornada}`],
    message: 'Uma jornada não importa outra jornada: use @/components ou @/lib.',
  })),
  {
    target: `${WEB}/journeys`,
    from: `${WEB}/app`,
    except: ['./caminhos.ts'],
    message: 'De app/, só @/app/caminhos.',
  },
  {
    target: `${WEB}/components`,
    from: [`${WEB}/lib`, `${WEB}/journeys`, `${WEB}/app`],
    message: 'O design system não importa lib/, journeys/ nem app/.',
  },
  { target: `${WEB}/lib`, from: `${WEB}/journeys`, message: 'lib/ não importa jornadas.' },
  {
    target: `${WEB}/lib`,
    from: `${WEB}/app`,
    except: ['./caminhos.ts'],
    message: 'De app/, lib/ só importa caminhos.',
  },
  {
    target: `${API}/core`,
    from: [`${API}/plugins`, `${API}/modules`, `${API}/adapters`],
    message: 'core/ não importa plugins, módulos nem adapters.',
  },
  {
    target: [`${API}/modules/*/*.service.ts`, `${API}/modules/*/*.repository.ts`],
    from: `${API}/plugins`,
    message: 'Serviço e repositório não dependem de plugins do Fastify.',
  },
  // Another module is reached only through its *.service.ts (never its repository, routes or internals).
  ...pastas(`./${API}/modules`).map((modulo) => ({
    target: `${API}/modules/${modulo}`,
    from: `${API}/modules/!(${modulo})/**`,
    except: ['**/*.service.ts'],
    message: 'Um módulo lê outro só pelos seus *.service.ts.',
  })),
  // Domain folders form no cycle: assembleias imports lances, so lances never imports assembleias.
  {
    target: `${DOMAIN}/lances`,
    from: `${DOMAIN}/assembleias`,
    message: 'lances não importa assembleias (ciclo).',
  },
];

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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', '*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: zonas }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Type-aware rules: a forgotten promise loses its error and its ordering.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false }] },
  },
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
    // The API suite shares one module graph per worker (vitest.config.ts, isolate: false): a test that mocked
    // a module, stubbed the environment or faked the timers would leak into the next file of its worker.
    files: ['apps/api/**/*.test.ts', 'apps/api/test/**/*.ts', 'packages/db/test/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers', 'spyOn'].map((property) => ({
          object: 'vi',
          property,
          message:
            'A suíte da API compartilha módulos entre arquivos (isolate: false): use o relógio do app de teste.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message:
            'A suíte da API compartilha módulos entre arquivos (isolate: false): passe a configuração ao app.',
        },
      ],
    },
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
