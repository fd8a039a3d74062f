import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../src/db/client.ts'
import { listCalls } from '../src/modules/request-log/index.ts'
import { sandboxKeyFor } from './care-kit.ts'

/** A sandbox API key and its credential's id, through the real signup. */
export async function keyWithId(
  app: FastifyInstance,
  db: Db,
  apis = 'apikey/facilities',
) {
  const key = await sandboxKeyFor(app, apis)
  const { id } = await db
    .selectFrom('consumer_credentials')
    .select('id')
    .where('key_prefix', '=', key.slice(0, 8))
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow()
  return { key, id }
}

/** The log of these credentials once `count` calls are written (the recorder writes each second). */
export async function recordedCalls(
  db: Db,
  credentialIds: string[],
  count = 1,
) {
  await expect
    .poll(async () => (await listCalls(db, { credentialIds })).calls.length, {
      timeout: 5000,
    })
    .toBe(count)
  return (await listCalls(db, { credentialIds })).calls
}

const APIS = ['va-facilities', 'va-forms', 'benefits-claims']
const STATUSES = [200, 201, 400, 401, 404, 429, 500, 503]

/**
 * `count` calls of the credentials written straight to the usage table, one a second back from
 * `newest`, the APIs and statuses taking turns: what the log's cap, filters and cursor read.
 */
export async function seedCalls(
  db: Db,
  credentialIds: string[],
  count: number,
  newest = Date.now(),
) {
  const rows = Array.from({ length: count }, (_, index) => ({
    at: new Date(newest - index * 1000),
    credential_id: credentialIds[index % credentialIds.length] ?? null,
    api_url_slug: APIS[index % APIS.length] ?? '',
    method: 'GET',
    path_template: '/things/{id}',
    path: `/sandbox-api/services/things/${index}`,
    status: STATUSES[index % STATUSES.length] ?? 200,
    latency_ms: 3,
    request_id: `seeded-${index}`,
  }))
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto('gateway_requests')
      .values(rows.slice(start, start + 500))
      .execute()
  return rows
}
