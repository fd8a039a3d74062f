import { statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import {
  DIST,
  entryKey,
  FORM_PAGE_MODULES,
  FORM_STATE,
  FORMS,
  JOSE,
  manifest,
  MARKDOWN,
  PAGE_MODULES,
  SNIPPETS,
  sourcesOf,
  staticallyImported,
  staticClosure,
  staticSourcesOf,
  VALIDATION,
  VIEWER,
} from './built-app.ts'

// What each page's modules import statically, read from the build (R-PERF-FIRST-LOAD,
// R-PERF-SHELL): no browser needed. What a page fetches is in first-load.spec.ts.

test('The entry and the page modules statically import neither the viewer nor the form libraries', () => {
  expect(entryKey).toBeDefined()
  for (const module of PAGE_MODULES)
    expect(staticSourcesOf(module).length, module).toBeGreaterThan(0)
  expect(staticallyImported(PAGE_MODULES, VIEWER)).toEqual([])
  expect(staticallyImported(PAGE_MODULES, FORMS)).toEqual([])
})

test("swagger-ui's parts (assets/docs-*.js) are no page's static import: only the docs viewer loads them (R-PERF-DOCS)", () => {
  const parts = Object.values(manifest)
    .map((chunk) => chunk.file)
    // docs-viewer-*.js is the viewer's own code, shared by the API docs and Platform API pages.
    .filter(
      (file) =>
        /^assets\/docs-/.test(file) && !/^assets\/docs-viewer-/.test(file),
    )
  expect(parts.some((file) => /^assets\/docs-swagger-ui-/.test(file))).toBe(
    true,
  )
  for (const module of [...PAGE_MODULES, ...FORM_PAGE_MODULES])
    expect(
      [...staticClosure(module, staticClosure(entryKey ?? ''))].filter((file) =>
        parts.includes(file),
      ),
      module,
    ).toEqual([])
})

test('No page, and not the docs viewer, statically imports httpsnippet: it loads when the samples are opened (R-DOCS-SAMPLES)', () => {
  expect(
    staticallyImported(
      [
        ...PAGE_MODULES,
        ...FORM_PAGE_MODULES,
        'src/app/routes/api-docs-route.tsx',
        'src/features/docs-viewer/spec-viewer.tsx',
      ],
      SNIPPETS,
    ),
  ).toEqual([])
  expect(
    Object.values(manifest).some((chunk) =>
      sourcesOf(chunk.file).some((source) => SNIPPETS.test(source)),
    ),
  ).toBe(true)
})

// The docs viewer's chunk of the page and the spec viewer's (swagger-ui's plugins, the portal's
// layout), in bytes, as built before issue 34's code samples: a feature that adds to them takes
// as much out (R-FIRST-LOAD-DOCS, R-DOCS-VIEWER-BUDGET).
const VIEWER_BUDGET = 17_870
const viewerKey = Object.keys(manifest).find((key) =>
  /^_docs-viewer-/.test(key),
)
const SPEC_VIEWER = 'src/features/docs-viewer/spec-viewer.tsx'

test("The docs page's first load takes swagger-ui's constructor from its bundle, without swagger-ui-react's unused component (R-DOCS-VIEWER-BUDGET)", () => {
  const firstLoad = staticClosure(
    'src/app/routes/api-docs-route.tsx',
    staticClosure(entryKey ?? ''),
  )
  // What the docs viewer imports on mount: swagger-ui's parts and the spec viewer.
  for (const key of manifest[viewerKey ?? '']?.dynamicImports ?? [])
    staticClosure(key, firstLoad)
  const sources = [...firstLoad].flatMap(sourcesOf)
  expect(sources.some((source) => VIEWER.test(source))).toBe(true)
  expect(
    sources.filter((source) =>
      /node_modules\/swagger-ui-react\/index\.[cm]?js$/.test(source),
    ),
  ).toEqual([])
})

test("The docs viewer's own first-load chunks stay within their size before the code samples (R-DOCS-VIEWER-BUDGET)", () => {
  const files = [
    manifest[viewerKey ?? '']?.file,
    manifest[SPEC_VIEWER]?.file,
  ].map((file) => file ?? '')
  const bytes = files.reduce(
    (sum, file) => sum + statSync(path.join(DIST, file)).size,
    0,
  )
  expect(bytes, files.join(' + ')).toBeLessThanOrEqual(VIEWER_BUDGET)
})

test('The form pages statically import the form state but not Zod (R-PERF-FIRST-LOAD)', () => {
  for (const module of FORM_PAGE_MODULES)
    expect(staticallyImported([module], FORM_STATE), module).not.toEqual([])
  expect(staticallyImported(FORM_PAGE_MODULES, VALIDATION)).toEqual([])
})

test('No page statically imports a markdown parser: the server renders the catalogue markdown (R-PERF-MARKDOWN-SERVER)', () => {
  // swagger-ui's own (remarkable, for the spec's descriptions) is in the viewer's chunk.
  expect(
    staticallyImported(
      [
        ...PAGE_MODULES,
        'src/app/routes/api-release-notes-route.tsx',
        'src/app/routes/api-test-users-route.tsx',
      ],
      MARKDOWN,
    ),
  ).toEqual([])
})

test('No page statically imports jose: the CCG helper loads it when a key is made (R-OAUTH-CCG-HELPER-LAZY)', () => {
  expect(
    staticallyImported(
      [
        ...PAGE_MODULES,
        'src/app/routes/api-sandbox-access-route.tsx',
        'src/app/routes/account-app-add-api-route.tsx',
        'src/app/routes/api-auth-guide-route.tsx',
      ],
      JOSE,
    ),
  ).toEqual([])
  expect(
    Object.values(manifest).some((chunk) =>
      sourcesOf(chunk.file).some((source) => JOSE.test(source)),
    ),
  ).toBe(true)
})

// What no first paint needs, each loaded with the page or the action that uses it (R-PERF-SHELL).
const NOT_IN_ENTRY =
  /schema\/src\/legacy-redirects\.ts|app\/routes\/not-found-route\.tsx|components\/ui\/dialog\.tsx|veteran-resources-dialog\.tsx|lib\/http-upload\.ts|lib\/http-form-post\.ts|node_modules\/react-router\/dist\/development\//

test("The entry chunk leaves out the legacy address table, the not-found route, the dialog and the upload, and takes React Router's production build (R-PERF-SHELL)", () => {
  const sources = [...staticClosure(entryKey ?? '')].flatMap(sourcesOf)
  expect(sources.filter((source) => NOT_IN_ENTRY.test(source))).toEqual([])
  expect(
    sources.some((source) =>
      /node_modules\/react-router\/dist\/production\//.test(source),
    ),
  ).toBe(true)
})
