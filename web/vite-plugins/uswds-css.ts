import path from 'node:path'
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'
import {
  FIRST_PAINT_DIR,
  SPLIT_FACES,
  firstPaintRange,
  restRange,
} from './first-paint-faces.ts'
import { purgeRules } from './purge-rules.ts'

// Elements that appear only in rendered Markdown from the catalogue (never written in our source),
// so their USWDS rules (`.usa-prose > table` …) must stay.
const MARKDOWN_ELEMENTS =
  'p h1 h2 h3 h4 h5 h6 ul ol li a strong em code pre blockquote table thead tbody tr th td hr img del input br'

// Classes our code builds from a value (`usa-alert--${type}`), which a scan of the source cannot see.
const BUILT_CLASSES = [
  /^usa-alert--/,
  /^usa-step-indicator__segment/,
  /^usa-button--/,
]

// The faces the pages use (measured: document.fonts on every page type); other weights and the
// italics no page shows are dropped. The upright ones are split in two (first-paint-faces.ts):
// index.html preloads the first-paint files of the body's regular and bold faces, which every page
// shows; the server preloads the heading faces' for the pages that show them
// (server/src/plugins/spa-preloads.ts).
const KEPT_FACES = [
  { family: 'Source Sans Pro Web', weight: '400', style: 'normal' },
  { family: 'Source Sans Pro Web', weight: '700', style: 'normal' },
  { family: 'Merriweather Web', weight: '400', style: 'normal' },
  { family: 'Merriweather Web', weight: '700', style: 'normal' },
  // Emphasis in catalogue Markdown keeps its true italic; not preloaded, fetched only if shown.
  { family: 'Source Sans Pro Web', weight: '400', style: 'italic' },
  { family: 'Source Sans Pro Web', weight: '700', style: 'italic' },
]

const FACE_URL = /url\(\s*["']?([^"')]+)["']?\s*\)/

/**
 * Keeps the faces above, with `font-display: swap` (text shows at once in the fallback font; the
 * preload makes the swap happen before the first render in practice, so nothing shifts), each
 * upright one as its whole file for the characters the first-paint file lacks, then the
 * first-paint file (`unicode-range`s disjoint, so a browser fetches a file only for the characters
 * a page shows). `cssDir` and `fontsDir`: where the stylesheet and the first-paint files are.
 */
function keepUsedFaces(css: string, cssDir: string, fontsDir: string): string {
  return css.replace(/@font-face\s*\{[^}]*\}/g, (face) => {
    const value = (name: string) =>
      new RegExp(`${name}\\s*:\\s*([^;}]+)`)
        .exec(face)?.[1]
        ?.trim()
        .replace(/^["']|["']$/g, '')
    const isKept = KEPT_FACES.some(
      (kept) =>
        kept.family === value('font-family') &&
        kept.weight === value('font-weight') &&
        kept.style === value('font-style'),
    )
    if (!isKept) return ''
    const swapped = face.replace(
      /font-display\s*:\s*[a-z]+/,
      'font-display: swap',
    )
    const url = FACE_URL.exec(face)?.[1] ?? ''
    const split = SPLIT_FACES.find(({ uswdsFile }) => url.endsWith(uswdsFile))
    if (!split) return swapped
    const firstPaintUrl = path
      .relative(cssDir, path.join(fontsDir, split.firstPaintFile))
      .split(path.sep)
      .join('/')
    const withRange = (rule: string, range: string) =>
      rule.replace(/\}$/, `;unicode-range: ${range}}`)
    return (
      withRange(swapped, restRange()) +
      withRange(
        swapped.replace(FACE_URL, `url(${firstPaintUrl})`),
        firstPaintRange(),
      )
    )
  })
}

function fontPreloads(bundle: Rolldown.OutputBundle): HtmlTagDescriptor[] {
  const assets = Object.values(bundle).filter(
    (file): file is Rolldown.OutputAsset => file.type === 'asset',
  )
  return SPLIT_FACES.filter(({ everyPage }) => everyPage).flatMap(
    ({ firstPaintFile }) => {
      const asset = assets.find((candidate) =>
        path
          .basename(candidate.fileName)
          .startsWith(`${firstPaintFile.replace(/\.woff2$/, '')}-`),
      )
      return asset
        ? [
            {
              tag: 'link',
              attrs: {
                rel: 'preload',
                as: 'font',
                type: 'font/woff2',
                href: `/${asset.fileName}`,
                crossorigin: '',
              },
              injectTo: 'head' as const,
            },
          ]
        : []
    },
  )
}

/**
 * Keeps only the rules of the precompiled USWDS stylesheet whose selectors our source uses
 * (PurgeCSS over `src/` and `index.html`): the whole stylesheet is 551 kB, what the pages use
 * about a tenth of it. The rules kept are byte for byte the design system's, so the look is the
 * same (R-PERF-CSS, ADR 021). Its fonts: the faces used, `font-display: swap`, the body's regular
 * and bold ones preloaded by index.html (R-PERF-FONTS). Only at build time: the dev server serves the
 * whole stylesheet.
 */
export function uswdsCss(): Plugin {
  let root = process.cwd()
  return {
    name: 'portal:uswds-css',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async transform(code, id) {
      if (!/@uswds[\\/]uswds[\\/].*\.css$/.test(id.split('?')[0] ?? '')) return
      const css = await purgeRules(
        code,
        [
          path.join(root, 'index.html'),
          path.join(root, 'src/**/*.{ts,tsx}'),
          { raw: MARKDOWN_ELEMENTS, extension: 'html' },
        ],
        BUILT_CLASSES,
      )
      return {
        code: keepUsedFaces(
          css,
          path.dirname(id.split('?')[0] ?? id),
          path.join(root, FIRST_PAINT_DIR),
        ),
        map: null,
      }
    },
    // After Vite has built the page, when the hashed font names are known.
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => (bundle ? fontPreloads(bundle) : []),
    },
  }
}
