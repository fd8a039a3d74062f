import { z } from 'zod'
import {
  CareApplicationSchema,
  PublicKeyRequestSchema,
  RedirectUrisRequestSchema,
  RotateRequestSchema,
} from './credential-care.ts'
import { TEAM_ROLES } from './developer-accounts-texts.ts'
import { APP_MESSAGES, APP_NAME_MAX } from './developer-apps-texts.ts'
import { requiredText } from './form-rules.ts'
import { ProductionRequestSchema } from './production-request.ts'
import { REVIEW_STATUSES } from './production-review-status.ts'

// Apps (issue 37, R-APP-*): a team's app groups sandbox signups, their credentials, their request
// log and the production requests started from it. The server answers with these; the web reads
// them and validates its forms with them.

export { APP_MESSAGES, APP_NAME_MAX } from './developer-apps-texts.ts'

/** `POST /v0/account/apps`: a name, and the team (default: the account's first team it owns). */
export const CreateAppSchema = z.object({
  name: requiredText(APP_NAME_MAX, APP_MESSAGES.name, 'The name'),
  teamId: z.uuid({ error: APP_MESSAGES.notFound }).optional(),
})
/** The create form's values. */
export type CreateApp = z.input<typeof CreateAppSchema>

/** `…/apps/{id}` and its sub-resources. */
export const AppParamsSchema = z.object({
  id: z.uuid({ error: APP_MESSAGES.notFound }),
})

/** An app in the list. */
export const AppSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  team: z.object({ id: z.uuid(), name: z.string() }),
  /** The signed-in developer's role in the app's team. */
  role: z.enum(TEAM_ROLES),
  /** Its APIs' `authType/altID` entries. */
  apis: z.array(z.string()),
})
/** An app in the list. */
export type AppSummary = z.infer<typeof AppSummarySchema>

/** A signup the account owns that is in none of its teams' apps: it can be moved into one. */
export const LooseSignupSchema = z.object({
  consumerId: z.uuid(),
  apis: z.string(),
  createdAt: z.string(),
})

/** `GET /v0/account/apps`: the apps of every team of the account, and its loose signups. */
export const AppListSchema = z.object({
  apps: z.array(AppSummarySchema),
  looseSignups: z.array(LooseSignupSchema),
})
/** The apps page's data. */
export type AppList = z.infer<typeof AppListSchema>

/** A production request started from the app: its signed status link and where it stands. */
export const AppProductionRequestSchema = z.object({
  id: z.uuid(),
  signature: z.string(),
  status: z.enum(REVIEW_STATUSES),
  submittedAt: z.string(),
})

/** `GET /v0/account/apps/{id}`: the app page's data. */
export const AppDetailSchema = AppSummarySchema.extend({
  /** Per signup, its applications (APIs, credentials, redirect URIs) as the credentials page. */
  signups: z.array(
    z.object({
      consumerId: z.uuid(),
      applications: z.array(CareApplicationSchema),
    }),
  ),
  productionRequests: z.array(AppProductionRequestSchema),
})
/** The app page's data. */
export type AppDetail = z.infer<typeof AppDetailSchema>

/**
 * `POST /v0/account/apps/{id}/apis`: the signup form without who you are (R-APP-ADD-API). The
 * server adds the account's name, email and organization and runs the signup's own schema and
 * rules on the whole (attestation, CCG key, redirect URIs, restricted APIs).
 */
export const AddAppApiSchema = z.object({
  typeAndApi: z.string().max(200),
  description: z.string().max(1000).optional(),
  oAuthApplicationType: z.string().max(20).nullish(),
  oAuthRedirectURI: z.string().max(10_000).nullish(),
  oAuthPublicKey: z.unknown().optional(),
  termsOfService: z.boolean().optional(),
  attestationChecked: z.boolean().optional(),
})
/** The add-API form's values as sent. */
export type AddAppApi = z.input<typeof AddAppApiSchema>

/** `POST /v0/account/apps/{id}/signups`: an owned signup moved into the app (R-APP-MOVE). */
export const MoveSignupSchema = z.object({
  consumerId: z.uuid({ error: APP_MESSAGES.signupNotYours }),
})

/** `…/apps/{id}/credentials/{credentialId}/…`. */
export const AppCredentialParamsSchema = AppParamsSchema.extend({
  credentialId: z.uuid({ error: APP_MESSAGES.credentialNotInApp }),
})

/** `POST …/credentials/{credentialId}/rotate`: the overlap, as on the credentials page. */
export const AppRotateSchema = RotateRequestSchema.pick({ overlap: true })
/** `POST …/credentials/{credentialId}/public-key`. */
export const AppPublicKeySchema = PublicKeyRequestSchema.pick({
  overlap: true,
  publicKey: true,
})
/** `POST …/credentials/{credentialId}/redirect-uris`. */
export const AppRedirectUrisSchema = RedirectUrisRequestSchema.pick({
  redirectUris: true,
})

/** `…/apps/{id}/calls/{callId}`. */
export const AppCallParamsSchema = AppParamsSchema.extend({
  callId: z.uuid({ error: APP_MESSAGES.callNotFound }),
})

/**
 * `GET /v0/account/apps/{id}/production-request-prefill`: the production form's wire fields the
 * app and the account fill in (R-APP-PROD-PREFILL); the applicant can change every one.
 */
export const ProductionPrefillSchema = ProductionRequestSchema.partial()
/** The prefill. */
export type ProductionPrefill = z.infer<typeof ProductionPrefillSchema>

/** `POST /v0/account/apps/{id}/production-requests`: the request is the app's (R-APP-PROD-LINK). */
export const AppProductionRequestCreatedSchema = z.object({
  id: z.uuid(),
  signature: z.string(),
})
