import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'

// The built app as the first-load tests read it: Vite's manifest, each chunk's sources from its
// source map, and the libraries no first load may carry (R-PERF-FIRST-LOAD, R-PERF-SHELL).

export const DIST = path.join(import.meta.dirname, '../dist')

/** What no first load may carry but the pages that need it: the viewer, the form code. */
export const VIEWER = /node_modules\/swagger-(ui|client)/
export const FORMS = /node_modules\/zod\/|src\/lib\/(form-store|use-form)\./
/** The form state (ADR 025): the form pages' fields are registered with it. */
export const FORM_STATE = /src\/lib\/use-form\.tsx$/
/**
 * What validates a form on submit: Zod. No first load carries it, the form pages' neither: it
 * loads when a form is first used (R-PERF-FIRST-LOAD, ADR 021).
 */
export const VALIDATION = /node_modules\/zod\//
/** Markdown parsers: the server renders the catalogue's markdown (R-PERF-MARKDOWN-SERVER). */
export const MARKDOWN =
  /node_modules\/(marked|micromark|markdown-it|remark|mdast|remarkable)\//
/** The code samples' snippet library: loaded when the samples are opened, never with a page (R-DOCS-SAMPLES). */
export const SNIPPETS = /node_modules\/(@readme\/httpsnippet|url|punycode)\//
/** The JOSE library of the CCG helper: loaded when a key is made or read, never with a page. */
export const JOSE = /node_modules\/jose\//

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

export const manifest = JSON.parse(
  readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>

// The source files bundled into a built script, from its source map.
export function sourcesOf(file: string): string[] {
  const map = path.join(DIST, `${file}.map`)
  if (!existsSync(map)) return []
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] })
    .sources
}

// A chunk and its static imports, recursively: what loads before its code runs.
export function staticClosure(
  key: string,
  found = new Set<string>(),
): Set<string> {
  const chunk = manifest[key]
  if (!chunk || found.has(chunk.file)) return found
  found.add(chunk.file)
  for (const imported of chunk.imports ?? []) staticClosure(imported, found)
  return found
}

// The app's entry, index.html's (the build's other entry, src/boot.ts, only imports it: ADR 059).
export const entryKey = Object.keys(manifest).find(
  (key) => key === 'index.html' && manifest[key]?.isEntry,
)

/** The source files a page module brings with it before its code runs, the entry's included. */
export function staticSourcesOf(module: string): string[] {
  expect(manifest[module], module).toBeDefined()
  return [...staticClosure(module, staticClosure(entryKey ?? ''))].flatMap(
    sourcesOf,
  )
}

/** The sources of `libraries` that any of `modules` brings with it before its code runs. */
export function staticallyImported(modules: string[], libraries: RegExp) {
  return modules.flatMap((module) =>
    staticSourcesOf(module)
      .filter((source) => libraries.test(source))
      .map((source) => `${module}: ${source}`),
  )
}

// Page modules whose static imports must leave out the viewer and the form libraries.
export const PAGE_MODULES = [
  'src/app/routes/home-route.tsx',
  'src/app/routes/explore-route.tsx',
  'src/app/routes/api-area-route.tsx',
  'src/app/routes/api-overview-route.tsx',
  'src/app/routes/api-docs-route.tsx',
  'src/app/routes/api-changes-route.tsx',
  'src/features/site-content/faq-page.tsx',
  'src/features/news/news-page.tsx',
  'src/features/release-notes-subscriptions/subscription-link-pages.tsx',
]

// The form pages: the form state registers their fields; Zod waits for the first use.
export const FORM_PAGE_MODULES = [
  'src/app/routes/support-contact-route.tsx',
  'src/app/routes/production-request-route.tsx',
  'src/app/routes/api-sandbox-access-route.tsx',
  'src/features/sandbox-sign-in/sandbox-sign-in-page.tsx',
  'src/app/routes/api-release-notes-route.tsx',
]
