// One flat config for the three workspaces. Type-aware, but kept to rules that catch bugs;
// formatting is Prettier's job.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import checkFile from 'eslint-plugin-check-file'
import testingLibrary from 'eslint-plugin-testing-library'
import jestDom from 'eslint-plugin-jest-dom'
import vitest from '@vitest/eslint-plugin'
import globals from 'globals'

// One zone per feature folder: a feature may import only from itself among features.
const featureZones = readdirSync(
  new URL('./web/src/features', import.meta.url),
  { withFileTypes: true },
)
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./web/src/features/${name}`,
    from: './web/src/features',
    except: [`./${name}`],
    message: 'Features do not import features: compose them in web/src/app/.',
  }))

// One zone per server module: code outside a module (app.ts, server.ts, other modules, db/,
// test/) imports it only through its index.ts; the module's own files and tests import each
// other directly.
const listDir = (folder) =>
  readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
const serverModules = listDir('./server/src/modules')
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => name)
const serverOutsideModules = [
  ...listDir('./server/src')
    .filter(({ name }) => name !== 'modules')
    .map(({ name }) => `./server/src/${name}`),
  ...listDir('./server')
    .filter(
      ({ name }) => !['src', 'node_modules', 'dist', 'var'].includes(name),
    )
    .map(({ name }) => `./server/${name}`),
]
const serverModuleZones = serverModules.map((name) => ({
  target: [
    ...serverOutsideModules,
    ...serverModules
      .filter((other) => other !== name)
      .map((other) => `./server/src/modules/${other}`),
  ],
  from: `./server/src/modules/${name}`,
  except: ['./index.ts'],
  message: `Import the ${name} module through server/src/modules/${name}/index.ts.`,
}))

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}']

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'server/var/**',
      'web/test-results/**',
      'web/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    // Resolves the #web/* and #server/* subpath imports, so the boundary zones see through them.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{schema,server,web}/**/': 'KEBAB_CASE' },
      ],
      // Dependency direction: schema ← server, schema ← web; features never import features;
      // server modules are imported through their index.ts.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './schema',
              from: ['./server', './web'],
              message: 'schema/ is the contract: no I/O, no app code.',
            },
            {
              target: './server',
              from: './web',
              message: 'server and web never import each other.',
            },
            {
              target: './web',
              from: './server',
              message: 'server and web never import each other.',
            },
            ...featureZones,
            ...serverModuleZones,
            {
              // The public catalogue (web/src/catalogue) is shared by features and app/.
              target: './web/src/catalogue',
              from: './web/src/features',
              message:
                'The catalogue layer is shared by features: it never imports one.',
            },
            {
              // The console's shared layer (web/src/console) is used by the console features.
              target: './web/src/console',
              from: './web/src/features',
              message:
                'The console layer is shared by console features: it never imports one.',
            },
            {
              // The account pages' shared layer (web/src/account) is used by the account features.
              target: './web/src/account',
              from: './web/src/features',
              message:
                'The account layer is shared by account features: it never imports one.',
            },
            {
              target: [
                './web/src/features',
                './web/src/catalogue',
                './web/src/console',
                './web/src/account',
                './web/src/components',
                './web/src/lib',
              ],
              from: './web/src/app',
              message: 'app/ composes features; nothing below it imports app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [
      jsxA11y.flatConfigs.recommended,
      reactHooks.configs.flat.recommended,
      pluginQuery.configs['flat/recommended'],
    ],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'swagger-ui',
              message:
                'Use swagger-ui-react (the standalone bundle crashes on React 19).',
            },
            {
              name: 'axios',
              message: 'Use getJson and the helpers in #web/lib/http.ts.',
            },
          ],
          patterns: [
            {
              group: ['**/test/**', '*.test', '*.test.*'],
              message: 'App code never imports test code.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            'Call the API through #web/lib/http.ts so every request gets its X-Request-ID.',
        },
      ],
    },
  },
  {
    // Static scripts the browser loads as they are (swagger-ui's OAuth redirect page).
    files: ['web/public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    // The fetch helpers are the one place that calls fetch (the CCG helper's form POST is a module
    // of its own so the entry chunk leaves it out, R-PERF-SHELL).
    files: [
      'web/src/lib/http.ts',
      'web/src/lib/http-form-post.ts',
      'web/src/lib/http-send.ts',
      'web/src/lib/http-file.ts',
    ],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: [
      'server/**/*.ts',
      'schema/**/*.ts',
      'scripts/**/*.mjs',
      'bench/**/*.mjs',
      'server/scripts/**/*.mjs',
      'web/e2e/**/*.ts',
      '*.js',
      'web/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: TEST_FILES,
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
    },
  },
  {
    files: ['web/src/**/*.test.tsx', 'web/src/test/**/*.tsx'],
    extends: [
      testingLibrary.configs['flat/react'],
      jestDom.configs['flat/recommended'],
    ],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': 'off' },
  },
  {
    files: ['web/src/test/**/*.ts', 'web/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
)
