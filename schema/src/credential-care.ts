import { z } from 'zod'
import { ALWAYS, EmailSchema } from './form-rules.ts'
import { REDIRECT_URI_MESSAGES, redirectUriMessage } from './redirect-uri.ts'
import { CARE_MESSAGES } from './credential-care-texts.ts'

export {
  CARE_MESSAGES,
  OVERLAPS,
  type Overlap,
} from './credential-care-texts.ts'

const OverlapSchema = z.enum(['none', '1h', '24h', '7d'], {
  error: CARE_MESSAGES.overlap,
})

/** The signed pair of the page link: every call carries it. */
export const CareLinkSchema = z.object({
  userId: z.string().trim().min(1).max(100),
  hash: z.string().trim().min(1).max(200),
})

const CredentialRef = CareLinkSchema.extend({
  credentialId: z.uuid({ error: CARE_MESSAGES.notFound }),
})

/** POST …/credentials/rotate. */
export const RotateRequestSchema = CredentialRef.extend({
  overlap: OverlapSchema,
})
/** POST …/credentials/revoke and …/credentials/usage. */
export const CredentialRequestSchema = CredentialRef
/** POST …/credentials/public-key. */
export const PublicKeyRequestSchema = CredentialRef.extend({
  overlap: OverlapSchema,
  publicKey: z.unknown(),
})

// The rule reports a URI's length itself; this bound, far above it, keeps huge bodies cheap.
const MAX_TEXT = 10_000

/** POST …/credentials/redirect-uris: each URI by the one rule of signup (R-REDIRECT-URI). */
export const RedirectUrisRequestSchema = CredentialRef.extend({
  redirectUris: z
    .array(
      z
        .string({ error: REDIRECT_URI_MESSAGES.required })
        .max(MAX_TEXT, REDIRECT_URI_MESSAGES.tooLong)
        .trim(),
      {
        error: CARE_MESSAGES.redirectCount,
      },
    )
    .min(1, CARE_MESSAGES.redirectCount)
    .max(10, CARE_MESSAGES.redirectCount)
    // Every line gets its message, even when another line is not text at all (which the item
    // schema reported already).
    .superRefine((uris: unknown, context) => {
      if (!Array.isArray(uris)) return
      uris.forEach((uri: unknown, index) => {
        if (typeof uri !== 'string' || uri.length > MAX_TEXT) return
        const problem = redirectUriMessage(uri)
        if (problem)
          context.addIssue({ code: 'custom', message: problem, path: [index] })
      })
    }, ALWAYS),
})

/** POST …/credentials/new-link: by address, one answer whatever it is. */
export const NewLinkRequestSchema = z.object({ email: EmailSchema })

/** The state of a credential row. */
export const KeyStatusSchema = z.enum([
  'active',
  'expiring',
  'expired',
  'revoked',
])

/** One row of a credential: the current one, and any older one still in its overlap. */
export const CredentialKeySchema = z.object({
  id: z.uuid(),
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: KeyStatusSchema,
  publicKeyId: z.string().nullable(),
})

/** A credential as the page shows it (R-CARE-LIST). */
export const CredentialSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['apikey', 'acg', 'ccg']),
  clientId: z.string().nullable(),
  hasSecret: z.boolean(),
  lastUsedAt: z.string().nullable(),
  keys: z.array(CredentialKeySchema),
})

/** An application: its APIs, credentials and (ACG) redirect URIs. */
export const CareApplicationSchema = z.object({
  id: z.uuid(),
  apis: z.array(
    z.object({ name: z.string(), urlSlug: z.string(), authType: z.string() }),
  ),
  createdAt: z.string(),
  oauthApplicationType: z.enum(['web', 'native']).nullable(),
  redirectUris: z.array(z.string()),
  /** Stored URIs the one rule refuses, set aside by the automatic check (R-REDIRECT-REPAIR). */
  setAsideRedirectUris: z.array(z.string()).default([]),
  credentials: z.array(CredentialSchema),
})

/** An audit trail entry (R-CARE-AUDIT). */
export const CareEventSchema = z.object({
  action: z.string(),
  detail: z.string(),
  address: z.string(),
  at: z.string(),
})

/** POST …/credentials: the page's whole state. */
export const CareOverviewSchema = z.object({
  firstName: z.string(),
  applications: z.array(CareApplicationSchema),
  events: z.array(CareEventSchema),
})
/** The page's state. */
export type CareOverview = z.infer<typeof CareOverviewSchema>

/** Usage of one credential (R-CARE-USAGE). */
export const CareUsageSchema = z.object({
  days: z.array(z.object({ day: z.string(), calls: z.number() })),
  counts: z.object({
    success: z.number(),
    clientError: z.number(),
    serverError: z.number(),
    tooMany: z.number(),
  }),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  recent: z.array(
    z.object({
      at: z.string(),
      method: z.string(),
      path: z.string(),
      status: z.number(),
      latencyMs: z.number(),
    }),
  ),
})
/** Usage of one credential. */
export type CareUsage = z.infer<typeof CareUsageSchema>

/** The answer of a rotation: the new secret, shown once. */
export const RotateResponseSchema = z.object({
  secret: z.string(),
  prefix: z.string(),
  oldExpiresAt: z.string(),
})
