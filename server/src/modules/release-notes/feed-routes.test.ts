import { sql } from 'kysely'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { expect, test } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'
import type { Db } from '../../db/client.ts'

const ORIGIN = 'http://127.0.0.1:8080'

interface AtomEntry {
  title: string
  id: string
  link: string
  updated: string
  content: string
}

interface ParsedEntry {
  title: { '#text': string }
  id: string
  link: { '@_href': string }[]
  updated: string
  content?: { '#text': string }
}

/** The feed as a reader sees it: well-formed XML, its entries with their decoded HTML. */
function readFeed(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true)
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'entry' || name === 'link',
  }).parse(xml) as {
    feed: {
      title: string
      entry?: ParsedEntry[]
      link: { '@_href': string; '@_rel': string }[]
    }
  }
  const entries: AtomEntry[] = (parsed.feed.entry ?? []).map((entry) => ({
    title: entry.title['#text'],
    id: entry.id,
    link: entry.link[0]?.['@_href'] ?? '',
    updated: entry.updated,
    content: entry.content?.['#text'] ?? '',
  }))
  return { ...parsed.feed, entry: entries }
}

async function setReleaseNotes(db: Db, urlSlug: string, releaseNotes: string) {
  await db
    .updateTable('apis')
    .set({
      details: sql`jsonb_set(details, '{releaseNotes}', ${JSON.stringify(releaseNotes)}::jsonb)`,
    })
    .where('url_slug', '=', urlSlug)
    .execute()
}

test('An API’s feed is Atom with every dated note, newest first, and absolute links (R-NOTES-FEED)', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject('/explore/api/appeals/release-notes.atom')
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe(
    'application/atom+xml; charset=utf-8',
  )
  const feed = readFeed(response.body)
  expect(feed.title).toBe('Appeals Status API release notes')
  expect(feed.link).toContainEqual({
    '@_rel': 'self',
    '@_href': `${ORIGIN}/explore/api/appeals/release-notes.atom`,
  })
  const entries = feed.entry ?? []
  expect(entries.map((entry) => entry.updated.slice(0, 10))).toEqual([
    '2019-01-31',
    '2019-01-14',
    '2018-06-11',
    '2018-05-23',
  ])
  expect(entries[0]?.title).toBe('Appeals Status API: January 31, 2019')
  expect(entries[0]?.link).toBe(`${ORIGIN}/explore/api/appeals/release-notes`)
  expect(entries[0]?.content).toContain(
    '<a href="https://github.com/department-of-veterans-affairs/vets-api/pull/2717">#2717</a>',
  )
  expect(new Set(entries.map((entry) => entry.id)).size).toBe(4)
})

test('The platform feed has every listed API’s notes, newest first, at most 50', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject('/explore/release-notes.atom')
  expect(response.statusCode).toBe(200)
  const entries = readFeed(response.body).entry ?? []
  expect(entries).toHaveLength(50)
  const days = entries.map((entry) => entry.updated)
  expect(days).toEqual([...days].sort().reverse())
  expect(new Set(entries.map((entry) => entry.link)).size).toBeGreaterThan(1)
})

test('A feed answers 304 to a reader whose copy is current, by ETag or by date', async () => {
  const { app } = await buildTestApp()
  const url = '/explore/api/va-facilities/release-notes.atom'
  const first = await app.inject(url)
  const etag = String(first.headers.etag)
  const lastModified = String(first.headers['last-modified'])
  expect(etag).toMatch(/^"[\w-]+"$/)
  expect(first.headers['cache-control']).toBe('public, no-cache')
  const byTag = await app.inject({ url, headers: { 'if-none-match': etag } })
  expect(byTag.statusCode).toBe(304)
  expect(byTag.body).toBe('')
  const byDate = await app.inject({
    url,
    headers: { 'if-modified-since': lastModified },
  })
  expect(byDate.statusCode).toBe(304)
  const stale = await app.inject({
    url,
    headers: { 'if-none-match': '"something-else"' },
  })
  expect(stale.statusCode).toBe(200)
})

test('A changed note changes the feed’s ETag', async () => {
  const { app, db } = await buildTestApp({ freshDatabase: true })
  const url = '/explore/api/loan-guaranty/release-notes.atom'
  const before = await app.inject(url)
  await setReleaseNotes(db, 'loan-guaranty', '### May 1, 2030\n\nNew things')
  const after = await app.inject({
    url,
    headers: { 'if-none-match': String(before.headers.etag) },
  })
  expect(after.statusCode).toBe(200)
  expect(readFeed(after.body).entry?.[0]?.content).toBe('<p>New things</p>')
})

test('No script a publisher writes reaches a feed: raw HTML is text, script links are dropped', async () => {
  const { app, db } = await buildTestApp({ freshDatabase: true })
  await setReleaseNotes(
    db,
    'loan-guaranty',
    [
      '### May 1, 2030',
      '',
      '<script>alert(1)</script> ]]> ]]><script>alert(2)</script>',
      '',
      '[click](javascript:alert(3)) ![x](data:text/html,boom) [rel](/explore)',
      '\u0007\u001b control characters',
      '',
      '### <img src=x onerror=alert(4)> May 2, 2030',
    ].join('\n'),
  )
  const response = await app.inject(
    '/explore/api/loan-guaranty/release-notes.atom',
  )
  expect(response.statusCode).toBe(200)
  const [entry] = readFeed(response.body).entry ?? []
  const html = entry?.content ?? ''
  expect(html).not.toMatch(/<script|<img[^>]*onerror|javascript:|data:text/i)
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(html).toContain(`<a href="${ORIGIN}/explore">rel</a>`)
  expect(html).toContain('<a href="">click</a>')
})

test('An API that is not listed, or unknown, has no feed', async () => {
  const { app, db } = await buildTestApp({ freshDatabase: true })
  await db
    .updateTable('apis')
    .set({ is_stealth_launched: true })
    .where('url_slug', '=', 'loan-guaranty')
    .execute()
  for (const slug of ['loan-guaranty', 'no-such-api']) {
    const response = await app.inject(`/explore/api/${slug}/release-notes.atom`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ errors: ['API not found'] })
  }
  const platform = await app.inject('/explore/release-notes.atom')
  expect(platform.body).not.toContain('/explore/api/loan-guaranty/')
})
