import { z } from 'zod'

/** The environments the catalogue can be read for. */
export const ENVIRONMENTS = ['sandbox', 'production'] as const

/** `?environment=`: sandbox or production; anything else is a 400 with this message. */
export const EnvironmentSchema = z.enum(ENVIRONMENTS, {
  error: 'environment must be one of: sandbox, production',
})

/** A catalogue environment. */
export type Environment = z.infer<typeof EnvironmentSchema>

/** OAuth grant types an API can offer. */
export const OAUTH_TYPES = [
  'AuthorizationCodeGrant',
  'ClientCredentialsGrant',
] as const

/** The ways a consumer authenticates: OAuth grants, and API keys. */
export const AUTH_TYPES = ['acg', 'ccg', 'apikey'] as const

/** An auth type id: `acg`, `ccg` or `apikey`. */
export const AuthTypeSchema = z.enum(AUTH_TYPES)

/** An auth type id. */
export type AuthType = z.infer<typeof AuthTypeSchema>

/**
 * Who may ask for an API through the public forms. A form hides `authType/altID` when the
 * API-level flag or the flag of the version with that auth type is true.
 */
export const RestrictedAccessSchema = z.object({
  restricted: z.boolean(),
  blockSandboxAccessForm: z.boolean(),
  blockProdAccessForm: z.boolean(),
  versions: z.array(
    z.object({
      authType: AuthTypeSchema,
      blockSandboxAccessForm: z.boolean(),
      blockProdAccessForm: z.boolean(),
    }),
  ),
})

/** How an API's access is restricted. */
export type RestrictedAccess = z.infer<typeof RestrictedAccessSchema>

/** How a restricted API is restricted, as the platform backend spells it. */
export const VA_INTERNAL_ONLY = [
  'StrictlyInternal',
  'AdditionalDetails',
  'FlagOnly',
] as const

const SignupPresentationSchema = z.object({
  title: z.string(),
  description: z.string(),
})

/** Authorization Code Grant details of an API. */
export const AcgInfoSchema = z.object({
  baseAuthPath: z.string(),
  scopes: z.array(z.string()),
  sandboxWellKnownConfig: z.string(),
  signupPresentation: SignupPresentationSchema.optional(),
})

/** Client Credentials Grant details of an API. */
export const CcgInfoSchema = z.object({
  baseAuthPath: z.string(),
  scopes: z.array(z.string()),
  sandboxAud: z.string(),
  productionAud: z.string(),
  signupPresentation: SignupPresentationSchema.optional(),
})

/** Where the docs page finds an API's version metadata and intro text. */
export const DocSourceSchema = z.object({
  metadataUrl: z.string(),
  apiIntro: z.string().optional(),
  key: z.string().optional(),
  label: z.string().optional(),
})

/** The "Are you a Veteran?" pointer shown on category and API pages. */
export const VeteranRedirectSchema = z.object({
  linkUrl: z.string(),
  linkText: z.string(),
  message: z.string(),
})

/** Deprecation and deactivation notices; dates are ISO-8601 with an offset. */
export const DeactivationInfoSchema = z.object({
  deprecationContent: z.string(),
  deprecationDate: z.string(),
  deactivationContent: z.string(),
  deactivationDate: z.string(),
  /**
   * The API or version that takes this one's place ("VA Facilities API v1"): named in the
   * deprecation emails (R-DEPRECATION-REPLACEMENT). Absent when there is none.
   */
  replacement: z.string().optional(),
})

/** One API of the catalogue, as served to the public (server-only data never appears). */
export const ApiEntrySchema = z.object({
  altID: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  urlSlug: z.string(),
  urlFragment: z.string(),
  enabledByDefault: z.boolean(),
  openData: z.boolean(),
  isStealthLaunched: z.boolean(),
  /** True when the API is used with an API key. */
  apikey: z.boolean(),
  oAuth: z.boolean(),
  oAuthTypes: z.array(z.enum(OAUTH_TYPES)).nullable(),
  oAuthInfo: z
    .object({
      acgInfo: AcgInfoSchema.optional(),
      ccgInfo: CcgInfoSchema.optional(),
    })
    .nullable(),
  docSources: z.array(DocSourceSchema),
  releaseNotes: z.string(),
  overviewPageContent: z.string(),
  veteranRedirect: VeteranRedirectSchema.nullable(),
  deactivationInfo: DeactivationInfoSchema.optional(),
  lastProdAccessStep: z.number().int(),
  vaInternalOnly: z.enum(VA_INTERNAL_ONLY).optional(),
  blockSandboxForm: z.boolean(),
  restrictedAccessToggle: z.boolean(),
  restrictedAccessDetails: z.string(),
  restrictedAccess: RestrictedAccessSchema,
  /** Sandbox and production forms require `attestationChecked`. */
  requiresApiAttestation: z.boolean(),
  /** The production form requires `ethicsPrinciplesAttested`. */
  requiresEthicsAttestation: z.boolean(),
})

/** One API of the catalogue. */
export type ApiEntry = z.infer<typeof ApiEntrySchema>

/** Texts shown on a category's pages. */
export const CategoryContentSchema = z.object({
  consumerDocsLinkText: z.string(),
  shortDescription: z.string(),
  quickstart: z.string().nullable(),
  veteranRedirect: VeteranRedirectSchema.nullable(),
  overview: z.string(),
})

/** A category (topic) with its APIs. */
export const ApiCategorySchema = z.object({
  name: z.string(),
  properName: z.string(),
  urlSlug: z.string(),
  apis: z.array(ApiEntrySchema),
  content: CategoryContentSchema,
})

/** A category with its APIs. */
export type ApiCategory = z.infer<typeof ApiCategorySchema>

/** The legacy catalogue response: an object keyed by category key (`vaForms`, `loanGuaranty`, …). */
export const CatalogueSchema = z.record(z.string(), ApiCategorySchema)

/** The legacy catalogue response. */
export type Catalogue = z.infer<typeof CatalogueSchema>
