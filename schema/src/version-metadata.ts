import { z } from 'zod'

/** The statuses a documented version can have; exactly one version is current. */
export const VERSION_STATUSES = [
  'Current Version',
  'Previous Version',
  'Draft Version',
] as const

/** One documented version of an API. `sf_path` is the spec the viewer loads. */
export const VersionSchema = z.object({
  version: z.string(),
  status: z.enum(VERSION_STATUSES),
  label: z.string(),
  internal_only: z.boolean(),
  path: z.string(),
  sf_path: z.string(),
})

/** One documented version of an API. */
export type Version = z.infer<typeof VersionSchema>

/** The docs metadata document: `{ meta: { versions: [...] } }`. */
export const VersionMetadataSchema = z.object({
  meta: z.object({ versions: z.array(VersionSchema) }),
})

/** The docs metadata document. */
export type VersionMetadata = z.infer<typeof VersionMetadataSchema>
