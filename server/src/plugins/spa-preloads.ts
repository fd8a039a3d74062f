import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** One entry of Vite's build manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

type Manifest = Record<string, ManifestChunk>

// The heading typeface's first-paint files (web/vite-plugins/first-paint-faces.ts; the body's faces
// are preloaded by index.html on every page).
const HEADING_REGULAR =
  'src/assets/fonts/merriweather-regular-first-paint.woff2'
const HEADING_BOLD = 'src/assets/fonts/merriweather-bold-first-paint.woff2'
// Pages not listed below show both heading faces (measured with document.fonts on each page).
const HEADING_FACES = [HEADING_REGULAR, HEADING_BOLD]

// The modules each page renders first, as web/src/app/router.tsx maps addresses to lazy route
// modules, the image its first view shows and the heading faces it uses: the home page only the
// bold one, the docs page neither, so neither page spends a phone's bandwidth on the others
// (R-PERF-FONTS). Only the pages people land on have their modules named; any other page loads
// them as before. A module missing from the manifest (renamed) only loses its hint.
const PAGE_MODULES: [RegExp, string[]][] = [
  [
    /^\/$/,
    [
      'src/app/routes/home-route.tsx',
      'src/assets/hero.avif',
      'src/assets/hero-narrow.avif',
      HEADING_BOLD,
    ],
  ],
  [
    /^\/explore(\/(?!api(\/|$))[^/]+)?\/?$/,
    ['src/app/routes/explore-route.tsx', ...HEADING_FACES],
  ],
  [
    /^\/explore\/api\/[^/]+\/?$/,
    [
      'src/app/routes/api-area-route.tsx',
      'src/app/routes/api-overview-route.tsx',
      ...HEADING_FACES,
    ],
  ],
  [
    /^\/explore\/api\/[^/]+\/docs\/?$/,
    ['src/app/routes/api-area-route.tsx', 'src/app/routes/api-docs-route.tsx'],
  ],
  [/./, HEADING_FACES],
]

// The home hero's two crops and the widths web/src/app/styles.css shows each at: a browser preloads
// only the one it will paint.
const IMAGE_MEDIA: Record<string, string> = {
  'src/assets/hero.avif': '(min-width: 30em)',
  'src/assets/hero-narrow.avif': '(max-width: 29.99em)',
}

// Pages that never show the catalogue (content pages, the dev mailbox, the staff console); every
// other page does: home, explore, the API pages, the production request form, and the "Page not
// found" page. The console must not preload it: a publisher's change would then meet the answer
// preloaded before it, unused until the public page the publisher opens next (R-ENTRY-LIVE).
const CATALOGUE_FREE_PAGES =
  /^\/(about|support|terms-of-service|api-publishing|dev|console|production-access(?!\/production-access-application))(\/|$)/

// The API area (/explore/api/{slug} and its subpages) shows the API's rendered markdown on every
// page: the notice of a deprecated or deactivated API is above each subpage. Only slugs of plain
// characters: the page's request then has the very same URL (the app encodes the slug it reads).
const API_AREA_PAGE = /^\/explore\/api\/([A-Za-z0-9_-]{1,100})(\/|$)/

function readManifest(webDistPath: string): Manifest {
  const file = path.join(webDistPath, '.vite', 'manifest.json')
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest)
    : {}
}

// A chunk's file and its static imports, recursively; `skip` holds what index.html loads already.
function chunkFiles(
  manifest: Manifest,
  key: string,
  skip: Set<string>,
  found: Set<string>,
): void {
  const chunk = manifest[key]
  if (!chunk || skip.has(key) || found.has(chunk.file)) return
  found.add(chunk.file)
  for (const css of chunk.css ?? []) found.add(css)
  for (const imported of chunk.imports ?? [])
    chunkFiles(manifest, imported, skip, found)
}

function linkFor(file: string, media: string | undefined): string {
  const url = `/${file}`
  if (file.endsWith('.js'))
    return `<${url}>; rel=preload; as=script; crossorigin`
  if (file.endsWith('.css')) return `<${url}>; rel=preload; as=style`
  if (file.endsWith('.woff2'))
    return `<${url}>; rel=preload; as=font; type="font/woff2"; crossorigin`
  // Typed, so a browser without AVIF skips the hint (and its CSS picks the JPEG instead).
  const type = file.endsWith('.avif') ? '; type="image/avif"' : ''
  const only = media ? `; media="${media}"` : ''
  return `<${url}>; rel=preload; as=image${type}${only}; fetchpriority=high`
}

/**
 * The `Link: rel=preload` values for a page address (R-PERF-DATA-EARLY): its data (the site
 * configuration, the catalogue where shown, an API page's rendered markdown) and, for the pages people land on, its route scripts
 * and its first image, so the browser fetches them with the entry script instead of after it has
 * run. The app's own GETs send no header of their own and the same CORS mode and credentials as
 * `crossorigin`, so they take the preloaded answers.
 */
export function createPagePreloads(
  webDistPath: string,
  apiPrefix: string,
): (pathname: string) => string[] {
  const manifest = readManifest(webDistPath)
  // index.html loads the entry and its imports itself.
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const inIndex = new Set<string>()
  for (const key of entry) chunkFiles(manifest, key, new Set(), inIndex)
  const skip = new Set(
    Object.keys(manifest).filter((key) =>
      inIndex.has(manifest[key]?.file ?? ''),
    ),
  )
  const pageFiles = PAGE_MODULES.map(
    ([pattern, modules]): [RegExp, string[]] => {
      const found = new Set<string>()
      for (const module of modules) chunkFiles(manifest, module, skip, found)
      return [pattern, [...found]]
    },
  )
  const mediaOf = new Map(
    Object.entries(IMAGE_MEDIA).flatMap(([key, media]) => {
      const file = manifest[key]?.file
      return file ? [[file, media] as const] : []
    }),
  )
  const data = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`
  return (pathname) => {
    const apiSlug = API_AREA_PAGE.exec(pathname)?.[1]
    return [
      data(`${apiPrefix}/v0/site-config`),
      ...(!CATALOGUE_FREE_PAGES.test(pathname)
        ? [
            data(
              `${apiPrefix}/v0/providers/transformations/legacy.json?environment=sandbox`,
            ),
          ]
        : []),
      // R-PERF-MARKDOWN-SERVER: the same URL as apiContentQueries in the web.
      ...(apiSlug
        ? [
            data(
              `${apiPrefix}/v0/providers/${apiSlug}/content?environment=sandbox`,
            ),
          ]
        : []),
      ...(pageFiles.find(([pattern]) => pattern.test(pathname))?.[1] ?? []).map(
        (file) => linkFor(file, mediaOf.get(file)),
      ),
    ]
  }
}
