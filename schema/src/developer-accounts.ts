import { z } from 'zod'
import { EmailSchema, requiredText } from './form-rules.ts'
import { REVIEW_STATUSES } from './production-review-status.ts'
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  TEAM_ROLES,
} from './developer-accounts-texts.ts'

export * from './developer-accounts-texts.ts'

/** `POST /v0/account/email-proofs`: the address to prove (R-ACCOUNT-EMAIL-PROOF). */
export const EmailProofRequestSchema = z.object({ email: EmailSchema })
export type EmailProofRequest = z.infer<typeof EmailProofRequestSchema>

/** The same answer whether or not an account exists (R-ACCOUNT-NO-ENUMERATION). */
export const EmailProofResponseSchema = z.object({ message: z.string() })

/** The code form's field: the 6 digits of the email (the address is the form's first step). */
export const AccountCodeSchema = z.object({
  code: z
    .string({ error: ACCOUNT_MESSAGES.codeRequired })
    .trim()
    .regex(/^\d{6}$/, ACCOUNT_MESSAGES.codeRequired),
})
export type AccountCode = z.infer<typeof AccountCodeSchema>

/**
 * `POST /v0/account/sessions`: the emailed link's token, or the address and its 6-digit code.
 * One object, so the code form's fields are the payload's names.
 */
export const AccountSessionRequestSchema = z
  .object({
    email: EmailSchema.optional(),
    code: z.string().trim().max(20).optional(),
    token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, ACCOUNT_MESSAGES.linkDead)
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.token) return
    if (!body.email)
      context.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'Enter a valid email address',
      })
    if (!body.code || !/^\d{6}$/.test(body.code))
      context.addIssue({
        code: 'custom',
        path: ['code'],
        message: ACCOUNT_MESSAGES.codeRequired,
      })
  })
export type AccountSessionRequest = z.infer<typeof AccountSessionRequestSchema>

/** The account's profile: the identity a sandbox signup asks for. */
export const AccountProfileSchema = z.object({
  firstName: requiredText(
    ACCOUNT_LIMITS.name,
    ACCOUNT_MESSAGES.firstName,
    'First name',
  ),
  lastName: requiredText(
    ACCOUNT_LIMITS.name,
    ACCOUNT_MESSAGES.lastName,
    'Last name',
  ),
  organization: requiredText(
    ACCOUNT_LIMITS.organization,
    ACCOUNT_MESSAGES.organization,
    'Organization',
  ),
})
export type AccountProfile = z.infer<typeof AccountProfileSchema>

/** A team the account belongs to, with its role there. */
export const AccountTeamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
})

/** `GET /v0/account/session`: who is signed in. */
export const AccountMeSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organization: z.string(),
  /** False until the profile is filled in (the first sign-in asks for it). */
  profileComplete: z.boolean(),
  teams: z.array(AccountTeamSchema),
  expiresAt: z.iso.datetime(),
  /** The last passkey or email proof of this session. */
  provenAt: z.iso.datetime(),
  hasPasskey: z.boolean(),
})
export type AccountMe = z.infer<typeof AccountMeSchema>

/** A passkey as the security page lists it (never its key). */
export const PasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
})
export type Passkey = z.infer<typeof PasskeySchema>

/** `PATCH /v0/account/passkeys/{id}`: a new name. */
export const PasskeyRenameSchema = z.object({
  name: requiredText(
    ACCOUNT_LIMITS.passkeyName,
    ACCOUNT_MESSAGES.passkeyName,
    'Passkey name',
  ),
})
export type PasskeyRename = z.infer<typeof PasskeyRenameSchema>

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/)

/** The browser's answer to a passkey creation (WebAuthn `RegistrationResponseJSON`). */
export const PasskeyRegistrationResponseSchema = z.looseObject({
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(20_000),
    attestationObject: base64url(60_000),
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.string().max(40).optional(),
})

/** The browser's answer to a passkey request (WebAuthn `AuthenticationResponseJSON`). */
export const PasskeyAuthenticationResponseSchema = z.looseObject({
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(20_000),
    authenticatorData: base64url(20_000),
    signature: base64url(8000),
    userHandle: base64url(200).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.string().max(40).optional(),
})

/** `POST /v0/account/passkeys`: the new passkey's name and the browser's answer. */
export const PasskeyRegistrationSchema = PasskeyRenameSchema.extend({
  response: PasskeyRegistrationResponseSchema,
})
export type PasskeyRegistration = z.infer<typeof PasskeyRegistrationSchema>

/** `POST /v0/account/passkey-sign-ins` and `/session/proofs`: the browser's answer. */
export const PasskeyAssertionSchema = z.object({
  response: PasskeyAuthenticationResponseSchema,
})
export type PasskeyAssertion = z.infer<typeof PasskeyAssertionSchema>

/** WebAuthn options for the browser (the library's JSON), with their single-use challenge. */
export const PasskeyOptionsSchema = z.looseObject({ challenge: z.string() })

/** A sandbox credential as the account lists it: never a secret. */
export const AccountCredentialSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['apikey', 'acg', 'ccg']),
  /** The key's first characters (API keys), or the OAuth client id. */
  keyPrefix: z.string(),
  clientId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
})

/** A sandbox signup the account owns (by its address or a claimed link). */
export const AccountSignupSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  organization: z.string(),
  apis: z.array(z.object({ name: z.string(), urlSlug: z.string() })),
  credentials: z.array(AccountCredentialSchema),
  /** The signed "Your sandbox credentials" page: rotate, revoke, usage (today's care actions). */
  credentialsUrl: z.string(),
})

/** A production request the account owns. */
export const AccountProductionRequestSchema = z.object({
  id: z.uuid(),
  appName: z.string(),
  organization: z.string(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The signed status page: status, timeline, messages, decision. */
  statusUrl: z.string(),
})

/** A release-note subscription of the account's address. */
export const AccountSubscriptionSchema = z.object({
  id: z.uuid(),
  /** Null: every API's release notes. */
  apiName: z.string().nullable(),
  urlSlug: z.string().nullable(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
})

/** `GET /v0/account/items`: everything the account owns (R-ACCOUNT-ITEMS). */
export const AccountItemsSchema = z.object({
  signups: z.array(AccountSignupSchema),
  productionRequests: z.array(AccountProductionRequestSchema),
  subscriptions: z.array(AccountSubscriptionSchema),
})
export type AccountItems = z.infer<typeof AccountItemsSchema>

/** `POST /v0/account/subscriptions`: one API's release notes (by its page's slug) or every API's. */
export const AccountSubscribeSchema = z.object({
  urlSlug: z.string().trim().min(1).max(100).nullable(),
})
export type AccountSubscribe = z.infer<typeof AccountSubscribeSchema>

/** The account page's subscribe form: an API's page slug, or `ALL_APIS` for every API's notes. */
export const AccountSubscribeFormSchema = z.object({
  urlSlug: z
    .string({ error: ACCOUNT_MESSAGES.chooseApi })
    .min(1, ACCOUNT_MESSAGES.chooseApi)
    .max(100),
})
export type AccountSubscribeForm = z.infer<typeof AccountSubscribeFormSchema>

/** `POST /v0/account/claims`: a signed link's pair, opened while signed in ("Add to my account"). */
export const AccountClaimSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('consumer'),
    userId: z.string().max(100),
    hash: z.string().max(200),
  }),
  z.object({
    kind: z.literal('production_request'),
    id: z.string().max(100),
    signature: z.string().max(200),
  }),
])
export type AccountClaim = z.infer<typeof AccountClaimSchema>

/** The answer to a claim: whether it is in the account now, and whether it was already. */
export const AccountClaimResultSchema = z.object({
  message: z.string(),
})
