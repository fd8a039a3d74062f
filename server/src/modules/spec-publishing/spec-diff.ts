import { apiCompare } from 'api-smart-diff'
import {
  MAX_RELEASE_NOTE,
  type SpecChange,
} from '@portal/schema/spec-publishing'
import { withoutUnchangedParts } from './unchanged-parts.ts'
import { isObject } from '../../api-document/operations.ts'

type Json = Record<string, unknown>

/**
 * A parameter list added where an operation had none: api-smart-diff calls it an annotation
 * ("non-breaking") even when a parameter in it is required, which breaks every existing call.
 */
function addsRequiredParameter(action: string, after: unknown): boolean {
  return (
    action === 'add' &&
    Array.isArray(after) &&
    after.some(
      (parameter) =>
        isObject(parameter) &&
        parameter.required === true &&
        parameter.in !== 'path',
    )
  )
}

/**
 * A schema's type replaced (`string` to `integer`, `array` to `string`): api-smart-diff's rules
 * call it non-breaking, but a client that sends or reads the old type breaks either way.
 */
const SCHEMA_PARTS = new Set(['schema', 'schemas', 'properties', 'items'])
function replacesSchemaType(action: string, path: readonly string[]): boolean {
  return (
    action === 'replace' &&
    path.at(-1) === 'type' &&
    path.some((part) => SCHEMA_PARTS.has(part))
  )
}

/** A diff path as shown: `paths./forms.get.parameters.1`. */
const pathText = (path: readonly (string | number)[]) => path.join('.')

/** The words of api-smart-diff's actions, as its own descriptions use them (`[Removed] …`). */
const ACTION_WORDS: Record<string, string> = {
  add: 'Added',
  remove: 'Removed',
  replace: 'Replaced',
  rename: 'Renamed',
}

/**
 * A change api-smart-diff leaves undescribed (a renamed path, a removed component), in the same
 * words as the ones it describes; a rename says what the key was and became, since its diff path
 * is only its parent (`paths`).
 */
function describeChange(diff: {
  action: string
  before?: unknown
  after?: unknown
  path: readonly string[]
}): string {
  const word = ACTION_WORDS[diff.action] ?? diff.action
  if (diff.action === 'rename') {
    const where = diff.path.length === 1 && diff.path[0] === 'paths'
    return `[${word}] ${where ? 'path' : pathText(diff.path)} \`${String(diff.before)}\` to \`${String(diff.after)}\``
  }
  return `[${word}] ${pathText(diff.path)}`
}

/** A classified change with the diff's path as parts (a URL path may hold a dot). */
export interface LocatedChange {
  change: SpecChange
  pathParts: string[]
}

/**
 * The changes from the current document to the new one (R-SPEC-DIFF), each classified by
 * api-smart-diff's OpenAPI rules (a removed operation or field, a new required parameter, a
 * narrowed enum, a changed type … are breaking). Unclassified changes count as breaking: the
 * publisher confirms rather than a client finding out. The parts equal in both documents are
 * left out first (`withoutUnchangedParts`): the same changes, in a fraction of the time.
 */
export function diffLocated(before: Json, after: Json): LocatedChange[] {
  const pruned = withoutUnchangedParts(before, after)
  const { diffs } = apiCompare(pruned.before, pruned.after)
  return diffs.map((diff) => {
    const path = diff.path.map((part) => String(part))
    const requiredAdded =
      path.at(-1) === 'parameters' &&
      addsRequiredParameter(diff.action, diff.after)
    const kind =
      requiredAdded || replacesSchemaType(diff.action, path)
        ? 'breaking'
        : diff.type
    return {
      pathParts: path,
      change: {
        breaking: kind === 'breaking' || kind === 'unclassified',
        kind,
        action: diff.action,
        path: pathText(path),
        description: requiredAdded
          ? `[Added] required parameters in ${pathText(path.slice(1, -1))}`
          : (diff.description ?? describeChange({ ...diff, path })),
      },
    }
  })
}

/** The changes from the current document to the new one, as the console shows them. */
export function diffDocuments(before: Json, after: Json): SpecChange[] {
  return diffLocated(before, after).map(({ change }) => change)
}

/** `November 26, 2026`: the release notes' heading date, in the department's time zone. */
function releaseNoteDate(now: number): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/New_York',
  }).format(new Date(now))
}

const bullet = (change: SpecChange) =>
  `- ${change.description.replaceAll('\n', ' ')}`

const counted = (count: number, what: string) =>
  `${count} ${what}${count === 1 ? '' : 's'}`

/**
 * A draft release note in the catalogue's release-notes section format (`### Month D, YYYY`, then
 * text), written from the diff for the publisher to edit before publishing. Its first line says
 * what changed in a few words: subscribers' emails take it as their subject.
 */
export function draftReleaseNote(options: {
  now: number
  /** The version's label, or null when the publisher has yet to choose it (a new version). */
  label: string | null
  changes: SpecChange[]
  isFirst: boolean
}): string {
  const { changes } = options
  const heading = `### ${releaseNoteDate(options.now)}`
  const firstLine = (text: string) =>
    options.label
      ? `${options.label}: ${text}.`
      : `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
  if (options.isFirst)
    return `${heading}\n\n${firstLine('the OpenAPI document is published')}`
  const breaking = changes.filter((change) => change.breaking)
  const other = changes.filter(
    (change) => !change.breaking && change.kind !== 'annotation',
  )
  const annotations = changes.length - breaking.length - other.length
  const summary = [
    ...(breaking.length > 0
      ? [counted(breaking.length, 'breaking change')]
      : []),
    ...(other.length > 0
      ? [counted(other.length, breaking.length > 0 ? 'other change' : 'change')]
      : []),
    ...(annotations > 0
      ? [`documentation updated (${counted(annotations, 'description')})`]
      : []),
  ]
  const parts = [
    heading,
    '',
    firstLine(summary.join(', ') || 'no change to the operations'),
  ]
  // The note is published as drafted, so it stays within the limit a release note has: a
  // version that removes hundreds of operations lists what fits and counts the rest.
  // Room is kept for the two sections' titles and their "…and N more" lines.
  const kept = (title: string) =>
    `\n\n${title}\n\n`.length +
    moreLine(changes.length, 'breaking change').length +
    1
  let room =
    MAX_RELEASE_NOTE -
    parts.join('\n').length -
    kept('**Breaking changes**') -
    kept('**Changes**')
  const section = (title: string, listed: SpecChange[], what: string) => {
    if (listed.length === 0) return
    parts.push('', title, '')
    let shown = 0
    for (const line of listed.map(bullet)) {
      if (line.length + 1 > room) break
      parts.push(line)
      room -= line.length + 1
      shown += 1
    }
    if (shown < listed.length) parts.push(moreLine(listed.length - shown, what))
  }
  section('**Breaking changes**', breaking, 'breaking change')
  section('**Changes**', other, 'change')
  return parts.join('\n')
}

/** The last line of a list cut to fit: how many more, and where they all are. */
const moreLine = (count: number, what: string) =>
  `- …and ${counted(count, `more ${what}`)}: every change is on the API’s “Changes between versions” page.`

/**
 * The short note a rollback adds to the release notes (R-SPEC-ROLLBACK-NOTE): the rolled-back
 * publication's note stays (feed readers and subscribers already have it), and this one, dated
 * today, tells them it no longer holds.
 */
export function rollbackReleaseNote(options: {
  now: number
  undone: { version: string; label: string }
  restored: { version: string; label: string } | null
}): string {
  const { undone, restored } = options
  const heading = `### ${releaseNoteDate(options.now)}`
  const text = !restored
    ? `${undone.label} is rolled back: no OpenAPI document is published for this API now.`
    : restored.version === undone.version
      ? `The latest change to ${undone.label} is rolled back: its document is as it was before that change, which is not live.`
      : `${undone.label} is rolled back: ${restored.label} is the current version again, and the changes announced for ${undone.label} are not live.`
  return `${heading}\n\n${text}`
}

/** The API's release notes with a new section first (sections are separated by `---`). */
export function prependReleaseNote(existing: string, note: string): string {
  const rest = existing.trim()
  return rest ? `${note.trim()}\n\n---\n\n${rest}` : note.trim()
}
