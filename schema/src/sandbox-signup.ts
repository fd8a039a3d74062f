import { z } from 'zod'
import {
  ALWAYS,
  addFieldIssue,
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGES,
  EmailSchema,
  requiredText,
} from './form-rules.ts'
import { INVALID_KEY_MESSAGE, parsePublicJwk } from './jwk.ts'
import {
  REDIRECT_URI_MAX_LENGTH,
  REDIRECT_URI_MESSAGES,
  redirectUriMessage,
} from './redirect-uri.ts'

/** Field messages of the sandbox signup form (R-SIGNUP-*). */
export const SIGNUP_MESSAGES = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  organization: 'Enter your organization',
  typeAndApi: 'You must select an auth type.',
  termsOfService: 'You must agree to the terms of service to continue.',
  oAuthApplicationType: 'Choose an option',
  redirectRequired: REDIRECT_URI_MESSAGES.required,
  redirectInvalid: REDIRECT_URI_MESSAGES.invalid,
  redirectHttps: REDIRECT_URI_MESSAGES.https,
  publicKey: INVALID_KEY_MESSAGE,
  attestation:
    'You must attest that your users meet the API requirements to continue.',
} as const

/** Field maxima of the signup form. */
export const SIGNUP_LIMITS = {
  name: 47,
  email: EMAIL_MAX_LENGTH,
  organization: 100,
  description: 415,
  redirectUri: REDIRECT_URI_MAX_LENGTH,
} as const

const SignupFieldsSchema = z.object({
  firstName: requiredText(
    SIGNUP_LIMITS.name,
    SIGNUP_MESSAGES.firstName,
    'First name',
  ),
  lastName: requiredText(
    SIGNUP_LIMITS.name,
    SIGNUP_MESSAGES.lastName,
    'Last name',
  ),
  email: EmailSchema,
  organization: requiredText(
    SIGNUP_LIMITS.organization,
    SIGNUP_MESSAGES.organization,
    'Organization',
  ),
  description: z
    .string()
    .trim()
    .max(
      SIGNUP_LIMITS.description,
      `Description must be ${SIGNUP_LIMITS.description} characters or fewer`,
    )
    .optional(),
  typeAndApi: z
    .string({ error: SIGNUP_MESSAGES.typeAndApi })
    .trim()
    .regex(/^(acg|ccg|apikey)\/[^/\s]+$/, SIGNUP_MESSAGES.typeAndApi),
  // Unset choices arrive as null from forms: the rules below decide what is required.
  oAuthApplicationType: z.string().nullish(),
  oAuthRedirectURI: z.string().trim().nullish(),
  oAuthPublicKey: z.unknown().optional(),
  termsOfService: z
    .boolean({ error: SIGNUP_MESSAGES.termsOfService })
    .refine((agreed) => agreed, SIGNUP_MESSAGES.termsOfService),
  attestationChecked: z.boolean().optional(),
  /** The honeypot: people leave it empty. */
  faxNumber: z.string().optional(),
})

type SignupFields = z.infer<typeof SignupFieldsSchema>

// The auth types a signup asks for: the chosen one, and (in a request) every `apis` entry's, so
// a redirect URI is checked whenever an ACG client is made from it (R-STORE-URL-HTTP).
function authTypesOf(fields: SignupFields & { apis?: unknown }): Set<string> {
  const entries = [
    fields.typeAndApi,
    ...(typeof fields.apis === 'string' ? fields.apis.split(',') : []),
  ]
  return new Set(
    entries.flatMap((entry) =>
      typeof entry === 'string' ? [entry.trim().split('/')[0] ?? ''] : [],
    ),
  )
}

// The rules that depend on the chosen auth type, checked once for the form and the server.
// They run even when other fields failed (`ALWAYS`), so every message shows at once: the
// fields may then be missing or of the wrong type.
function checkAuthDetails(
  fields: SignupFields & { apis?: unknown },
  context: z.RefinementCtx,
) {
  // A body that is not an object already failed; its refinements have nothing to read.
  if (typeof fields !== 'object' || fields === null) return
  const authTypes = authTypesOf(fields)
  if (authTypes.has('acg')) {
    if (
      fields.oAuthApplicationType !== 'web' &&
      fields.oAuthApplicationType !== 'native'
    ) {
      addFieldIssue(
        context,
        'oAuthApplicationType',
        SIGNUP_MESSAGES.oAuthApplicationType,
      )
    }
    // The one redirect-URI rule (R-REDIRECT-URI), on what the person typed without its edges.
    const problem = redirectUriMessage(
      typeof fields.oAuthRedirectURI === 'string'
        ? fields.oAuthRedirectURI.trim()
        : undefined,
    )
    if (problem) addFieldIssue(context, 'oAuthRedirectURI', problem)
  }
  if (authTypes.has('ccg') && !parsePublicJwk(fields.oAuthPublicKey)) {
    addFieldIssue(context, 'oAuthPublicKey', SIGNUP_MESSAGES.publicKey)
  }
}

/** What the signup form validates, on submit. */
export const SandboxSignupFormSchema = SignupFieldsSchema.superRefine(
  checkAuthDetails,
  ALWAYS,
)

/** The form's schema for an API; one that requires attestation also requires the checkbox. */
export function createSandboxSignupFormSchema(options: {
  requiresAttestation: boolean
}) {
  if (!options.requiresAttestation) return SandboxSignupFormSchema
  return SandboxSignupFormSchema.superRefine((fields, context) => {
    if (fields?.attestationChecked !== true) {
      addFieldIssue(context, 'attestationChecked', SIGNUP_MESSAGES.attestation)
    }
  }, ALWAYS)
}

/** The signup form's values. */
export type SandboxSignupFormValues = z.input<typeof SandboxSignupFormSchema>

/**
 * `POST /v0/consumers/applications`: the form's fields, the `apis` list and the honeypot.
 * The API-dependent rules (the API exists, offers that auth type, allows public signup, needs
 * attestation) are checked by the server against the catalogue.
 */
export const SandboxSignupRequestSchema = SignupFieldsSchema.extend({
  apis: z.string().trim().min(1, 'Choose at least one API').max(1000),
}).superRefine(checkAuthDetails, ALWAYS)

/** A sandbox signup request. */
export type SandboxSignupRequest = z.infer<typeof SandboxSignupRequestSchema>

/** The form's values as the request body: `apis` is the chosen `authType/altID`. */
export function toSandboxSignupRequest(
  form: SandboxSignupFormValues,
): z.input<typeof SandboxSignupRequestSchema> {
  const authType = form.typeAndApi?.split('/')[0]
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    organization: form.organization,
    ...(form.description?.trim() ? { description: form.description } : {}),
    typeAndApi: form.typeAndApi,
    apis: form.typeAndApi ?? '',
    ...(authType === 'acg'
      ? {
          oAuthApplicationType: form.oAuthApplicationType,
          oAuthRedirectURI: form.oAuthRedirectURI,
        }
      : {}),
    ...(authType === 'ccg' ? { oAuthPublicKey: form.oAuthPublicKey } : {}),
    termsOfService: form.termsOfService,
    ...(form.attestationChecked !== undefined
      ? { attestationChecked: form.attestationChecked }
      : {}),
  }
}

/** The 201 answer: credentials shown once; fields that do not apply are null. */
export const SandboxSignupResponseSchema = z
  .object({
    apis: z.string().nullish(),
    email: z.string().nullish(),
    userId: z.string().nullish(),
    token: z.string().nullish(),
    clientID: z.string().nullish(),
    clientSecret: z.string().nullish(),
    redirectURI: z.string().nullish(),
    ccgClientId: z.string().nullish(),
    kongUsername: z.string().nullish(),
  })
  // The spec: a success must carry a token, a client id or the email, else it is invalid.
  .refine((body) =>
    Boolean(body.token || body.clientID || body.ccgClientId || body.email),
  )

/** The signup answer. */
export type SandboxSignupResponse = z.infer<typeof SandboxSignupResponseSchema>
