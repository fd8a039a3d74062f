import fc from 'fast-check'
import { expect, test } from 'vitest'
import catalogue from '../../db/seed-data/catalogue.json' with { type: 'json' }
import { newReleaseNotes, parseReleaseNotes } from './release-note-entries.ts'

const NOTES = [
  '### June 17, 2022',
  '',
  'Removed the **v1** endpoint.',
  '',
  '',
  '---',
  '',
  '### April 20, 2022',
  '',
  '- Added a field',
  '- Fixed a bug',
  '',
].join('\n')

test('Each dated section is an entry, newest first, without its heading and separator', () => {
  const entries = parseReleaseNotes('appeals-status', NOTES)
  expect(entries.map((entry) => [entry.date, entry.heading])).toEqual([
    ['2022-06-17', 'June 17, 2022'],
    ['2022-04-20', 'April 20, 2022'],
  ])
  expect(entries[0]?.markdown).toBe('Removed the **v1** endpoint.')
  expect(entries[1]?.markdown).toBe('- Added a field\n- Fixed a bug')
  expect(entries[0]?.id).toMatch(/^appeals-status\/2022-06-17\/[\w-]{16}$/)
})

test('An entry keeps its id when other entries change, and gets a new one when its text does', () => {
  const [june, april] = parseReleaseNotes('x', NOTES)
  const edited = parseReleaseNotes(
    'x',
    NOTES.replace('Fixed a bug', 'Fixed two bugs'),
  )
  expect(edited[0]?.id).toBe(june?.id)
  expect(edited[1]?.id).not.toBe(april?.id)
  // Line endings and trailing spaces are not text.
  expect(
    parseReleaseNotes('x', NOTES.replaceAll('\n', '  \r\n')).map((e) => e.id),
  ).toEqual([june?.id, april?.id])
})

test('Entries are sorted by day whatever the order written; text before the first date belongs to none', () => {
  const entries = parseReleaseNotes(
    'x',
    'Intro text\n\n### May 1, 2020\n\nOld\n\n---\n\n### Dec 31, 2021\n\nNew\n\n### February 30, 2021\n\nStill new',
  )
  expect(entries.map((entry) => entry.date)).toEqual([
    '2021-12-31',
    '2020-05-01',
  ])
  // "February 30" is no day: its heading stays text of the entry above it.
  expect(entries[0]?.markdown).toBe('New\n\n### February 30, 2021\n\nStill new')
})

test('A date heading inside a code block is code, not a new entry', () => {
  const entries = parseReleaseNotes(
    'x',
    '### May 1, 2020\n\n```md\n### May 2, 2020\n```\n\nAfter',
  )
  expect(entries).toHaveLength(1)
  expect(entries[0]?.markdown).toBe('```md\n### May 2, 2020\n```\n\nAfter')
})

test('The same text twice on one day is one entry', () => {
  const twice = '### May 1, 2020\n\nSame\n\n---\n\n### May 1, 2020\n\nSame'
  expect(parseReleaseNotes('x', twice)).toHaveLength(1)
})

test('New notes are the entries of after that before lacks', () => {
  const after = `### July 1, 2022\n\nBrand new\n\n---\n\n${NOTES}`
  expect(newReleaseNotes('x', NOTES, after).map((e) => e.markdown)).toEqual([
    'Brand new',
  ])
  expect(newReleaseNotes('x', NOTES, NOTES)).toEqual([])
  expect(newReleaseNotes('x', '', NOTES)).toHaveLength(2)
})

test('Every seeded API’s release notes parse into entries whose text is all of the notes', () => {
  const categories = catalogue as Record<
    string,
    { apis: { urlSlug: string; releaseNotes: string }[] }
  >
  const apis = Object.values(categories).flatMap((category) => category.apis)
  for (const api of apis) {
    const entries = parseReleaseNotes(api.urlSlug, api.releaseNotes)
    const headings = api.releaseNotes.match(/^### /gm) ?? []
    expect(entries.length, api.urlSlug).toBe(headings.length)
  }
})

const dateHeading = fc
  .date({
    min: new Date('1990-01-01'),
    max: new Date('2100-12-31'),
    noInvalidDate: true,
  })
  .map(
    (date) =>
      `### ${date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
  )

// Any text, and texts built of date headings, separators and arbitrary lines.
const releaseNotesText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc
    .array(
      fc.oneof(
        dateHeading,
        fc.constant('---'),
        fc.constant('```'),
        fc.constant(''),
        fc.string({ maxLength: 40 }),
      ),
      { maxLength: 30 },
    )
    .map((lines) => lines.join('\n')),
)

test('Any text parses without throwing into well-formed entries, ids unique and stable', () => {
  fc.assert(
    fc.property(releaseNotesText, (text) => {
      const entries = parseReleaseNotes('some-api', text)
      const ids = entries.map((entry) => entry.id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const entry of entries) {
        expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(Number.isNaN(Date.parse(entry.date))).toBe(false)
        expect(entry.id.startsWith(`some-api/${entry.date}/`)).toBe(true)
        expect(entry.markdown).toBe(entry.markdown.trim())
        expect(entry.markdown.endsWith('\n---')).toBe(false)
      }
      const dates = entries.map((entry) => entry.date)
      expect(dates).toEqual([...dates].sort().reverse())
      // The same text gives the same entries; nothing is new against itself.
      expect(parseReleaseNotes('some-api', text)).toEqual(entries)
      expect(newReleaseNotes('some-api', text, text)).toEqual([])
    }),
    { seed: 20261126, numRuns: 500 },
  )
})
