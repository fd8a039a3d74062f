import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { SpecCheck } from '@portal/schema/spec-publishing'
import type { Db } from '../src/db/client.ts'
import { csrfHeaders } from './build-test-app.ts'

// Test documents for spec publishing: a small API-key API for the Benefits Reference Data API,
// which the seed gives no spec, so a test can publish its first version.

/** The API the tests publish for: API-key, callable in sandbox, no spec in the seed. */
export const TEST_API = {
  slug: 'benefits-reference-data',
  fragment: 'benefits_reference_data',
  altId: 'benefitsReferenceData',
  gatewayPath: '/sandbox-api/services/benefits-reference-data/v1',
} as const

/** Options of `referenceDataSpec`: what to leave out or add to the clean document. */
interface SpecOptions {
  /** Leave `operationId` off the states operation (a lint error). */
  withoutOperationId?: boolean
  /** Drop the countries operation (a breaking change). */
  withoutCountries?: boolean
  /** A plain-http server (a lint error). */
  plainHttp?: boolean
  /** An extra optional query parameter (a non-breaking change). */
  withPageSize?: boolean
  /** Where the spec's apiKey scheme puts the key (the `apikey` header when left out). */
  keyPlace?: { in: 'header' | 'query' | 'cookie'; name: string }
}

/** A clean OpenAPI 3.0 document of two operations, with the variations tests need. */
export function referenceDataSpec(options: SpecOptions = {}) {
  const example = (data: unknown) => ({
    'application/json': {
      schema: {
        type: 'object',
        properties: { items: { type: 'array', items: { type: 'string' } } },
      },
      example: data,
    },
  })
  const paths: Record<string, unknown> = {
    '/states': {
      get: {
        ...(options.withoutOperationId ? {} : { operationId: 'getStates' }),
        summary: 'States',
        description: 'The states a Veteran may live in.',
        parameters: options.withPageSize
          ? [
              {
                name: 'pageSize',
                in: 'query',
                required: false,
                schema: { type: 'integer' },
              },
            ]
          : [],
        responses: {
          '200': {
            description: 'The states',
            content: example({ items: ['AL', 'AK'] }),
          },
        },
      },
    },
  }
  if (!options.withoutCountries)
    paths['/countries'] = {
      get: {
        operationId: 'getCountries',
        summary: 'Countries',
        description: 'The countries a Veteran may live in.',
        responses: {
          '200': {
            description: 'The countries',
            content: example({ items: ['USA', 'Canada'] }),
          },
        },
      },
    }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Benefits Reference Data',
      version: '1.0.0',
      description: 'Reference data for benefits claims.',
      contact: { name: 'VA API Platform', email: 'api@va.gov' },
    },
    servers: [
      {
        url: 'https://sandbox-api.va.gov/services/benefits-reference-data/{version}',
        description: 'Sandbox',
        variables: { version: { default: 'v1' } },
      },
      ...(options.plainHttp
        ? [{ url: 'http://api.va.gov/services/benefits-reference-data/v1' }]
        : []),
    ],
    tags: [{ name: 'reference', description: 'Reference data' }],
    security: [{ apikey: [] }],
    components: {
      securitySchemes: {
        apikey: {
          type: 'apiKey',
          ...(options.keyPlace ?? { name: 'apikey', in: 'header' }),
        },
      },
    },
    paths,
  }
}

/**
 * The clean document with as many more operations as make it `bytes` long at least, as JSON text:
 * a check of it is seconds of parsing, validation, lint and diff.
 */
export function largeReferenceDataSpec(bytes: number): string {
  const document = referenceDataSpec()
  const paths = document.paths
  const text = () => JSON.stringify(document)
  for (let n = 0; Buffer.byteLength(text()) < bytes; n += 200)
    for (let k = n; k < n + 200; k += 1)
      paths[`/resources-${k}`] = {
        get: {
          operationId: `getResource${k}`,
          summary: `Resource ${k}`,
          description: `Reads resource ${k}.`,
          parameters: [
            { name: 'page', in: 'query', schema: { type: 'integer' } },
          ],
          responses: {
            '200': {
              description: 'The resource',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      id: { type: 'string' },
                      tags: { type: 'array', items: { type: 'string' } },
                    },
                  },
                  example: { id: `${k}`, tags: ['a'] },
                },
              },
            },
          },
        },
      }
  return text()
}

/** The same document as Swagger 2.0, for the conversion. */
export function referenceDataSwagger() {
  return {
    swagger: '2.0',
    info: {
      title: 'Benefits Reference Data',
      version: '1.0.0',
      description: 'Reference data.',
    },
    host: 'sandbox-api.va.gov',
    basePath: '/services/benefits-reference-data/v1',
    schemes: ['https'],
    securityDefinitions: {
      apikey: { type: 'apiKey', name: 'apikey', in: 'header' },
    },
    security: [{ apikey: [] }],
    paths: {
      '/states': {
        get: {
          operationId: 'getStates',
          description: 'The states.',
          produces: ['application/json'],
          responses: {
            '200': {
              description: 'The states',
              schema: { type: 'array', items: { type: 'string' } },
              examples: { 'application/json': ['AL'] },
            },
          },
        },
      },
    },
  }
}

/** Subscribes `email` to an API's release notes and confirms through the emailed link. */
export async function confirmedSubscriber(
  app: FastifyInstance,
  db: Db,
  email: string,
  urlSlug: string = TEST_API.slug,
) {
  const subscriptions = '/platform-backend/v0/release-notes/subscriptions'
  const subscribed = await app.inject({
    method: 'POST',
    url: subscriptions,
    headers: csrfHeaders(),
    payload: { email, scope: 'api', urlSlug },
  })
  expect(subscribed.statusCode).toBe(202)
  const { payload } = await db
    .selectFrom('email_outbox')
    .select('payload')
    .where('recipient', '=', email)
    .where('template', '=', 'release-notes-confirm')
    .executeTakeFirstOrThrow()
  const [, subscriptionId, hash] =
    /\/confirm\/([\w-]+)\/([\w-]+)$/.exec(String(payload.confirmUrl)) ?? []
  const confirmed = await app.inject({
    method: 'POST',
    url: `${subscriptions}/confirm`,
    headers: csrfHeaders(),
    payload: { subscriptionId, hash },
  })
  expect(confirmed.statusCode).toBe(200)
}

/**
 * Checks `document` for an API through the console, expects no error finding, and publishes it
 * with the drafted release note, as a publisher does. With `newVersionIfBreaking`, a breaking
 * change is confirmed and published as a new version (a test whose earlier tests, on the test:pg
 * pass's one database per file, published the same API before).
 */
export async function checkAndPublish(
  app: FastifyInstance,
  headers: Record<string, string>,
  apiId: string,
  document: unknown,
  { newVersionIfBreaking = false } = {},
) {
  const specs = `/platform-backend/v0/console/apis/${apiId}/specs`
  const report = (
    await app.inject({
      method: 'POST',
      url: `${specs}/check`,
      headers,
      payload: { document },
    })
  ).json<SpecCheck>()
  expect(report.findings.filter((f) => f.severity === 'error')).toEqual([])
  const published = await app.inject({
    method: 'POST',
    url: specs,
    headers,
    payload: {
      document,
      releaseNote: report.releaseNoteDraft,
      ...(newVersionIfBreaking && report.breaking
        ? newVersion(`v${Date.now().toString(36)}`)
        : {}),
    },
  })
  expect(published.statusCode, published.body).toBe(201)
}

/** What a breaking publication adds: the confirmation, the new version and its label. */
const newVersion = (version: string) => ({
  confirmBreaking: true,
  version,
  label: `Version ${version}`,
})
