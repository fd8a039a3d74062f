import type { FastifyInstance } from 'fastify'
import type { ApiEntryInput } from '@portal/schema/api-entry'
import type { TestUserInput } from '@portal/schema/console-test-users'
import type { Db } from '../src/db/client.ts'
import { ENTRIES, newEntry } from './api-entry-kit.ts'

/** The console's test users of an API. */
export const testUsersUrl = (apiId: string) => `${ENTRIES}/${apiId}/test-users`

let count = 0

/** An Authorization Code API made in the console, at an auth path of its own. */
export function acgEntry(slug: string): ApiEntryInput {
  const fragment = slug.replaceAll('-', '_')
  const authPath = `/oauth2/${slug}/v1`
  return newEntry({
    name: `${slug} API`,
    urlSlug: slug,
    urlFragment: fragment,
    altID: fragment.replace(/_(\w)/g, (_, letter: string) =>
      letter.toUpperCase(),
    ),
    releaseNotes: '',
    apikey: false,
    oAuthTypes: ['AuthorizationCodeGrant'],
    oAuthInfo: {
      acgInfo: {
        baseAuthPath: authPath,
        scopes: ['openid', 'profile', 'offline_access', 'patient/records.read'],
        sandboxWellKnownConfig: `https://sandbox-api.va.gov${authPath}/.well-known/openid-configuration`,
      },
    },
  })
}

/** A valid test user whose email no other in the run has. */
export function testUserInput(
  overrides: Partial<TestUserInput> = {},
): TestUserInput {
  count += 1
  return {
    firstName: 'Tamara',
    lastName: 'Ellis',
    email: `tamara.ellis+${Date.now()}-${count}@example.com`,
    identifiers: 'ICN: 1012667145V762142\nSSN: 796130115',
    idmePassword: 'Idme-Passw0rd!',
    idmeSeed: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    logingovPassword: 'Login-Passw0rd!',
    logingovSeed: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
    ...overrides,
  }
}

/** Creates an entry through the console and answers its id. */
export async function createEntry(
  app: FastifyInstance,
  headers: Record<string, string>,
  entry: ApiEntryInput,
): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: ENTRIES,
    headers,
    payload: entry,
  })
  if (created.statusCode !== 201) throw new Error(created.body)
  return created.json<{ id: string }>().id
}

/** Every stored thing a test-user call could change, as JSON. */
export async function testUserSnapshot(db: Db): Promise<string> {
  const [tables, rows, versions, audit] = await Promise.all([
    db.selectFrom('test_user_tables').selectAll().orderBy('id').execute(),
    db.selectFrom('test_user_rows').selectAll().orderBy('id').execute(),
    db.selectFrom('test_user_versions').selectAll().orderBy('id').execute(),
    db
      .selectFrom('audit_events')
      .select(['action', 'entity_id'])
      .where('entity_type', '=', 'api_test_user')
      .orderBy('id')
      .execute(),
  ])
  return JSON.stringify({ tables, rows, versions, audit })
}
