import { expect, test } from 'vitest'
import { openTestDatabase } from '../../../test/build-test-app.ts'
import { SEED_VERSION, runSeed, seedIfOutdated } from './seed.ts'
import { toIsoDate } from './seed-dates.ts'

test('Seeding twice leaves one row per API and category', async () => {
  const database = await openTestDatabase()
  try {
    await database.db
      .updateTable('apis')
      .set({ name: 'Edited' })
      .where('url_slug', '=', 'va-forms')
      .execute()
    const result = await runSeed(database.db, {
      apiPrefix: '/platform-backend',
    })
    expect(result.apis).toBe(30)
    const apis = await database.db
      .selectFrom('apis')
      .select(['url_slug', 'name'])
      .execute()
    expect(apis).toHaveLength(30)
    expect(apis.find((api) => api.url_slug === 'va-forms')?.name).toBe(
      'VA Forms API',
    )
    const categories = await database.db
      .selectFrom('api_categories')
      .select('key')
      .execute()
    expect(categories.map((category) => category.key).sort()).toEqual([
      'benefits',
      'facilities',
      'health',
      'loanGuaranty',
      'vaForms',
      'verification',
    ])
  } finally {
    await database.close()
  }
})

test('A re-seed leaves an entry a publisher changed in the console as they left it', async () => {
  const database = await openTestDatabase()
  try {
    const { db } = database
    const api = await db
      .updateTable('apis')
      .set({ description: 'Changed in the console' })
      .where('url_slug', '=', 'va-forms')
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('api_entry_versions')
      .values({ api_id: api.id, version: 1, action: 'edited', after: '{}' })
      .execute()
    await db
      .updateTable('apis')
      .set({ description: 'Not changed in the console' })
      .where('url_slug', '=', 'va-facilities')
      .execute()
    await runSeed(db, { apiPrefix: '/platform-backend' })
    const rows = await db
      .selectFrom('apis')
      .select(['url_slug', 'description'])
      .where('url_slug', 'in', ['va-forms', 'va-facilities'])
      .orderBy('url_slug')
      .execute()
    expect(rows.map((row) => row.description)).toEqual([
      'VA Facilities',
      'Changed in the console',
    ])
  } finally {
    await database.close()
  }
})

test('Seed dates become ISO-8601 with the offset of their time zone', () => {
  expect(toIsoDate('13 Jul 2020 00:00 EDT')).toBe('2020-07-13T00:00:00-04:00')
  expect(toIsoDate('1 Dec 2021 09:30 EST')).toBe('2021-12-01T09:30:00-05:00')
  expect(toIsoDate('2024-01-01T00:00:00Z')).toBe('2024-01-01T00:00:00Z')
  expect(() => toIsoDate('13 Foo 2020 00:00 EDT')).toThrow(
    'Unknown date in seed data',
  )
})

test('A start re-seeds a database seeded by an older seed version, and only then', async () => {
  const database = await openTestDatabase()
  try {
    expect(
      await seedIfOutdated(database.db, { apiPrefix: '/platform-backend' }),
    ).toBeNull()
    await database.db
      .updateTable('seed_state')
      .set({ version: SEED_VERSION - 1 })
      .execute()
    expect(
      await seedIfOutdated(database.db, { apiPrefix: '/platform-backend' }),
    ).toMatchObject({ apis: 30, docVersions: 13, specsWithoutApi: [] })
    const state = await database.db
      .selectFrom('seed_state')
      .select('version')
      .executeTakeFirstOrThrow()
    expect(state.version).toBe(SEED_VERSION)
  } finally {
    await database.close()
  }
})
