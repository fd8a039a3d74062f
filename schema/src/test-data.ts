import { z } from 'zod'
import { MarkdownTreeSchema } from './markdown-tree.ts'

/** The message of every refused test-data link (wrong, malformed, expired or revoked). */
export const INVALID_LINK_MESSAGE = 'The userId and hash are not valid.'
/** What a visitor sees instead of each credential value. */
export const REDACTED = 'xxxxxxxxxxxxxxxx'

/** `POST /v0/consumers/test-user-data`: userId and hash go together or not at all. */
export const TestDataRequestSchema = z
  .object({
    urlSlug: z.string().trim().min(1).max(100),
    userId: z.string().trim().max(100).optional(),
    hash: z.string().trim().max(200).optional(),
  })
  .refine((body) => Boolean(body.userId) === Boolean(body.hash), {
    path: ['hash'],
    message: INVALID_LINK_MESSAGE,
  })

/** A test-data request. */
export type TestDataRequest = z.infer<typeof TestDataRequestSchema>

const CredentialSchema = z.object({
  username: z.string(),
  password: z.string(),
  seed: z.string().nullable(),
})

/** The sign-in credentials of a test user, per identity provider. */
export const TestUserCredentialsSchema = z.object({
  idme: CredentialSchema,
  logingov: CredentialSchema,
})

/** The sign-in credentials of a test user. */
export type TestUserCredentials = z.infer<typeof TestUserCredentialsSchema>

/** A test user: column name → value (strings, numbers, null, lists), and credentials when the table has them. */
export const TestUserRowSchema = z.looseObject({
  id: z.string(),
  credentials: TestUserCredentialsSchema.optional(),
})

/** A test user row. */
export type TestUserRow = z.infer<typeof TestUserRowSchema>

/** The test-data answer: one entry per table, or a fallback text when the API has none. */
export const TestDataResponseSchema = z.object({
  tables: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      withCredentials: z.boolean(),
      columns: z.array(z.string()),
      data: z.array(TestUserRowSchema),
    }),
  ),
  fallback: z.string().nullable(),
  /** The fallback text rendered by the server: what the page shows (R-PERF-MARKDOWN-SERVER). */
  fallbackContent: MarkdownTreeSchema.nullable(),
  /** True when real credentials are included (a valid link). */
  signedIn: z.boolean(),
})

/** The test-data answer. */
export type TestDataResponse = z.infer<typeof TestDataResponseSchema>
