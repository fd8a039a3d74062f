import { expect, test } from 'vitest'
import {
  TEST_USER_MESSAGES,
  type ConsoleTestUsers,
  type TestUserHistory,
} from '@portal/schema/console-test-users'
import { INVALID_LINK_MESSAGE, REDACTED } from '@portal/schema/test-data'
import { apiIdOf, publisherApp } from '../../../test/api-entry-kit.ts'
import { csrfHeaders, TEST_SECRETS } from '../../../test/build-test-app.ts'
import { sessionCookieOnly, signInStaff } from '../../../test/staff-kit.ts'
import {
  acgEntry,
  createEntry,
  testUserInput,
  testUserSnapshot,
  testUsersUrl,
} from '../../../test/test-user-kit.ts'
import { seedTestUsers } from '../../db/seed/test-users-seed.ts'
import { testDataLinkHash } from '../sandbox-signup/index.ts'
import type { FastifyInstance } from 'fastify'

const TEST_DATA = '/platform-backend/v0/consumers/test-user-data'

const testDataOf = (
  app: FastifyInstance,
  payload: { urlSlug: string; userId?: string; hash?: string },
) =>
  app.inject({
    method: 'POST',
    url: TEST_DATA,
    headers: csrfHeaders(),
    payload,
  })

test('A publisher adds a test user to a console-made ACG API: the console lists it, the test data page shows it, masked to visitors and whole with a signed link, as version 1 with an audit row (R-TEST-USERS-FIELDS, R-TEST-USERS-PAGE, R-TEST-USERS-VERSIONS)', async () => {
  const { app, db, headers, publisher } = await publisherApp()
  const id = await createEntry(app, headers, acgEntry('console-users-one'))
  const empty = await app.inject({ url: testUsersUrl(id), headers })
  expect(empty.statusCode).toBe(200)
  expect(empty.json()).toMatchObject({
    apiName: 'console-users-one API',
    urlSlug: 'console-users-one',
    signsIn: true,
    version: null,
    users: [],
  })
  // Before its first user the test data page has the fallback text.
  expect(
    (await testDataOf(app, { urlSlug: 'console-users-one' })).json(),
  ).toMatchObject({ tables: [], fallback: expect.any(String) })

  const input = testUserInput()
  const added = await app.inject({
    method: 'POST',
    url: testUsersUrl(id),
    headers,
    payload: input,
  })
  expect(added.statusCode, added.body).toBe(201)
  const body = added.json<ConsoleTestUsers>()
  expect(body.version).toBe(1)
  expect(body.users).toEqual([{ id: expect.any(String), ...input }])

  const visitor = (
    await testDataOf(app, { urlSlug: 'console-users-one' })
  ).json()
  expect(visitor.tables).toEqual([
    {
      name: 'Test users',
      description: '',
      withCredentials: true,
      columns: ['First Name', 'Last Name', 'Email', 'ICN', 'SSN'],
      data: [
        {
          id: '1',
          'First Name': 'Tamara',
          'Last Name': 'Ellis',
          Email: input.email,
          ICN: '1012667145V762142',
          SSN: '796130115',
          credentials: {
            idme: { username: REDACTED, password: REDACTED, seed: REDACTED },
            logingov: {
              username: REDACTED,
              password: REDACTED,
              seed: REDACTED,
            },
          },
        },
      ],
    },
  ])
  // A developer's signed link shows the credentials, and nothing about the publisher.
  const email = `developer-${Date.now()}@example.org`
  const signup = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/consumers/applications',
    headers: csrfHeaders(),
    payload: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      organization: 'Engines',
      typeAndApi: 'acg/consoleUsersOne',
      apis: 'acg/consoleUsersOne',
      oAuthApplicationType: 'web',
      oAuthRedirectURI: 'https://app.example.org/callback',
      termsOfService: true,
    },
  })
  expect(signup.statusCode, signup.body).toBe(201)
  const consumer = { id: signup.json<{ userId: string }>().userId, email }
  const signedLink = {
    urlSlug: 'console-users-one',
    userId: consumer.id,
    hash: testDataLinkHash(TEST_SECRETS.testDataLink, {
      userId: consumer.id,
      email: consumer.email,
      linkVersion: 1,
    }),
  }
  const shown = await testDataOf(app, signedLink)
  expect(shown.statusCode, shown.body).toBe(200)
  expect(shown.json().tables[0].data[0].credentials).toEqual({
    idme: {
      username: input.email,
      password: input.idmePassword,
      seed: input.idmeSeed,
    },
    logingov: {
      username: input.email,
      password: input.logingovPassword,
      seed: input.logingovSeed,
    },
  })
  expect(shown.body).not.toContain(publisher.staff.email)
  expect(
    (await testDataOf(app, { ...signedLink, hash: 'x'.repeat(43) })).json(),
  ).toEqual({ errors: [INVALID_LINK_MESSAGE] })

  const audit = await db
    .selectFrom('audit_events')
    .select(['action', 'staff_email', 'entity_id', 'before', 'after'])
    .where('entity_type', '=', 'api_test_user')
    .where('entity_id', 'like', `${id}/%`)
    .execute()
  expect(audit).toEqual([
    {
      action: 'test_user.added',
      staff_email: publisher.staff.email,
      entity_id: `${id}/${body.users[0]?.id}`,
      before: null,
      after: body.users[0],
    },
  ])
})

test('Changing keeps the id, removing the last drops the table; each is a version with the whole list before and after (R-TEST-USERS-VERSIONS)', async () => {
  const { app, headers } = await publisherApp()
  const id = await createEntry(app, headers, acgEntry('console-users-two'))
  const first = testUserInput()
  const second = testUserInput({ identifiers: 'EDIPI: 1005079124' })
  for (const payload of [first, second])
    expect(
      (
        await app.inject({
          method: 'POST',
          url: testUsersUrl(id),
          headers,
          payload,
        })
      ).statusCode,
    ).toBe(201)
  const listed = (
    await app.inject({ url: testUsersUrl(id), headers })
  ).json<ConsoleTestUsers>()
  const [one, two] = listed.users
  expect(listed.version).toBe(2)
  // The columns follow every user's identifiers.
  expect(
    (await testDataOf(app, { urlSlug: 'console-users-two' })).json().tables[0]
      .columns,
  ).toEqual(['First Name', 'Last Name', 'Email', 'ICN', 'SSN', 'EDIPI'])

  const changed = await app.inject({
    method: 'PUT',
    url: `${testUsersUrl(id)}/${one?.id}`,
    headers,
    payload: {
      ...first,
      firstName: 'Tam',
      identifiers: 'ICN: 1012667145V762142',
    },
  })
  expect(changed.statusCode, changed.body).toBe(200)
  expect(changed.json<ConsoleTestUsers>().users[0]).toMatchObject({
    id: one?.id,
    firstName: 'Tam',
    identifiers: 'ICN: 1012667145V762142',
  })
  const same = await app.inject({
    method: 'PUT',
    url: `${testUsersUrl(id)}/${one?.id}`,
    headers,
    payload: {
      ...first,
      firstName: 'Tam',
      identifiers: 'ICN: 1012667145V762142',
    },
  })
  expect(same.statusCode).toBe(409)
  expect(same.json()).toEqual({ errors: [TEST_USER_MESSAGES.sameAsCurrent] })

  for (const user of [one, two]) {
    const removed = await app.inject({
      method: 'DELETE',
      url: `${testUsersUrl(id)}/${user?.id}`,
      headers,
    })
    expect(removed.statusCode, removed.body).toBe(200)
  }
  expect(
    (await testDataOf(app, { urlSlug: 'console-users-two' })).json().tables,
  ).toEqual([])
  const history = (
    await app.inject({ url: `${testUsersUrl(id)}/versions`, headers })
  ).json<TestUserHistory>()
  expect(history.versions.map((version) => version.action)).toEqual([
    'removed',
    'removed',
    'changed',
    'added',
    'added',
  ])
  expect(history.versions.map((version) => version.version)).toEqual([
    5, 4, 3, 2, 1,
  ])
  expect(history.versions[2]?.before.map((user) => user.firstName)).toEqual([
    'Tamara',
    'Tamara',
  ])
  expect(history.versions[2]?.after.map((user) => user.firstName)).toEqual([
    'Tam',
    'Tamara',
  ])
  expect(history.versions[0]?.after).toEqual([])
  expect(
    (
      await app.inject({
        method: 'DELETE',
        url: `${testUsersUrl(id)}/${one?.id}`,
        headers,
      })
    ).json(),
  ).toEqual({ errors: [TEST_USER_MESSAGES.userNotFound] })
})

test('Bad input gets 400 with every field’s message, a taken email 409, an unknown API 404; nothing stored changes (R-TEST-USERS-FIELDS)', async () => {
  const { app, db, headers } = await publisherApp()
  const id = await apiIdOf(db, 'patient-health')
  const before = await testUserSnapshot(db)
  const bad = await app.inject({
    method: 'POST',
    url: testUsersUrl(id),
    headers,
    payload: {
      firstName: ' ',
      lastName: '',
      email: 'not-an-email',
      identifiers: 'ICN 1012667145V762142',
      idmePassword: 'short',
      idmeSeed: 'not base32!',
      logingovPassword: 'has a space',
      logingovSeed: 'abc',
    },
  })
  expect(bad.statusCode).toBe(400)
  expect(bad.json().fieldErrors).toEqual({
    firstName: [TEST_USER_MESSAGES.firstName],
    lastName: [TEST_USER_MESSAGES.lastName],
    email: ['Invalid email address'],
    identifiers: [TEST_USER_MESSAGES.identifierLine],
    idmePassword: [TEST_USER_MESSAGES.password],
    idmeSeed: [TEST_USER_MESSAGES.seed],
    logingovPassword: [TEST_USER_MESSAGES.password],
    logingovSeed: [TEST_USER_MESSAGES.seed],
  })
  for (const [identifiers, message] of [
    ['Email: a@example.org', TEST_USER_MESSAGES.identifierReserved],
    ['ICN: 1\nicn: 2', TEST_USER_MESSAGES.identifierTwice],
    ['<b>: 1', TEST_USER_MESSAGES.identifierName],
  ] as const) {
    const response = await app.inject({
      method: 'POST',
      url: testUsersUrl(id),
      headers,
      payload: testUserInput({ identifiers }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toEqual({ identifiers: [message] })
  }
  // A seeded user of the API already signs in with this email (any letter case).
  const seeded = await db
    .selectFrom('test_user_rows as row')
    .innerJoin('test_user_tables as table', 'table.id', 'row.table_id')
    .select('row.credentials')
    .where('table.api_url_slug', '=', 'patient-health')
    .where('row.credentials', 'is not', null)
    .executeTakeFirstOrThrow()
  const seededEmail = (seeded.credentials as { idme: { username: string } })
    .idme.username
  const taken = await app.inject({
    method: 'POST',
    url: testUsersUrl(id),
    headers,
    payload: testUserInput({ email: seededEmail.toUpperCase() }),
  })
  expect(taken.statusCode).toBe(409)
  expect(taken.json()).toEqual({
    errors: [TEST_USER_MESSAGES.duplicateEmail],
    fieldErrors: { email: [TEST_USER_MESSAGES.duplicateEmail] },
  })
  for (const url of [
    testUsersUrl('00000000-0000-4000-8000-000000000000'),
    testUsersUrl('not-a-uuid'),
  ]) {
    const unknown = await app.inject({
      method: 'POST',
      url,
      headers,
      payload: testUserInput(),
    })
    expect(unknown.statusCode, url).toBe(url.includes('not-a') ? 400 : 404)
    expect(unknown.json().errors).toEqual([TEST_USER_MESSAGES.apiNotFound])
  }
  const noUser = await app.inject({
    method: 'PUT',
    url: `${testUsersUrl(id)}/123456789`,
    headers,
    payload: testUserInput(),
  })
  expect(noUser.statusCode).toBe(404)
  expect(await testUserSnapshot(db)).toBe(before)
})

test('Only publishers manage test users: no session 401, another role 403, no CSRF pair 403 (R-TEST-USERS-ROLE)', async () => {
  const { app, db, publisher } = await publisherApp()
  const id = await apiIdOf(db, 'patient-health')
  const before = await testUserSnapshot(db)
  const reviewer = await signInStaff(db, { roles: ['reviewer', 'support'] })
  expect((await app.inject({ url: testUsersUrl(id) })).statusCode).toBe(401)
  expect(
    (await app.inject({ url: testUsersUrl(id), headers: reviewer.headers }))
      .statusCode,
  ).toBe(403)
  const refused = await app.inject({
    method: 'POST',
    url: testUsersUrl(id),
    headers: reviewer.headers,
    payload: testUserInput(),
  })
  expect(refused.statusCode).toBe(403)
  const noCsrf = await app.inject({
    method: 'POST',
    url: testUsersUrl(id),
    headers: sessionCookieOnly(publisher),
    payload: testUserInput(),
  })
  expect(noCsrf.statusCode).toBe(403)
  expect(await testUserSnapshot(db)).toBe(before)
})

test('The seed keeps a publisher’s test users when it replaces its own tables (R-TEST-USERS-SEED)', async () => {
  const { app, db, headers } = await publisherApp({ freshDatabase: true })
  const id = await apiIdOf(db, 'patient-health')
  const input = testUserInput()
  expect(
    (
      await app.inject({
        method: 'POST',
        url: testUsersUrl(id),
        headers,
        payload: input,
      })
    ).statusCode,
  ).toBe(201)
  await seedTestUsers(
    db,
    new URL('../../db/seed-data', import.meta.url).pathname,
  )
  const listed = (
    await app.inject({ url: testUsersUrl(id), headers })
  ).json<ConsoleTestUsers>()
  expect(listed.users.map((user) => user.email)).toEqual([input.email])
  const tables = (await testDataOf(app, { urlSlug: 'patient-health' })).json()
    .tables as { name: string }[]
  expect(tables.at(-1)?.name).toBe('Test users')
  expect(tables.length).toBeGreaterThan(1)
})
