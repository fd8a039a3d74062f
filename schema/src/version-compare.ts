import { z } from 'zod'
import { optionalParam } from './query-params.ts'
import { VERSION_STATUSES } from './version-metadata.ts'

// The public "what changed" between two documented versions of an API (issue 36,
// R-COMPARE-*): the changes publishing's diff finds going from one version to the other, grouped
// breaking first, each linked to its operation on the docs page.

/** What the compare answers and the page say when the versions asked cannot be compared. */
export const COMPARE_MESSAGES = {
  sameVersion: 'Choose two different versions to compare.',
  unknownVersion: (version: string) =>
    `This API has no documented version ${version}.`,
  tooFewVersions:
    'This API has only one documented version, so there is nothing to compare.',
  notComparable: 'These two versions could not be compared.',
} as const

/** The query of a compare: `?from=&to=`, each a documented version; left out, the latest two. */
export const VersionCompareQuerySchema = z.object({
  from: optionalParam(z.string().trim().min(1).max(100)),
  to: optionalParam(z.string().trim().min(1).max(100)),
})

/** A compare's query. */
export type VersionCompareQuery = z.infer<typeof VersionCompareQuerySchema>

/** One documented version, as the compare names it. */
export const CompareVersionSchema = z.object({
  version: z.string(),
  label: z.string(),
  status: z.enum(VERSION_STATUSES),
})

/** One documented version, as the compare names it. */
export type CompareVersion = z.infer<typeof CompareVersionSchema>

/** The operation a change is in, and where the docs page shows it. */
export const ChangedOperationSchema = z.object({
  method: z.string(),
  path: z.string(),
  /** The version whose docs show it: `to`, or `from` for an operation the change removes. */
  version: z.string(),
  /** swagger-ui's deep link on the docs page: `#/{tag}/{operationId}`. */
  anchor: z.string(),
})

/** The operation a change is in. */
export type ChangedOperation = z.infer<typeof ChangedOperationSchema>

/** One change from `from` to `to`, as publishing's diff classifies it. */
export const CompareChangeSchema = z.object({
  /** `breaking`, `non-breaking`, `annotation`, `deprecated` or `unclassified`. */
  kind: z.string(),
  action: z.string(),
  /** The JSON path of the change: `paths./countries.get`. */
  path: z.string(),
  description: z.string(),
  /** Null for a change outside the operations (a shared schema, the document's info). */
  operation: ChangedOperationSchema.nullable(),
})

/** One change. */
export type CompareChange = z.infer<typeof CompareChangeSchema>

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

/** `GET …/v0/docs/{urlFragment}/compare`: the changes from one version to another. */
export const VersionCompareSchema = z.object({
  from: CompareVersionSchema,
  to: CompareVersionSchema,
  /** Every documented version, in the docs' order, for choosing another pair. */
  versions: z.array(CompareVersionSchema),
  groups: z.array(
    z.object({
      id: z.enum(COMPARE_GROUP_IDS),
      title: z.string(),
      changes: z.array(CompareChangeSchema),
    }),
  ),
})

/** A compare's answer. */
export type VersionCompare = z.infer<typeof VersionCompareSchema>

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
