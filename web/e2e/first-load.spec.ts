import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './test.ts'
import {
  DIST,
  FORMS,
  SNIPPETS,
  sourcesOf,
  VALIDATION,
  VIEWER,
} from './built-app.ts'

// What each page loads first, checked against the built app in a browser (R-PERF-FIRST-LOAD,
// R-PERF-COMPRESS, R-PERF-DATA-EARLY). Sizes and timings are the bench's business (npm run
// bench), never asserted here; the docs viewer's chunk budget is in first-load-bundle.spec.ts. What the build's modules import statically: first-load-bundle.spec.ts.

// The scripts a page fetches until the network is idle, with their encodings.
async function firstLoad(page: Page, url: string) {
  const scripts: { file: string; encoding: string }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push({
      file: new URL(response.url()).pathname.slice(1),
      encoding: response.headers()['content-encoding'] ?? 'identity',
    })
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  return scripts
}

for (const { url, mayUseForms } of [
  { url: '/', mayUseForms: false },
  { url: '/explore', mayUseForms: false },
  { url: '/explore/api/va-facilities', mayUseForms: false },
  { url: '/support/faq', mayUseForms: false },
  { url: '/support/contact-us', mayUseForms: true },
  {
    url: '/production-access/production-access-application',
    mayUseForms: true,
  },
  { url: '/explore/api/va-facilities/sandbox-access', mayUseForms: true },
]) {
  test(`${url} loads its scripts compressed, without the viewer${mayUseForms ? ' or Zod' : ' or the form libraries'}`, async ({
    page,
  }) => {
    const scripts = await firstLoad(page, url)
    expect(scripts.length).toBeGreaterThan(0)
    // A script too small to gain from compression has no twin and goes out as it is.
    for (const { file, encoding } of scripts)
      expect(encoding, file).toBe(
        existsSync(path.join(DIST, `${file}.br`)) ? 'br' : 'identity',
      )
    expect(scripts.some(({ encoding }) => encoding === 'br')).toBe(true)
    const sources = scripts.flatMap(({ file }) => sourcesOf(file))
    expect(sources.filter((source) => VIEWER.test(source))).toEqual([])
    const forms = sources.filter((source) => FORMS.test(source))
    if (mayUseForms) expect(forms.length).toBeGreaterThan(0)
    else expect(forms).toEqual([])
    expect(sources.filter((source) => VALIDATION.test(source))).toEqual([])
    expect(sources.filter((source) => SNIPPETS.test(source))).toEqual([])
  })
}

test('The docs page loads the viewer but neither the curl builder nor the code samples: each comes when opened (R-DOCS-SAMPLES, R-FIRST-LOAD-DOCS)', async ({
  page,
}) => {
  const scripts = await firstLoad(page, '/explore/api/va-facilities/docs')
  await page.getByRole('heading', { name: 'Build a curl request' }).waitFor()
  const sources = scripts.flatMap(({ file }) => sourcesOf(file))
  expect(sources.some((source) => VIEWER.test(source))).toBe(true)
  expect(sources.filter((source) => SNIPPETS.test(source))).toEqual([])
  const BUILDER =
    /docs-viewer\/curl-(builder|command)\.tsx?$|ui\/copy-button\.tsx$/
  expect(sources.filter((source) => BUILDER.test(source))).toEqual([])
  const isBuilder = (url: string) =>
    sourcesOf(new URL(url).pathname.slice(1)).some((source) =>
      /docs-viewer\/curl-builder\.tsx$/.test(source),
    )
  const [builder] = await Promise.all([
    page.waitForResponse((response) => isBuilder(response.url())),
    page.getByRole('button', { name: 'Open the curl builder' }).click(),
  ])
  expect(builder.status()).toBe(200)
  const [opened] = await Promise.all([
    page.waitForResponse((response) =>
      sourcesOf(new URL(response.url()).pathname.slice(1)).some((source) =>
        /node_modules\/@readme\/httpsnippet\//.test(source),
      ),
    ),
    page
      .getByRole('button', { name: 'Show this request in seven languages' })
      .click(),
  ])
  expect(opened.status()).toBe(200)
})

test('/ does not fetch the legacy address table; an old address reached in the app loads it and still goes to its page (R-PERF-SHELL, R-REDIRECT-PAGES)', async ({
  page,
}) => {
  const scripts = await firstLoad(page, '/')
  const isLegacyTable = (file: string) =>
    sourcesOf(file).some((source) =>
      /legacy-redirects\.ts|not-found-route\.tsx/.test(source),
    )
  expect(scripts.filter(({ file }) => isLegacyTable(file))).toEqual([])
  // A client-side navigation: the router, not the server's 301, handles it.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/whats-new')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveURL(/\/about\/news$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'News' }),
  ).toBeVisible()
  expect(scripts.some(({ file }) => isLegacyTable(file))).toBe(true)
})

test('A browser that takes only gzip gets every script as gzip (Zopfli), and the page runs (R-PERF-COMPRESS)', async ({
  browser,
}) => {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  })
  const page = await context.newPage()
  const scripts = await firstLoad(page, '/explore')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explore APIs' }),
  ).toBeVisible()
  for (const { file, encoding } of scripts)
    expect(encoding, file).toBe(
      existsSync(path.join(DIST, `${file}.gz`)) ? 'gzip' : 'identity',
    )
  expect(scripts.some(({ encoding }) => encoding === 'gzip')).toBe(true)
  await context.close()
})

test('The contact form loads its validation on first focus; a submit before it arrives waits for it and still shows the messages (R-PERF-FIRST-LOAD, R-FORM-SUBMIT-ONLY)', async ({
  page,
}) => {
  const loaded: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      loaded.push(new URL(response.url()).pathname.slice(1))
  })
  await page.goto('/support/contact-us', { waitUntil: 'networkidle' })
  const hasValidation = () =>
    loaded
      .flatMap(sourcesOf)
      .some((source) => /node_modules\/zod\//.test(source))
  expect(hasValidation()).toBe(false)

  // Hold the validation chunk until the form has been submitted.
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let isRequested = false
  await page.route(/\/assets\/contact-validation-[^/]*\.js$/, async (route) => {
    isRequested = true
    await released
    await route.continue()
  })
  await page.getByRole('button', { name: 'Send' }).click()
  await expect.poll(() => isRequested).toBe(true)
  await expect(page.getByText('Enter your first name')).toHaveCount(0)
  release()
  await expect(
    page.getByText('Enter your first name', { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByText('Enter your description', { exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^First name/ })).toBeFocused()
  expect(hasValidation()).toBe(true)
})

test('The sandbox signup form loads its validation on the first focus of a field', async ({
  page,
}) => {
  const loaded: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      loaded.push(new URL(response.url()).pathname.slice(1))
  })
  await page.goto('/explore/api/va-facilities/sandbox-access', {
    waitUntil: 'networkidle',
  })
  const hasZod = () =>
    loaded
      .flatMap(sourcesOf)
      .some((source) => /node_modules\/zod\//.test(source))
  expect(hasZod()).toBe(false)
  await page.getByRole('textbox', { name: /^First name/ }).focus()
  await expect.poll(hasZod).toBe(true)
})

test('The docs page loads the viewer in a chunk of its own, after the page has shown its version selector', async ({
  page,
}) => {
  await page.goto('/explore/api/va-facilities/docs')
  await expect(
    page.getByRole('heading', { name: 'VA Facilities API Docs', level: 1 }),
  ).toBeVisible()
  await expect(page.locator('.swagger-ui').first()).toBeVisible({
    timeout: 20_000,
  })
})

test('The catalogue travels beside the server-rendered page: requested once, and the page has one meta description (R-SSR-DATA)', async ({
  page,
}) => {
  const catalogueRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/providers/transformations/legacy.json'))
      catalogueRequests.push(request.url())
  })
  await page.goto('/explore', { waitUntil: 'networkidle' })
  await expect(page.getByRole('list', { name: 'APIs' })).toBeVisible()
  expect(catalogueRequests).toHaveLength(1)
  await expect(page.locator('meta[name="description"]')).toHaveCount(1)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /by topic and authorization type/,
  )
})

test("An API page's rendered markdown travels in the server-rendered page: the browser does not ask for it again (R-PERF-MARKDOWN-SERVER, R-SSR-DATA)", async ({
  page,
}) => {
  const contentRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/providers/va-facilities/content'))
      contentRequests.push(request.url())
  })
  await page.goto('/explore/api/va-facilities', { waitUntil: 'networkidle' })
  await expect(
    page.getByRole('heading', { level: 2, name: 'With this API you can' }),
  ).toBeVisible()
  expect(contentRequests).toHaveLength(0)
})

for (const url of [
  '/',
  '/explore',
  '/explore/api/va-facilities',
  '/explore/api/va-facilities/docs',
]) {
  test(`${url} fetches only the font faces it shows: none is preloaded for nothing (R-PERF-FONTS)`, async ({
    page,
  }) => {
    const fetched: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fetched.push(request.url())
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    // A preloaded face the page never uses is fetched but stays "unloaded" in document.fonts.
    const shown = await page.evaluate(
      () =>
        [...document.fonts].filter((face) => face.status === 'loaded').length,
    )
    expect(fetched.length).toBeGreaterThan(0)
    expect(fetched).toHaveLength(shown)
    // The first-paint faces only: the page's text is all in them (R-PERF-FONTS).
    for (const font of fetched)
      expect(font).toMatch(/-first-paint-[\w-]+\.woff2$/)
  })
}

test('A character outside the first-paint faces fetches the whole face and shows in it (R-PERF-FONTS)', async ({
  page,
}) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fetched.push(request.url())
  })
  await page.goto('/about', { waitUntil: 'networkidle' })
  const isWhole = (font: string) => !/-first-paint-[\w-]+\.woff2$/.test(font)
  expect(fetched.filter(isWhole)).toEqual([])
  const whole = page.waitForRequest(
    (request) => request.resourceType() === 'font' && isWhole(request.url()),
  )
  await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
    heading.textContent = 'Café, naïve, Łódź'
  })
  await whole
  // The whole face (its range begins where the first-paint file's ends, after ASCII) is in use;
  // the range's letter case is the browser's to choose.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) =>
            face.status === 'loaded' && /^u\+7f\b/i.test(face.unicodeRange),
        ),
      ),
    )
    .toBe(true)
})

for (const url of ['/', '/explore/api/va-facilities', '/support/faq']) {
  test(`${url} shows its page on the first render, never the page-loading indicator: its chunks load before it (R-PERF-LANDING)`, async ({
    page,
  }) => {
    // Any "Loading page" indicator ever attached, however briefly, is counted.
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { loadingSeen: seen })
      new MutationObserver(() => {
        if (
          document.querySelector('[aria-label="Loading page"], .loading-area')
        )
          seen.push(document.querySelector('main')?.textContent ?? '')
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const seen = await page.evaluate(
      () => (window as unknown as { loadingSeen: string[] }).loadingSeen,
    )
    expect(seen.filter((text) => text.includes('Loading page'))).toEqual([])
  })
}

test('The home hero is fetched once, as AVIF, through the preload; the JPEG is never fetched (R-PERF-IMAGES)', async ({
  page,
}) => {
  const images: { url: string; type: string }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image')
      images.push({
        url: new URL(response.url()).pathname,
        type: response.headers()['content-type'] ?? '',
      })
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  const heroes = images.filter(({ url }) => url.includes('/hero-'))
  expect(heroes).toHaveLength(1)
  expect(heroes[0]?.url).toMatch(/\.avif$/)
  expect(heroes[0]?.type).toBe('image/avif')
  const background = await page
    .locator('.usa-hero')
    .evaluate((element) => getComputedStyle(element).backgroundImage)
  expect(background).toMatch(/hero-[\w-]+\.avif/)
})

for (const url of ['/', '/explore', '/explore/api/va-facilities', '/about']) {
  test(`${url} paints before the app's script is asked for, then hydrates (R-SSR-START)`, async ({
    page,
  }) => {
    await page.goto(url, { waitUntil: 'networkidle' })
    await expect(page.locator('html')).toHaveAttribute('data-started', 'true')
    const { paint, script } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]
        ?.startTime,
      script: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/index-[\w-]+\.js/.test(entry.name))
        ?.startTime,
    }))
    expect(paint).toBeGreaterThan(0)
    expect(script).toBeGreaterThan(paint ?? Infinity)
  })
}

test.describe('On a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  test('The home hero is its phone crop, fetched once through the preload; the wide one and the JPEG are never fetched (R-PERF-IMAGES)', async ({
    page,
  }) => {
    const heroes: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url()).pathname
      if (url.includes('/hero-')) heroes.push(url)
    })
    await page.goto('/', { waitUntil: 'networkidle' })
    expect(heroes).toHaveLength(1)
    expect(heroes[0]).toMatch(/\/hero-narrow-[\w-]+\.avif$/)
    const background = await page
      .locator('.usa-hero')
      .evaluate((element) => getComputedStyle(element).backgroundImage)
    expect(background).toMatch(/hero-narrow-[\w-]+\.avif/)
  })
})

test("Explore draws the restricted API's lock in place: it fetches no icon sprite before its first paint", async ({
  page,
}) => {
  const sprites: string[] = []
  page.on('request', (request) => {
    if (/\/sprite-[\w-]+\.svg/.test(request.url())) sprites.push(request.url())
  })
  await page.goto('/explore', { waitUntil: 'networkidle' })
  await expect(page.getByRole('list', { name: 'APIs' })).toBeVisible()
  expect(sprites).toEqual([])
})
