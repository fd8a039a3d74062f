import { createHash } from 'node:crypto'
import { Feed } from 'feed'
import {
  apiFeedPath,
  PLATFORM_FEED_PATH,
} from '@portal/schema/release-notes-texts'
import { markdownHtml } from './markdown-html.ts'
import {
  parseReleaseNotes,
  type ReleaseNoteEntry,
} from './release-note-entries.ts'

/** An API as its feed needs it. */
export interface FeedApi {
  urlSlug: string
  name: string
  releaseNotes: string
  /** When its catalogue row last changed. */
  updatedAt: Date
}

/** A feed document, with what its caching headers are made of. */
export interface FeedDocument {
  xml: string
  etag: string
  lastModified: Date
}

/** Entries the platform feed carries at most (the newest). */
const PLATFORM_FEED_CAP = 50

// XML 1.0 allows no control characters (nor lone surrogates) even inside CDATA: a publisher's
// stray one would make the whole feed unreadable, so they are dropped.
const NOT_XML_CHARACTER =
  /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu
const xmlSafe = (text: string) => text.replace(NOT_XML_CHARACTER, '')

// Titles are `type="html"` in the library's Atom: their text is escaped like any HTML text.
const htmlText = (text: string) =>
  xmlSafe(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')

const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`)

const pageUrl = (origin: string, urlSlug: string) =>
  `${origin}/explore/api/${urlSlug}/release-notes`

interface FeedEntry {
  api: FeedApi
  entry: ReleaseNoteEntry
}

function document(
  options: {
    origin: string
    title: string
    description: string
    selfPath: string
    link: string
  },
  entries: FeedEntry[],
  apis: FeedApi[],
): FeedDocument {
  const { origin } = options
  const newest = entries[0] ? dayStart(entries[0].entry.date) : new Date(0)
  // The newest note's day, or a later change of an API's row (an edited note keeps its day).
  const lastModified = new Date(
    Math.max(newest.getTime(), ...apis.map((api) => api.updatedAt.getTime())),
  )
  lastModified.setUTCMilliseconds(0)
  const feed = new Feed({
    id: `${origin}${options.selfPath}`,
    title: options.title,
    description: options.description,
    link: options.link,
    feedLinks: { atom: `${origin}${options.selfPath}` },
    updated: newest,
    generator: false,
    language: 'en',
    author: { name: 'VA API Platform', link: origin },
    copyright: 'A work of the U.S. government, in the public domain',
  })
  for (const { api, entry } of entries) {
    const [, date, hash] = entry.id.split('/').slice(-3)
    feed.addItem({
      title: htmlText(`${api.name}: ${entry.heading}`),
      // Stable while the note's text is: the page's address, the day and the text's hash.
      id: `${pageUrl(origin, api.urlSlug)}#${date}-${hash}`,
      link: pageUrl(origin, api.urlSlug),
      date: dayStart(entry.date),
      content: xmlSafe(markdownHtml(entry.markdown, origin)),
      author: [{ name: api.name }],
    })
  }
  const xml = feed.atom1()
  const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`
  return { xml, etag, lastModified }
}

/** One API's release notes as an Atom feed, newest first (R-NOTES-FEED). */
export function apiFeed(api: FeedApi, origin: string): FeedDocument {
  const entries = parseReleaseNotes(api.urlSlug, api.releaseNotes).map(
    (entry) => ({ api, entry }),
  )
  return document(
    {
      origin,
      title: `${api.name} release notes`,
      description: `What changed in each release of the ${api.name}.`,
      selfPath: apiFeedPath(api.urlSlug),
      link: pageUrl(origin, api.urlSlug),
    },
    entries,
    [api],
  )
}

/** Every listed API's release notes in one Atom feed: the newest `cap` entries (R-NOTES-FEED). */
export function platformFeed(
  apis: FeedApi[],
  origin: string,
  cap = PLATFORM_FEED_CAP,
): FeedDocument {
  const entries = apis
    .flatMap((api) =>
      parseReleaseNotes(api.urlSlug, api.releaseNotes).map((entry) => ({
        api,
        entry,
      })),
    )
    // Newest day first; one day's notes by API name, so the order never depends on the query.
    .sort(
      (a, b) =>
        b.entry.date.localeCompare(a.entry.date) ||
        a.api.name.localeCompare(b.api.name),
    )
    .slice(0, cap)
  return document(
    {
      origin,
      title: 'VA API Platform release notes',
      description: 'What changed in each release of the department’s APIs.',
      selfPath: PLATFORM_FEED_PATH,
      link: `${origin}/explore`,
    },
    entries,
    apis,
  )
}
