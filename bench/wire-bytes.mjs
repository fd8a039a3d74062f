// Bytes on the wire per route: Debian's Chromium loads each page in a fresh context (empty
// cache), accepting only the given encodings, until the network is idle; every response's
// encoded body size is summed by kind. This is what the real server sends, not gzip of the files.
import { chromium } from 'playwright-core'

const KINDS = {
  script: 'js',
  stylesheet: 'css',
  fetch: 'data',
  xhr: 'data',
  font: 'font',
  image: 'image',
  document: 'html',
}

// A `Link: rel=preload` fetch has no resource type of its own: its content type tells.
const CONTENT_KINDS = [
  [/javascript/, 'js'],
  [/css/, 'css'],
  [/json|yaml/, 'data'],
  [/font/, 'font'],
  [/image/, 'image'],
]

function kindOf(request, contentType) {
  const kind = KINDS[request.resourceType()]
  if (kind) return kind
  return (
    CONTENT_KINDS.find(([pattern]) => pattern.test(contentType))?.[1] ?? 'other'
  )
}

async function measureRoute(browser, url, encodings) {
  // Chromium lets an extra header replace its own Accept-Encoding (checked: the server sees it).
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    extraHTTPHeaders: { 'accept-encoding': encodings.join(', ') },
  })
  const page = await context.newPage()
  const totals = {
    js: 0,
    css: 0,
    data: 0,
    font: 0,
    image: 0,
    html: 0,
    other: 0,
  }
  const files = []
  const pending = []
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const sizes = await request.sizes()
        const response = await request.response()
        const kind = kindOf(
          request,
          (await response?.headerValue('content-type')) ?? '',
        )
        totals[kind] += sizes.responseBodySize
        files.push({
          url: new URL(request.url()).pathname,
          kind,
          bytes: sizes.responseBodySize,
          encoding:
            (await response?.headerValue('content-encoding')) ?? 'identity',
        })
      })(),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  await context.close()
  return { ...totals, files }
}

/** Loads each route once per encoding set; returns bytes by kind and the files fetched. */
export async function wireBytes(origin, routes, encodingSets) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--no-sandbox', '--disable-background-networking'],
  })
  try {
    const results = {}
    for (const [name, encodings] of Object.entries(encodingSets)) {
      results[name] = {}
      for (const route of routes)
        results[name][route] = await measureRoute(
          browser,
          `${origin}${route}`,
          encodings,
        )
    }
    return results
  } finally {
    await browser.close()
  }
}
