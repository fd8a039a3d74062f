import { z } from 'zod'
import {
  ALWAYS,
  EmailSchema,
  addFieldIssue,
  requiredText,
} from './form-rules.ts'

/** The console's messages for an API's sandbox test users (R-TEST-USERS-*), word for word. */
export const TEST_USER_MESSAGES = {
  apiNotFound: 'API not found',
  userNotFound: 'Test user not found',
  firstName: 'Enter the test user’s first name',
  lastName: 'Enter the test user’s last name',
  password: 'Enter a password of 8 to 64 characters',
  seed: 'Enter a one-time-code seed: 16 to 64 letters A to Z and digits 2 to 7 (base32)',
  identifierLine:
    'Write each identifier on its own line as “Name: value”, for example “ICN: 1012667145V762142”',
  identifierName:
    'An identifier’s name is 1 to 40 letters, digits, spaces, dots or dashes',
  identifierReserved:
    'First Name, Last Name and Email are fields of their own: leave them out of the identifiers',
  identifierTwice: 'Each identifier may appear only once',
  duplicateEmail: 'A test user of this API already signs in with this email',
  sameAsCurrent: 'Nothing changed: the test user is already like this',
} as const

/** The test-data table columns every console-made test user fills. */
export const TEST_USER_COLUMNS = ['First Name', 'Last Name', 'Email'] as const

const IDENTIFIER_NAME = /^[A-Za-z0-9][A-Za-z0-9 .-]{0,39}$/
const RESERVED = new Set([
  'id',
  ...TEST_USER_COLUMNS.map((c) => c.toLowerCase()),
])

/** One of the API's own identifiers of a test user (ICN, SSN, …), as the test data page shows it. */
export interface TestUserIdentifier {
  name: string
  value: string
}

/**
 * The identifiers text, one “Name: value” per line (blank lines ignored), or the message of the
 * first line that breaks a rule. The server stores each as a column of the test-data table; an
 * `ICN` is the patient of the test user's tokens.
 */
export function parseIdentifiers(
  text: string,
): { identifiers: TestUserIdentifier[] } | { error: string } {
  const identifiers: TestUserIdentifier[] = []
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).trim()
    const value = line.slice(colon + 1).trim()
    if (colon < 0 || value === '')
      return { error: TEST_USER_MESSAGES.identifierLine }
    if (!IDENTIFIER_NAME.test(name))
      return { error: TEST_USER_MESSAGES.identifierName }
    if (RESERVED.has(name.toLowerCase()))
      return { error: TEST_USER_MESSAGES.identifierReserved }
    if (
      identifiers.some(
        (known) => known.name.toLowerCase() === name.toLowerCase(),
      )
    )
      return { error: TEST_USER_MESSAGES.identifierTwice }
    identifiers.push({ name, value })
  }
  return { identifiers }
}

const password = z
  .string({ error: TEST_USER_MESSAGES.password })
  .min(8, TEST_USER_MESSAGES.password)
  .max(64, TEST_USER_MESSAGES.password)
  // Printable ASCII without spaces: what the sign-in page's password field sends unchanged.
  .regex(/^[\x21-\x7e]+$/, TEST_USER_MESSAGES.password)

// The sign-in checks codes with a base32 TOTP secret (RFC 4648 alphabet, no padding).
const seed = z
  .string({ error: TEST_USER_MESSAGES.seed })
  .trim()
  .regex(/^[A-Z2-7]{16,64}$/, TEST_USER_MESSAGES.seed)

/**
 * `POST|PUT …/v0/console/api-entries/{id}/test-users[/{userId}]`: one sandbox test user of an API
 * (R-TEST-USERS-FIELDS). The email is the user name at both identity providers; each provider has
 * its own password and one-time-code seed, as the test data page shows them.
 */
export const TestUserInputSchema = z
  .object({
    firstName: requiredText(100, TEST_USER_MESSAGES.firstName, 'First name'),
    lastName: requiredText(100, TEST_USER_MESSAGES.lastName, 'Last name'),
    email: EmailSchema,
    identifiers: z
      .string({ error: TEST_USER_MESSAGES.identifierLine })
      .max(2000, 'Identifiers must be 2000 characters or fewer')
      .default(''),
    idmePassword: password,
    idmeSeed: seed,
    logingovPassword: password,
    logingovSeed: seed,
  })
  .superRefine((input, context) => {
    if (typeof input.identifiers !== 'string') return
    const parsed = parseIdentifiers(input.identifiers)
    if ('error' in parsed) addFieldIssue(context, 'identifiers', parsed.error)
  }, ALWAYS)

/** One test user as the publisher enters it. */
export type TestUserInput = z.infer<typeof TestUserInputSchema>

/** A stored test user: what was entered, and its id (the sign-in's account id). */
export const ConsoleTestUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  identifiers: z.string(),
  idmePassword: z.string(),
  idmeSeed: z.string(),
  logingovPassword: z.string(),
  logingovSeed: z.string(),
})

/** A stored test user. */
export type ConsoleTestUser = z.infer<typeof ConsoleTestUserSchema>

/** The console's test users of one API, and the version they are at (null before the first). */
export const ConsoleTestUsersSchema = z.object({
  apiId: z.string(),
  apiName: z.string(),
  urlSlug: z.string(),
  /** True when the API offers Authorization Code: only then do its test users sign in. */
  signsIn: z.boolean(),
  version: z.number().int().nullable(),
  users: z.array(ConsoleTestUserSchema),
})

/** The console's test users of one API. */
export type ConsoleTestUsers = z.infer<typeof ConsoleTestUsersSchema>

/** What a version of an API's test users records. */
export const TEST_USER_ACTIONS = ['added', 'changed', 'removed'] as const

/** The audit trail's actions of test users. */
export const TEST_USER_AUDIT_ACTIONS = {
  added: 'test_user.added',
  changed: 'test_user.changed',
  removed: 'test_user.removed',
} as const

/** Every version of an API's test users, newest first: who, when, the whole list before and after. */
export const TestUserHistorySchema = z.object({
  apiId: z.string(),
  apiName: z.string(),
  versions: z.array(
    z.object({
      version: z.number().int(),
      action: z.enum(TEST_USER_ACTIONS),
      at: z.string(),
      staffEmail: z.string().nullable(),
      before: z.array(ConsoleTestUserSchema),
      after: z.array(ConsoleTestUserSchema),
    }),
  ),
})

/** The versions of an API's test users. */
export type TestUserHistory = z.infer<typeof TestUserHistorySchema>

const ApiIdSchema = z.uuid({ error: TEST_USER_MESSAGES.apiNotFound })

/** `:id` of the test-user routes (the API entry's id). */
export const TestUsersParamsSchema = z.object({ id: ApiIdSchema })

/** `:id/test-users/:userId`. */
export const TestUserParamsSchema = z.object({
  id: ApiIdSchema,
  userId: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, TEST_USER_MESSAGES.userNotFound),
})
