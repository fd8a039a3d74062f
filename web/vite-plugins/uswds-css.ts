import path from 'node:path'
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'
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
// italics no page shows are dropped. index.html preloads the body's regular and bold faces, which
// every page shows; the heading faces are preloaded by the server for the pages that show them
// (server/src/plugins/spa-preloads.ts).
const KEPT_FACES = [
  {
    family: 'Source Sans Pro Web',
    weight: '400',
    style: 'normal',
    file: 'sourcesanspro-regular-webfont',
  },
  {
    family: 'Source Sans Pro Web',
    weight: '700',
    style: 'normal',
    file: 'sourcesanspro-bold-webfont',
  },
  { family: 'Merriweather Web', weight: '400', style: 'normal' },
  { family: 'Merriweather Web', weight: '700', style: 'normal' },
  // Emphasis in catalogue Markdown keeps its true italic; not preloaded, fetched only if shown.
  { family: 'Source Sans Pro Web', weight: '400', style: 'italic' },
  { family: 'Source Sans Pro Web', weight: '700', style: 'italic' },
]

// Keeps the faces above, with `font-display: swap` (text shows at once in the fallback font; the
// preload makes the swap happen before the first render in practice, so nothing shifts).
function keepUsedFaces(css: string): string {
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
    return isKept
      ? face.replace(/font-display\s*:\s*[a-z]+/, 'font-display: swap')
      : ''
  })
}

function fontPreloads(bundle: Rolldown.OutputBundle): HtmlTagDescriptor[] {
  const assets = Object.values(bundle).filter(
    (file): file is Rolldown.OutputAsset => file.type === 'asset',
  )
  return KEPT_FACES.flatMap(({ file }) => {
    const asset = file
      ? assets.find((candidate) =>
          path.basename(candidate.fileName).startsWith(`${file}-`),
        )
      : undefined
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
  })
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
      return { code: keepUsedFaces(css), map: null }
    },
    // After Vite has built the page, when the hashed font names are known.
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => (bundle ? fontPreloads(bundle) : []),
    },
  }
}
