import type { ChangedOperation, VersionCompare } from './version-compare.ts'

// The compare's texts, links and markdown, without Zod: the page imports these (R-PERF-FIRST-LOAD),
// the server the same (R-COMPARE-*).

/** What the compare answers and the page say when the versions asked cannot be compared. */
export const COMPARE_MESSAGES = {
  sameVersion: 'Choose two different versions to compare.',
  unknownVersion: (version: string) =>
    `This API has no documented version ${version}.`,
  tooFewVersions:
    'This API has only one documented version, so there is nothing to compare.',
  notComparable: 'These two versions could not be compared.',
} as const

/** The groups, in the order shown: breaking first (R-COMPARE-GROUPS). */
export const COMPARE_GROUP_IDS = [
  'breaking',
  'deprecated',
  'non-breaking',
  'annotation',
] as const

/** A group's id. */
export type CompareGroupId = (typeof COMPARE_GROUP_IDS)[number]

/** Each group's heading. */
export const COMPARE_GROUP_TITLES: Record<CompareGroupId, string> = {
  breaking: 'Breaking changes',
  deprecated: 'Deprecations',
  'non-breaking': 'Other changes',
  annotation: 'Documentation changes',
}

/** The group a change belongs to: unclassified changes count as breaking, as publishing counts them. */
export function compareGroupOf(kind: string): CompareGroupId {
  if (kind === 'breaking' || kind === 'unclassified') return 'breaking'
  if (kind === 'deprecated' || kind === 'annotation' || kind === 'non-breaking')
    return kind
  return 'breaking'
}

/** The docs page of an API at a version, opened at an operation: where a change links. */
export function operationDocsHref(
  urlSlug: string,
  operation: ChangedOperation,
): string {
  return `/explore/api/${urlSlug}/docs?version=${encodeURIComponent(operation.version)}${operation.anchor}`
}

/** The compare page of an API for a pair of versions. */
export function comparePageHref(
  urlSlug: string,
  pair?: { from: string; to: string },
): string {
  const base = `/explore/api/${urlSlug}/changes`
  return pair
    ? `${base}?from=${encodeURIComponent(pair.from)}&to=${encodeURIComponent(pair.to)}`
    : base
}

/** The compare's markdown twin (R-COMPARE-MARKDOWN). */
export function compareMarkdown(
  compare: VersionCompare,
  options: { apiName: string; urlSlug: string; origin: string },
): string {
  const { from, to } = compare
  const lines = [
    `# What changed in the ${options.apiName}: ${from.label} to ${to.label}`,
    '',
    `From ${from.label} (${from.version}, ${from.status}) to ${to.label} (${to.version}, ${to.status}).`,
  ]
  const shown = compare.groups.filter((group) => group.changes.length > 0)
  if (shown.length === 0)
    lines.push('', 'No change to the OpenAPI document between these versions.')
  for (const group of shown) {
    lines.push('', `## ${group.title}`, '')
    for (const change of group.changes) {
      const text = change.description.replaceAll('\n', ' ')
      const where = change.operation
        ? ` ([${change.operation.method.toUpperCase()} ${change.operation.path}](${options.origin}${operationDocsHref(options.urlSlug, change.operation)}))`
        : ''
      lines.push(`- ${text}${where}`)
    }
  }
  return `${lines.join('\n')}\n`
}
