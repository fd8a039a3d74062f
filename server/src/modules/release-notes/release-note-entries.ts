import { createHash } from 'node:crypto'

// An API's `releaseNotes` is one markdown text: sections that each start with a `### Month D,
// YYYY` heading, separated by `---` rules (001 "Release notes page"; the seeded catalogue). The
// feeds and the emails need them one by one.

/** One dated release note of an API. */
export interface ReleaseNoteEntry {
  /** `{urlSlug}/{YYYY-MM-DD}/{hash}`: the same text on the same day of the same API, the same id. */
  id: string
  /** The heading's day, `YYYY-MM-DD`. */
  date: string
  /** The heading as written, e.g. `June 17, 2022`. */
  heading: string
  /** The section's markdown below its heading, without the separating rule. */
  markdown: string
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

// Any ATX heading level from 2 to 4 is taken: a publisher who wrote `## May 1, 2024` meant a date.
const DATE_HEADING =
  /^ {0,3}#{2,4}[ \t]+([A-Za-z]+)\.?[ \t]+(\d{1,2}),?[ \t]+(\d{4})[ \t]*#*[ \t]*$/
const RULE =
  /^ {0,3}(?:-[ \t]*){3,}$|^ {0,3}(?:\*[ \t]*){3,}$|^ {0,3}(?:_[ \t]*){3,}$/

/** The heading's day as `YYYY-MM-DD`, or null when it is no real day (February 30). */
function isoDay(monthName: string, day: string, year: string): string | null {
  const month = MONTHS.findIndex(
    (name) =>
      name === monthName.toLowerCase() ||
      (monthName.length >= 3 && name.startsWith(monthName.toLowerCase())),
  )
  if (month < 0) return null
  const date = new Date(Date.UTC(Number(year), month, Number(day)))
  if (date.getUTCMonth() !== month || date.getUTCFullYear() !== Number(year))
    return null
  return date.toISOString().slice(0, 10)
}

/** The section text without the rules and blank lines around it. */
function trimSection(lines: string[]): string {
  let start = 0
  let end = lines.length
  const isEdge = (line: string) => line.trim() === '' || RULE.test(line)
  while (start < end && isEdge(lines[start] ?? '')) start += 1
  while (end > start && isEdge(lines[end - 1] ?? '')) end -= 1
  return lines
    .slice(start, end)
    .map((line) => line.trimEnd())
    .join('\n')
}

/** A short hash of the section's text (trimmed as trimSection leaves it). */
function contentHash(markdown: string): string {
  return createHash('sha256').update(markdown).digest('base64url').slice(0, 16)
}

/**
 * The dated entries of an API's release notes, newest first (same-day entries in the order
 * written). Text before the first dated heading belongs to no entry. Never throws.
 */
export function parseReleaseNotes(
  urlSlug: string,
  releaseNotes: string,
): ReleaseNoteEntry[] {
  const lines = String(releaseNotes).replaceAll(/\r\n?/g, '\n').split('\n')
  const sections: { date: string; heading: string; lines: string[] }[] = []
  // The open code fence (its character and length): a heading-like line inside is code.
  let fence: string | null = null
  for (const line of lines) {
    const marker = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line)
    if (marker && fence === null) fence = marker[1]!
    else if (
      marker &&
      fence !== null &&
      marker[1]!.startsWith(fence) &&
      marker[1]![0] === fence[0] &&
      marker[2]!.trim() === ''
    ) {
      fence = null
      sections.at(-1)?.lines.push(line)
      continue
    }
    const match = fence === null ? DATE_HEADING.exec(line) : null
    const date = match ? isoDay(match[1]!, match[2]!, match[3]!) : null
    if (match && date) {
      sections.push({
        date,
        heading: `${match[1]} ${match[2]}, ${match[3]}`,
        lines: [],
      })
    } else sections.at(-1)?.lines.push(line)
  }
  const entries = sections.map((section, order) => {
    const markdown = trimSection(section.lines)
    return {
      order,
      entry: {
        id: `${urlSlug}/${section.date}/${contentHash(markdown)}`,
        date: section.date,
        heading: section.heading,
        markdown,
      },
    }
  })
  const seen = new Set<string>()
  return (
    entries
      .sort(
        (a, b) => b.entry.date.localeCompare(a.entry.date) || a.order - b.order,
      )
      .map(({ entry }) => entry)
      // The same text twice on one day is one note (one feed entry, one email).
      .filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)))
  )
}

/** The entries of `after` whose id `before` does not have: new notes, or notes whose text changed. */
export function newReleaseNotes(
  urlSlug: string,
  before: string,
  after: string,
): ReleaseNoteEntry[] {
  const known = new Set(
    parseReleaseNotes(urlSlug, before).map((entry) => entry.id),
  )
  return parseReleaseNotes(urlSlug, after).filter(
    (entry) => !known.has(entry.id),
  )
}
