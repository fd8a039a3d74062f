import { z } from 'zod'

import {
  MAX_RELEASE_NOTE,
  MAX_SPEC_BYTES,
  SPEC_MESSAGES,
} from './spec-publishing-texts.ts'

export {
  MAX_RELEASE_NOTE,
  MAX_SPEC_BYTES,
  MAX_SPEC_DEPTH,
  MAX_YAML_ALIASES,
  SPEC_MESSAGES,
} from './spec-publishing-texts.ts'

/** An uploaded OpenAPI document, as text (JSON or YAML), for a check or a publication. */
export const SpecDocumentSchema = z.object({
  document: z
    .string({ error: SPEC_MESSAGES.documentRequired })
    .trim()
    .min(1, { error: SPEC_MESSAGES.documentRequired })
    .max(MAX_SPEC_BYTES, { error: SPEC_MESSAGES.documentTooLarge }),
})

/** A new version's id: lower-case, as matched against `?version=`. */
const VersionIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{0,39}$/, {
    error: SPEC_MESSAGES.versionRequired,
  })

/** `POST …/console/apis/{apiId}/specs`: publish a document, with its edited release note. */
export const PublishSpecSchema = SpecDocumentSchema.extend({
  releaseNote: z
    .string({ error: SPEC_MESSAGES.releaseNoteRequired })
    .trim()
    .min(1, { error: SPEC_MESSAGES.releaseNoteRequired })
    .max(MAX_RELEASE_NOTE, { error: SPEC_MESSAGES.releaseNoteTooLong }),
  /** Only for a breaking change: the new version beside the old one. */
  version: z.union([VersionIdSchema, z.literal('')]).optional(),
  label: z.string().trim().max(100).optional(),
  /** The publisher confirms a breaking change. */
  confirmBreaking: z.boolean().optional(),
})

/** The publish form's fields (the document comes from the check before it). */
export const PublishSpecFormSchema = PublishSpecSchema.omit({ document: true })

/** The publish form's values. */
export type PublishSpecForm = z.input<typeof PublishSpecFormSchema>

/** A publication request. */
export type PublishSpec = z.infer<typeof PublishSpecSchema>

/** One validator or lint finding, with where it is in the document. */
export const SpecFindingSchema = z.object({
  severity: z.enum(['error', 'warning']),
  /** The rule (a Spectral rule's code, or `openapi-validator`). */
  code: z.string(),
  message: z.string(),
  /** The JSON path, e.g. `paths./forms.get.responses.200`; empty for the whole document. */
  path: z.string(),
  /** The line in the uploaded document (from 1); absent when unknown (a converted Swagger 2.0). */
  line: z.number().int().positive().optional(),
  /** The offending property at `path`, when the validator names one (`descriptions`). */
  property: z.string().optional(),
})

/** A finding. */
export type SpecFinding = z.infer<typeof SpecFindingSchema>

/** One change against the current version. */
export const SpecChangeSchema = z.object({
  breaking: z.boolean(),
  /** `breaking`, `non-breaking`, `annotation`, `deprecated` or `unclassified`. */
  kind: z.string(),
  action: z.string(),
  path: z.string(),
  description: z.string(),
})

/** A classified change. */
export type SpecChange = z.infer<typeof SpecChangeSchema>

/** The version an API's docs show as current, in the console. */
const PublishedVersionSchema = z.object({
  version: z.string(),
  label: z.string(),
  status: z.string(),
})

/** The answer to a check: what publishing this document would do, and whether it may. */
export const SpecCheckSchema = z.object({
  /** What the document was: `openapi 3.0.3`, `swagger 2.0 (converted)`. */
  source: z.string(),
  format: z.enum(['json', 'yaml']),
  operations: z.number().int(),
  findings: z.array(SpecFindingSchema),
  /** Null when the API has no current version yet. */
  current: PublishedVersionSchema.nullable(),
  changes: z.array(SpecChangeSchema),
  breaking: z.boolean(),
  /** Markdown, one release-notes section (`### Month D, YYYY` then text), to edit. */
  releaseNoteDraft: z.string(),
  /** No error findings. */
  canPublish: z.boolean(),
})

/** A check's answer. */
export type SpecCheck = z.infer<typeof SpecCheckSchema>

/** One past publication of an API's document. */
export const SpecPublicationSchema = z.object({
  id: z.string(),
  version: z.string(),
  label: z.string(),
  breaking: z.boolean(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  rolledBackAt: z.string().nullable(),
})

/** `GET …/console/apis/{apiId}/specs`: the API, its versions and its publications. */
export const ApiSpecsSchema = z.object({
  api: z.object({
    id: z.string(),
    urlSlug: z.string(),
    urlFragment: z.string(),
    name: z.string(),
  }),
  versions: z.array(PublishedVersionSchema),
  publications: z.array(SpecPublicationSchema),
})

/** An API's specs in the console. */
export type ApiSpecs = z.infer<typeof ApiSpecsSchema>

/** The path parameters of an API's specs in the console: its id or its URL slug. */
export const ApiSpecsParamsSchema = z.object({
  apiId: z.string().min(1).max(100),
})
