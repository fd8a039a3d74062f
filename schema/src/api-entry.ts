import { z } from 'zod'
import { optionalParam } from './query-params.ts'
import {
  AcgInfoSchema,
  ApiEntrySchema,
  CcgInfoSchema,
  DeactivationInfoSchema,
  ENVIRONMENTS,
  OAUTH_TYPES,
  RestrictedAccessSchema,
  VA_INTERNAL_ONLY,
  VeteranRedirectSchema,
  type ApiEntry,
} from './catalogue.ts'
import { ALWAYS, addFieldIssue, requiredText } from './form-rules.ts'
import { ApiContentSchema, MarkdownTreeSchema } from './markdown-tree.ts'
import {
  API_ENTRY_ACTIONS,
  API_ENTRY_LIMITS as LIMITS,
  API_ENTRY_MESSAGES as MESSAGES,
} from './api-entry-texts.ts'
import { AUTH_PATH_PATTERN } from './oauth-endpoints.ts'

export * from './api-entry-texts.ts'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const FRAGMENT = /^[A-Za-z0-9_]+$/
const SCOPE = /^[A-Za-z0-9._:/*-]+$/
// A link a page may carry: https, or a path of this site. Never `javascript:`, never `//host`.
const LINK = /^(?:https:\/\/[^\s/]+[^\s]*|\/(?!\/)[^\s]*)$/

const text = (max: number, label: string) =>
  z.string().trim().max(max, MESSAGES.tooLong(label, max))
const markdown = (label: string) =>
  z.string().max(LIMITS.markdown, MESSAGES.tooLong(label, LIMITS.markdown))
const pattern = (regex: RegExp, max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message).regex(regex, message)

const ScopesSchema = z
  .array(z.string(), { error: MESSAGES.scopes })
  .min(1, MESSAGES.scopes)
  .max(LIMITS.scopes, MESSAGES.tooLong('The scope list', LIMITS.scopes))
  // On the list, not on each item: the form has one field for the list.
  .refine(
    (scopes) =>
      scopes.every(
        (scope) => scope.length <= LIMITS.scope && SCOPE.test(scope),
      ),
    MESSAGES.scope,
  )

const PresentationSchema = z.object({
  title: requiredText(LIMITS.shortText, MESSAGES.presentation, 'The title'),
  description: requiredText(
    LIMITS.shortText,
    MESSAGES.presentation,
    'The description',
  ),
})

const AcgInputSchema = AcgInfoSchema.extend({
  baseAuthPath: pattern(
    AUTH_PATH_PATTERN,
    LIMITS.shortText,
    MESSAGES.baseAuthPath,
  ),
  scopes: ScopesSchema,
  sandboxWellKnownConfig: pattern(
    /^https:\/\/\S+$/,
    LIMITS.url,
    MESSAGES.wellKnown,
  ),
  signupPresentation: PresentationSchema.optional(),
})

const CcgInputSchema = CcgInfoSchema.extend({
  baseAuthPath: pattern(
    AUTH_PATH_PATTERN,
    LIMITS.shortText,
    MESSAGES.baseAuthPath,
  ),
  scopes: ScopesSchema,
  sandboxAud: requiredText(LIMITS.shortText, MESSAGES.audience, 'Audience'),
  productionAud: requiredText(LIMITS.shortText, MESSAGES.audience, 'Audience'),
  signupPresentation: PresentationSchema.optional(),
})

const VeteranRedirectInputSchema = VeteranRedirectSchema.extend({
  linkUrl: pattern(LINK, LIMITS.url, MESSAGES.linkUrl),
  linkText: requiredText(
    LIMITS.shortText,
    MESSAGES.veteranRedirect,
    'The link text',
  ),
  message: requiredText(
    LIMITS.shortText,
    MESSAGES.veteranRedirect,
    'The message',
  ),
})

const DeactivationInputSchema = DeactivationInfoSchema.extend({
  deprecationContent: markdown('The deprecation notice'),
  deprecationDate: z.iso.datetime({
    offset: true,
    error: MESSAGES.deprecationDate,
  }),
  deactivationContent: markdown('The deactivation notice'),
  deactivationDate: z.iso.datetime({
    offset: true,
    error: MESSAGES.deactivationDate,
  }),
  replacement: text(LIMITS.shortText, 'The replacement').optional(),
})

const RestrictedAccessInputSchema = RestrictedAccessSchema.extend({
  versions: RestrictedAccessSchema.shape.versions.max(3),
})

/**
 * `POST`/`PUT …/v0/console/api-entries`: an API's catalogue entry as a publisher writes it, every
 * field of the specification's API definition (R-ENTRY-FIELDS). Built from the public
 * `ApiEntrySchema` with the publisher's rules and messages; what the server derives is left out
 * (`oAuth` from the grants, `docSources` from the URL fragment and `apiIntro`, `blockSandboxForm`
 * from `restrictedAccess`), and the category and environments are added. The console's form and
 * the server validate with this one schema.
 */
export const ApiEntryInputSchema = ApiEntrySchema.omit({
  oAuth: true,
  docSources: true,
  blockSandboxForm: true,
})
  .extend({
    name: requiredText(LIMITS.name, MESSAGES.name, 'The name'),
    urlSlug: pattern(SLUG, LIMITS.urlSlug, MESSAGES.urlSlug),
    urlFragment: pattern(FRAGMENT, LIMITS.urlFragment, MESSAGES.urlFragment),
    altID: pattern(FRAGMENT, LIMITS.altID, MESSAGES.altID).nullable(),
    /** The URL slug of the API's category (`health`, `va-benefits`, …). */
    categoryUrlFragment: z
      .string({ error: MESSAGES.category })
      .trim()
      .min(1, MESSAGES.category)
      .max(LIMITS.urlSlug, MESSAGES.category),
    description: requiredText(
      LIMITS.description,
      MESSAGES.description,
      'The description',
    ),
    overviewPageContent: markdown('The overview content'),
    /** Markdown above the docs viewer (the first `docSources` entry's `apiIntro`). */
    apiIntro: markdown('The docs introduction'),
    releaseNotes: markdown('The release notes'),
    oAuthTypes: z.array(z.enum(OAUTH_TYPES)).max(OAUTH_TYPES.length),
    oAuthInfo: z.object({
      acgInfo: AcgInputSchema.optional(),
      ccgInfo: CcgInputSchema.optional(),
    }),
    veteranRedirect: VeteranRedirectInputSchema.nullable(),
    deactivationInfo: DeactivationInputSchema.optional(),
    lastProdAccessStep: z.number().int().min(1).max(10),
    vaInternalOnly: z.enum(VA_INTERNAL_ONLY).nullable(),
    restrictedAccessDetails: text(
      LIMITS.markdown,
      'The restricted access details',
    ),
    restrictedAccess: RestrictedAccessInputSchema,
    /** Where the API is listed: the sandbox catalogue, the production one, or neither. */
    environments: z.array(z.enum(ENVIRONMENTS)).max(ENVIRONMENTS.length),
  })
  .superRefine((entry, context) => {
    // A body that is not an object already failed; there is nothing to read.
    if (typeof entry !== 'object' || entry === null) return
    const types = Array.isArray(entry.oAuthTypes) ? entry.oAuthTypes : []
    const info = entry.oAuthInfo as Record<string, unknown> | undefined
    if (types.includes('AuthorizationCodeGrant') && !info?.acgInfo)
      addFieldIssue(
        context,
        'oAuthInfo.acgInfo.baseAuthPath',
        MESSAGES.baseAuthPath,
      )
    if (types.includes('ClientCredentialsGrant') && !info?.ccgInfo)
      addFieldIssue(
        context,
        'oAuthInfo.ccgInfo.baseAuthPath',
        MESSAGES.baseAuthPath,
      )
    const dates = entry.deactivationInfo
    if (
      typeof dates?.deprecationDate === 'string' &&
      typeof dates.deactivationDate === 'string' &&
      Date.parse(dates.deactivationDate) < Date.parse(dates.deprecationDate)
    )
      addFieldIssue(
        context,
        'deactivationInfo.deactivationDate',
        MESSAGES.dateOrder,
      )
    if (
      entry.restrictedAccessToggle === true &&
      typeof entry.restrictedAccessDetails === 'string' &&
      !entry.restrictedAccessDetails.trim()
    )
      addFieldIssue(
        context,
        'restrictedAccessDetails',
        MESSAGES.restrictedAccessDetails,
      )
  }, ALWAYS)

/** An API's catalogue entry as a publisher writes it. */
export type ApiEntryInput = z.infer<typeof ApiEntryInputSchema>

/**
 * The public catalogue entry of a publisher's entry (R-ENTRY-FIELDS): the grants chosen decide
 * `oAuth` and which OAuth details are kept; the docs metadata address is the portal's own.
 */
export function toPublicApiEntry(
  input: ApiEntryInput,
  metadataUrl: string,
): ApiEntry {
  const { categoryUrlFragment: _category, environments: _environments } = input
  const { apiIntro, vaInternalOnly, deactivationInfo, ...rest } = input
  const acg = input.oAuthTypes.includes('AuthorizationCodeGrant')
    ? input.oAuthInfo.acgInfo
    : undefined
  const ccg = input.oAuthTypes.includes('ClientCredentialsGrant')
    ? input.oAuthInfo.ccgInfo
    : undefined
  return {
    altID: rest.altID,
    name: rest.name,
    description: rest.description,
    urlSlug: rest.urlSlug,
    urlFragment: rest.urlFragment,
    enabledByDefault: rest.enabledByDefault,
    openData: rest.openData,
    isStealthLaunched: rest.isStealthLaunched,
    apikey: rest.apikey,
    oAuth: input.oAuthTypes.length > 0,
    oAuthTypes: input.oAuthTypes.length > 0 ? input.oAuthTypes : null,
    oAuthInfo:
      acg || ccg
        ? { ...(acg ? { acgInfo: acg } : {}), ...(ccg ? { ccgInfo: ccg } : {}) }
        : null,
    docSources: [{ metadataUrl, ...(apiIntro ? { apiIntro } : {}) }],
    releaseNotes: rest.releaseNotes,
    overviewPageContent: rest.overviewPageContent,
    veteranRedirect: rest.veteranRedirect,
    ...(deactivationInfo ? { deactivationInfo } : {}),
    lastProdAccessStep: rest.lastProdAccessStep,
    ...(vaInternalOnly ? { vaInternalOnly } : {}),
    blockSandboxForm: rest.restrictedAccess.blockSandboxAccessForm,
    restrictedAccessToggle: rest.restrictedAccessToggle,
    restrictedAccessDetails: rest.restrictedAccessDetails,
    restrictedAccess: rest.restrictedAccess,
    requiresApiAttestation: rest.requiresApiAttestation,
    requiresEthicsAttestation: rest.requiresEthicsAttestation,
  }
}

const IdSchema = z.uuid({ error: MESSAGES.notFound })

/** `:id` of an entry's routes. */
export const ApiEntryParamsSchema = z.object({ id: IdSchema })

/** `:id/versions/:version` of the revert route. */
export const ApiEntryVersionParamsSchema = z.object({
  id: IdSchema,
  version: z.coerce
    .number({ error: MESSAGES.versionNotFound })
    .int(MESSAGES.versionNotFound)
    .min(1, MESSAGES.versionNotFound)
    .max(1_000_000, MESSAGES.versionNotFound),
})

/** `GET …/v0/console/api-entries?q=`: the search over names, slugs and categories. */
export const ApiEntryListQuerySchema = z.object({
  q: optionalParam(text(LIMITS.query, 'The search')),
})

/** A category an entry can be put in. */
export const ApiCategoryOptionSchema = z.object({
  urlFragment: z.string(),
  name: z.string(),
})

/** A category an entry can be put in. */
export type ApiCategoryOption = z.infer<typeof ApiCategoryOptionSchema>

/** One row of the entry list. */
export const ApiEntrySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  urlSlug: z.string(),
  categoryName: z.string(),
  /** The latest version number; null before the first change in the console. */
  version: z.number().int().nullable(),
  updatedAt: z.string(),
})

/** `GET …/v0/console/api-entries`: the entries, by name, and the categories to choose from. */
export const ApiEntryListSchema = z.object({
  entries: z.array(ApiEntrySummarySchema),
  categories: z.array(ApiCategoryOptionSchema),
})

/** The entry list. */
export type ApiEntryList = z.infer<typeof ApiEntryListSchema>

/** One entry with its current version: what the edit form starts from. */
export const ApiEntryDetailSchema = z.object({
  id: z.string(),
  version: z.number().int().nullable(),
  updatedAt: z.string(),
  entry: ApiEntryInputSchema,
})

/** One entry with its current version. */
export type ApiEntryDetail = z.infer<typeof ApiEntryDetailSchema>

/** A stored entry of a version: any JSON object (an old version may predate today's rules). */
const SnapshotSchema = z.record(z.string(), z.unknown())

/** One version of an entry: who, when, the whole entry before and after (R-ENTRY-VERSIONS). */
export const ApiEntryVersionSchema = z.object({
  version: z.number().int(),
  action: z.enum(API_ENTRY_ACTIONS),
  /** For a revert: the version whose entry was put back. */
  revertedTo: z.number().int().nullable(),
  at: z.string(),
  staffEmail: z.string().nullable(),
  staffName: z.string().nullable(),
  before: SnapshotSchema.nullable(),
  after: SnapshotSchema,
  /** The entry's fields this version changed, in the entry's order. */
  changedFields: z.array(z.string()),
})

/** One version of an entry. */
export type ApiEntryVersion = z.infer<typeof ApiEntryVersionSchema>

/** `GET …/v0/console/api-entries/{id}/versions`: newest first. */
export const ApiEntryHistorySchema = z.object({
  id: z.string(),
  name: z.string(),
  urlSlug: z.string(),
  versions: z.array(ApiEntryVersionSchema),
})

/** An entry's history. */
export type ApiEntryHistory = z.infer<typeof ApiEntryHistorySchema>

/** `POST …/v0/console/api-entries/preview`: the public entry and its pages' rendered markdown. */
export const ApiEntryPreviewSchema = z.object({
  api: ApiEntrySchema,
  categoryName: z.string(),
  content: ApiContentSchema,
})

/** A preview of an entry's public pages. */
export type ApiEntryPreview = z.infer<typeof ApiEntryPreviewSchema>

/** `POST …/v0/console/api-entries/markdown-preview`: one markdown text, as the public pages render it. */
export const MarkdownPreviewRequestSchema = z.object({
  markdown: markdown('The text'),
})

/** The rendered text (the public pages' sanitized tree). */
export const MarkdownPreviewSchema = z.object({ tree: MarkdownTreeSchema })
