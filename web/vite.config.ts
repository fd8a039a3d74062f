import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { execSync } from 'node:child_process'
import { freshChunkImports } from './vite-plugins/fresh-chunk-imports.ts'
import { precompress } from './vite-plugins/precompress.ts'
import {
  BOOT_ENTRY,
  startAfterPaint,
} from './vite-plugins/start-after-paint.ts'
import { pureRouterComponents } from './vite-plugins/pure-router-components.ts'
import { swaggerUiCss } from './vite-plugins/swagger-ui-css.ts'
import {
  APIDOM_STRATEGIES,
  preloadSwaggerUiParts,
  swaggerUiPartGroups,
  swaggerUiParts,
} from './vite-plugins/swagger-ui-parts.ts'
import { swaggerUiPkce } from './vite-plugins/swagger-ui-pkce.ts'
import { uswdsCss } from './vite-plugins/uswds-css.ts'

// The footer shows the commit the bundle was built from (COMMIT_HASH overrides, e.g. in CI).
function commitHash(): string {
  if (process.env.COMMIT_HASH) return process.env.COMMIT_HASH.slice(0, 12)
  try {
    return execSync('git rev-parse --short HEAD', {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim()
  } catch {
    return 'unknown'
  }
}

// In dev the API runs on its own port (npm run dev) and Vite forwards /platform-backend to it,
// so the browser still sees one origin.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:8081'

// React Router 7's package exports name only its development build, whatever the mode (its dev
// warnings and their messages: 0.5 kB of gzip); a build takes the production one it ships beside
// it, the same code with ENABLE_DEV_WARNINGS off (ADR 021, R-PERF-SHELL).
const reactRouterProduction = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve('react-router/package.json'),
  ),
  'dist/production/index.mjs',
)

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    pureRouterComponents(),
    uswdsCss(),
    swaggerUiCss(),
    swaggerUiPkce(),
    swaggerUiParts(),
    // The server's bundle (ADR 051) is read from disk by Node: no fresh chunk addresses, no
    // compressed twins.
    ...(isSsrBuild
      ? []
      : [freshChunkImports(), startAfterPaint(), precompress()]),
  ],
  define: { __COMMIT_HASH__: JSON.stringify(commitHash()) },
  resolve: {
    alias: [
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
      {
        // swagger-client's ApiDOM strategies (OpenAPI 3.1/3.2, JSON Schema 2020-12) are left out
        // of the docs page: see no-apidom-strategy.ts (ADR 021).
        find: APIDOM_STRATEGIES,
        replacement: fileURLToPath(
          new URL(
            './src/features/docs-viewer/no-apidom-strategy.ts',
            import.meta.url,
          ),
        ),
      },
    ],
  },
  // One .env for the whole repository; Vite exposes only its VITE_* variables.
  envDir: '..',
  server: {
    host: '127.0.0.1',
    port: 8080,
    proxy: { '/platform-backend': apiOrigin },
  },
  build: isSsrBuild
    ? {
        // The server's render bundle (ADR 051): `vite build --ssr src/entry-server.tsx`.
        outDir: 'dist-ssr',
        target: 'node22',
        sourcemap: true,
        emptyOutDir: true,
      }
    : {
        // The manifest lets the bundle-size benchmark follow each route's imports.
        manifest: true,
        sourcemap: true,
        // Every browser the portal supports loads modules natively and has modulepreload (R-PERF-JS):
        // Vite's polyfill for it would be half a kilobyte of the entry chunk for nobody.
        modulePreload: {
          polyfill: false,
          resolveDependencies: preloadSwaggerUiParts,
        },
        target: 'es2022',
        // Every module the entry loads statically goes into the entry chunk: Rolldown otherwise splits
        // the ones lazy pages share (React's JSX runtime, TanStack Query's helpers…) into four tiny
        // chunks that every page fetches anyway, four more requests on a phone's connection and about
        // 2 kB of gzip of chunk glue (ADR 021, R-PERF-FIRST-LOAD).
        rolldownOptions: {
          // index.html names src/boot.ts's chunk, which starts the app after the first paint
          // (ADR 059, vite-plugins/start-after-paint.ts).
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            boot: fileURLToPath(new URL(`./${BOOT_ENTRY}`, import.meta.url)),
          },
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'app',
                  tags: ['$initial'],
                  // …of the app's entry: src/boot.ts stays a chunk of its own (ADR 059).
                  test: (id: string) => !id.endsWith(`/${BOOT_ENTRY}`),
                  priority: 100,
                },
                // The form state and the site's field components come together on every form page:
                // one chunk instead of six saves a form page about a kilobyte of gzip and five
                // requests (ADR 025). TanStack's mutation code stays a chunk of its own: the
                // credentials page needs it without the forms.
                {
                  name: 'mutation',
                  test: /\/@tanstack\/(react-query|query-core)\/.*\/(useMutation|mutationObserver)\.js$/,
                },
                {
                  name: 'forms',
                  test: /\/web\/src\/(lib\/(use-form|form-store|lazy-validation)|components\/ui\/(form-fields|form-helpers|form-footer|person-fields|submit-error|use-submit-form))\.tsx?$/,
                },
                ...swaggerUiPartGroups(),
              ],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores, which is one on CI's two; the main
    // process is idle while the files run, so both cores take a file each.
    maxWorkers: 2,
    // The docs viewer renders swagger-ui in jsdom, which takes seconds on two busy cores.
    testTimeout: 15_000,
    // swagger-ui's ES bundle (virtual:swagger-ui-core) goes through Vite as in the build, so the
    // PKCE rewrite and the ApiDOM alias apply to it in tests too.
    server: { deps: { inline: [/swagger-ui-react/] } },
  },
}))
