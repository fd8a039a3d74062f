import { expect, test } from 'vitest'
import type { ReviewQueue } from '@portal/schema/production-review'
import { addBusinessDays } from '@portal/schema/production-review-timeline'
import type { Db } from '../../db/client.ts'
import { asStaff, reviewApp, staffWith } from '../../../test/review-kit.ts'

const DAY = 86_400_000

// Rows of one test, told apart from every other test's by a tag in the organization (the
// PostgreSQL pass shares one database between tests).
async function seedQueue(db: Db, reviewerId: string, otherId: string) {
  const tag = `q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const now = Date.now()
  const rows = [
    // Overdue: submitted three weeks ago, still not reviewed.
    {
      name: 'Alpha',
      apis: 'apikey/facilities',
      status: 'submitted',
      age: 21,
      assignee: reviewerId,
      email: 'ada@alpha.dev',
    },
    // Due within three days.
    {
      name: 'Bravo',
      apis: 'acg/claims,apikey/facilities',
      status: 'in_review',
      age: 12,
      assignee: null,
      email: 'bo@bravo.dev',
    },
    // Fresh.
    {
      name: 'Charlie',
      apis: 'ccg/benefitsDocuments',
      status: 'submitted',
      age: 1,
      assignee: otherId,
      email: 'cy@charlie.dev',
    },
    // Old but past the first review: not overdue.
    {
      name: 'Delta_%',
      apis: 'acg/health',
      status: 'demo_scheduled',
      age: 30,
      assignee: null,
      email: 'di@delta.dev',
    },
  ] as const
  for (const row of rows) {
    const createdAt = new Date(now - row.age * DAY)
    await db
      .insertInto('production_requests')
      .values({
        status: row.status,
        apis: row.apis,
        organization: `${row.name} Org ${tag}`,
        app_name: `${row.name} App`,
        primary_email: row.email,
        request: JSON.stringify({}),
        created_at: createdAt,
        review_due_at:
          row.name === 'Bravo'
            ? new Date(now + DAY)
            : addBusinessDays(createdAt, 10),
        assignee_id: row.assignee,
      })
      .execute()
  }
  return tag
}

const namesOf = (queue: ReviewQueue) =>
  queue.rows.map((row) => row.appName.replace(' App', ''))

test('The queue filters by status, API, auth type, age and assignee, and searches organization, app and email', async () => {
  const { app, db, reviewer } = await reviewApp()
  const other = await staffWith(db, ['reviewer'])
  const tag = await seedQueue(db, reviewer.staff.id, other.staff.id)
  const list = async (query: string) => {
    const response = await asStaff(
      app,
      reviewer,
      'GET',
      `?q=${tag}&sort=organization&${query}`,
    )
    expect(response.statusCode, response.body).toBe(200)
    return namesOf(response.json<ReviewQueue>())
  }
  expect(await list('')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta_%'])
  expect(await list('status=submitted')).toEqual(['Alpha', 'Charlie'])
  expect(await list('api=facilities')).toEqual(['Alpha', 'Bravo'])
  expect(await list('authType=acg')).toEqual(['Bravo', 'Delta_%'])
  expect(await list('authType=ccg&api=benefitsDocuments')).toEqual(['Charlie'])
  expect(await list('age=overdue')).toEqual(['Alpha'])
  expect(await list('age=due_soon')).toEqual(['Bravo'])
  expect(await list('age=on_track')).toEqual(['Charlie', 'Delta_%'])
  expect(await list('assignee=me')).toEqual(['Alpha'])
  expect(await list('assignee=nobody')).toEqual(['Bravo', 'Delta_%'])
  expect(await list(`assignee=${other.staff.id}`)).toEqual(['Charlie'])
  // Search: any part, any case, of the organization, the app's name or the email.
  const search = async (q: string) =>
    namesOf(
      (
        await asStaff(
          app,
          reviewer,
          'GET',
          `?q=${encodeURIComponent(q)}&sort=organization`,
        )
      ).json<ReviewQueue>(),
    )
  expect(await search(`BRAVO ORG ${tag}`)).toEqual(['Bravo'])
  expect(await search('cy@charlie.dev')).toContain('Charlie')
  // % and _ are the characters, not wildcards.
  expect(await search(`_% Org ${tag}`)).toEqual(['Delta_%'])
  expect(await search(`Alpha Org ${tag.toUpperCase()}`)).toEqual(['Alpha'])
})

test('Each row carries its age against the promise; sorting and pages with the total', async () => {
  const { app, db, reviewer } = await reviewApp()
  const tag = await seedQueue(db, reviewer.staff.id, reviewer.staff.id)
  const first = (
    await asStaff(
      app,
      reviewer,
      'GET',
      `?q=${tag}&sort=-organization&pageSize=3`,
    )
  ).json<ReviewQueue>()
  expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 })
  expect(namesOf(first)).toEqual(['Delta_%', 'Charlie', 'Bravo'])
  const second = (
    await asStaff(
      app,
      reviewer,
      'GET',
      `?q=${tag}&sort=-organization&pageSize=3&page=2`,
    )
  ).json<ReviewQueue>()
  expect(namesOf(second)).toEqual(['Alpha'])
  const past = (
    await asStaff(app, reviewer, 'GET', `?q=${tag}&page=9`)
  ).json<ReviewQueue>()
  expect(past).toMatchObject({ rows: [], total: 4 })
  const byDue = (
    await asStaff(app, reviewer, 'GET', `?q=${tag}`)
  ).json<ReviewQueue>()
  expect(namesOf(byDue)[0]).toBe('Delta_%')
  const alpha = byDue.rows.find((row) => row.appName === 'Alpha App')
  expect(alpha).toMatchObject({
    isOverdue: true,
    status: 'submitted',
    email: 'ada@alpha.dev',
  })
  // Three weeks ago plus ten business days is five business days ago.
  expect(alpha?.businessDaysLate).toBe(5)
  expect(alpha?.assignee).toEqual({
    id: reviewer.staff.id,
    name: reviewer.staff.name,
    email: reviewer.staff.email,
  })
  expect(alpha?.apis).toEqual([
    {
      entry: 'apikey/facilities',
      altId: 'facilities',
      authType: 'apikey',
      name: 'VA Facilities API',
    },
  ])
  const delta = byDue.rows.find((row) => row.appName === 'Delta_% App')
  expect(delta).toMatchObject({ isOverdue: false, businessDaysLate: 0 })
  const bySubmitted = (
    await asStaff(app, reviewer, 'GET', `?q=${tag}&sort=-submitted`)
  ).json<ReviewQueue>()
  expect(namesOf(bySubmitted)).toEqual(['Charlie', 'Bravo', 'Alpha', 'Delta_%'])
})

test('Bad queue parameters answer 400 in the envelope', async () => {
  const { app, reviewer } = await reviewApp()
  for (const query of [
    'status=open',
    'sort=drop',
    'page=0',
    'pageSize=500',
    'assignee=x',
    `q=${'a'.repeat(201)}`,
  ]) {
    const response = await asStaff(app, reviewer, 'GET', `?${query}`)
    expect(response.statusCode, query).toBe(400)
    expect(response.json<{ errors: string[] }>().errors.length).toBeGreaterThan(
      0,
    )
  }
})
