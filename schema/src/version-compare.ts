import { z } from 'zod'
import { optionalParam } from './query-params.ts'
import { VERSION_STATUSES } from './version-metadata.ts'
import { COMPARE_GROUP_IDS } from './version-compare-texts.ts'

// The public "what changed" between two documented versions of an API (issue 36,
// R-COMPARE-*): the changes publishing's diff finds going from one version to the other, grouped
// breaking first, each linked to its operation on the docs page.

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
