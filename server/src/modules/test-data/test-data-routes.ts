import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  INVALID_LINK_MESSAGE,
  REDACTED,
  TestDataRequestSchema,
  TestDataResponseSchema,
  type TestDataResponse,
  type TestUserCredentials,
  type TestUserRow,
} from '@portal/schema/test-data'
import { ForbiddenError, NotFoundError } from '../../errors.ts'
import { markdownTree } from '../catalogue/index.ts'
import { isValidTestDataLink } from '../sandbox-signup/index.ts'
import { json, postErrorResponses } from '../../plugins/openapi-responses.ts'
import type { TestDataStore } from './test-data-store.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const FALLBACK =
  'Test data for this API is not published on the portal. [Contact us](/support/contact-us) and we will help you test it in sandbox.'

// Rendered once: the page shows the tree and loads no markdown parser (R-PERF-MARKDOWN-SERVER).
const FALLBACK_CONTENT = markdownTree(FALLBACK)

type Credentials = TestUserCredentials
type Credential = Credentials['idme']

// Visitors get the same tables with every credential value masked: real ones never leave.
function redact(credentials: Credentials): Credentials {
  const mask = (values: Credential): Credential => ({
    username: REDACTED,
    password: REDACTED,
    seed: values.seed === null ? null : REDACTED,
  })
  return { idme: mask(credentials.idme), logingov: mask(credentials.logingov) }
}

/** POST …/v0/consumers/test-user-data: the test users of an API, with credentials for a valid link. */
export const testDataRoutes: FastifyPluginAsyncZod<{
  store: TestDataStore
  linkSecret: string
  now: () => number
}> = async (app, { store, linkSecret, now }) => {
  app.post(
    '/v0/consumers/test-user-data',
    {
      // A read (R-LIMIT-READ): the link's HMAC cannot be guessed, so no tighter limit is needed.
      schema: {
        tags: ['test data'],
        operationId: 'getTestUsers',
        summary:
          "An API's test users; their credentials for a valid emailed link, masked otherwise",
        body: TestDataRequestSchema,
        response: {
          200: json('The test-user tables', TestDataResponseSchema),
          ...postErrorResponses(404),
        },
      },
    },
    async (request) => {
      const { urlSlug, userId, hash } = request.body
      if (!(await store.apiExists(urlSlug)))
        throw new NotFoundError('API not found')
      let signedIn = false
      if (userId && hash) {
        // One answer for every bad link: wrong, malformed, expired or revoked.
        const consumer = UUID.test(userId)
          ? await store.findConsumer(userId)
          : undefined
        const isExpired =
          consumer?.test_link_expires_at &&
          consumer.test_link_expires_at.getTime() < now()
        const isValid =
          consumer !== undefined &&
          !isExpired &&
          isValidTestDataLink(
            linkSecret,
            {
              userId: consumer.id,
              email: consumer.email,
              linkVersion: consumer.test_link_version,
            },
            hash,
          )
        if (!isValid) throw new ForbiddenError(INVALID_LINK_MESSAGE)
        signedIn = true
      }
      const tables = await store.tablesOf(urlSlug)
      const response: TestDataResponse = {
        tables: tables.map((table) => ({
          name: table.name,
          description: table.description,
          withCredentials: table.with_credentials,
          columns: table.columns,
          data: table.rows.map((row): TestUserRow => {
            const data = row.data as TestUserRow
            if (!row.credentials) return data
            const credentials = row.credentials as Credentials
            return {
              ...data,
              credentials: signedIn ? credentials : redact(credentials),
            }
          }),
        })),
        fallback: tables.length === 0 ? FALLBACK : null,
        fallbackContent: tables.length === 0 ? FALLBACK_CONTENT : null,
        signedIn,
      }
      return response
    },
  )
}
