import { readFile } from 'node:fs/promises'
import path from 'node:path'
import subsetFont from 'subset-font'

// The first paint's faces (R-PERF-FONTS): each typeface the pages show is served as two faces of
// one family with disjoint `unicode-range`s. The first holds only the characters our pages are
// written in (ASCII and a few typographic marks); at 11–13 kB each it arrives in the first
// round trip of a new connection (TCP's initial window, about 14 kB), where the design system's
// 20–22 kB files needed two. The second is the design system's whole file, for every other
// character: a browser fetches it only for a page that shows one (a name with an accent in an
// API's description). Made once by `npm run fonts -w web` (committed in src/assets/fonts/).

/**
 * Every character the first-paint faces hold: what the public pages' text is written in (measured
 * on the seeded site's pages: ASCII, and ’ × ↗ – · “ ” ‘, with — and the no-break space), within
 * FIRST_PAINT_MAX_BYTES.
 */
export const FIRST_PAINT_TEXT = `${String.fromCharCode(
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index),
)}\u00a0·×–—‘’“”↗`

const USWDS_FONTS = '@uswds/uswds/dist/fonts'

/**
 * The faces split, by the file name the USWDS stylesheet gives them. `everyPage`: the body's
 * faces, which every page shows, preloaded by index.html (the heading faces by the server, for the
 * pages that show them).
 */
export const SPLIT_FACES = [
  {
    uswdsFile: 'source-sans-pro/sourcesanspro-regular-webfont.woff2',
    firstPaintFile: 'source-sans-pro-regular-first-paint.woff2',
    everyPage: true,
  },
  {
    uswdsFile: 'source-sans-pro/sourcesanspro-bold-webfont.woff2',
    firstPaintFile: 'source-sans-pro-bold-first-paint.woff2',
    everyPage: true,
  },
  {
    uswdsFile: 'merriweather/Latin-Merriweather-Regular.woff2',
    firstPaintFile: 'merriweather-regular-first-paint.woff2',
    everyPage: false,
  },
  {
    uswdsFile: 'merriweather/Latin-Merriweather-Bold.woff2',
    firstPaintFile: 'merriweather-bold-first-paint.woff2',
    everyPage: false,
  },
] as const

/**
 * A first-paint file's largest size: with its answer's headers (about 1.1 kB, the security
 * headers among them) it must fit TCP's initial window of ten 1,460-byte segments.
 */
export const FIRST_PAINT_MAX_BYTES = 13_450

/** Where the first-paint files are committed, from the web workspace's root. */
export const FIRST_PAINT_DIR = 'src/assets/fonts'

const LAST_CODE_POINT = 0x10ffff

function hex(codePoint: number): string {
  return codePoint.toString(16).toUpperCase()
}

/** Sorted runs of consecutive code points, as [first, last] pairs. */
function runs(codePoints: number[]): [number, number][] {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
  const result: [number, number][] = []
  for (const point of sorted) {
    const last = result.at(-1)
    if (last && point === last[1] + 1) last[1] = point
    else result.push([point, point])
  }
  return result
}

function rangeList(pairs: [number, number][]): string {
  return pairs
    .map(([from, to]) =>
      from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
    )
    .join(', ')
}

// With the characters no face draws, which must not fetch the whole face to find that out: the
// control characters (a text's line breaks) and the marks of the stylesheet's `content` (▴ ▾ ▲ ▼
// ✔, drawn by the fallback font).
const DRAWN_BY_FALLBACK = '▴▾▲▼✔'
const firstPaintPoints = [
  ...Array.from({ length: 0x20 }, (_, index) => index),
  ...[...FIRST_PAINT_TEXT, ...DRAWN_BY_FALLBACK].map(
    (char) => char.codePointAt(0) ?? 0,
  ),
]

/** The `unicode-range` of the first-paint faces. */
export function firstPaintRange(): string {
  return rangeList(runs(firstPaintPoints))
}

/** The `unicode-range` of the whole faces: every code point the first-paint faces do not hold. */
export function restRange(): string {
  const gaps: [number, number][] = []
  let next = 0
  for (const [from, to] of runs(firstPaintPoints)) {
    if (from > next) gaps.push([next, from - 1])
    next = to + 1
  }
  if (next <= LAST_CODE_POINT) gaps.push([next, LAST_CODE_POINT])
  return rangeList(gaps)
}

/** The first-paint file of a USWDS face, made from the design system's file. */
export async function makeFirstPaintFace(
  nodeModules: string,
  uswdsFile: string,
): Promise<Buffer> {
  const source = await readFile(path.join(nodeModules, USWDS_FONTS, uswdsFile))
  return subsetFont(source, FIRST_PAINT_TEXT, { targetFormat: 'woff2' })
}
