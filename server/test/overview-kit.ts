// What the overview's and the review metrics' tests share: an app on a clock the test moves, and
// production requests submitted, reviewed and decided at chosen moments of it.
import { randomInt } from 'node:crypto'
import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { StaffRole } from '@portal/schema/staff'
import type { Db } from '../src/db/client.ts'
import { buildTestApp, type TestAppOptions } from './build-test-app.ts'
import { markAllChecks, move, submitRequest } from './review-kit.ts'
import { signInStaff } from './staff-kit.ts'

/** A day in milliseconds. */
export const DAY = 86_400_000

/**
 * A Monday, noon UTC, in a random week of the century from March 2031: an era of the test's own, so
 * that the overview's windows hold only its requests even on a PostgreSQL database an earlier run
 * left behind.
 */
export const someMonday = () =>
  Date.parse('2031-03-03T12:00:00Z') + randomInt(0, 5000) * 7 * DAY

/** The console overview's API. */
export const OVERVIEW = '/platform-backend/v0/console/overview'

/**
 * An app whose clock the test sets. Each test picks an era of its own (`someMonday`),
 * so the overview's windows (90 days, 12 weeks) see only that test's requests even on a shared
 * PostgreSQL database; counts that are not windowed are compared before and after.
 */
export async function clockApp(start: number, options: TestAppOptions = {}) {
  let clock = start
  const { app, db } = await buildTestApp({
    now: () => clock,
    rateLimits: { writePerMinute: 10_000, emailPerHour: 10_000 },
    ...options,
  })
  const at = (time: number) => {
    clock = time
  }
  // A session of the moment: staff sessions end after 30 idle minutes of the app's clock.
  const staffNow = (roles: StaffRole[]) =>
    signInStaff(db, { roles, now: clock, email: `${roles.join('-')}@va.gov` })
  return { app, db, at, staffNow }
}

/** The moments of one request's life the test chooses; each is done at that time of the clock. */
export interface RequestLife {
  submittedAt: number
  reviewStartedAt?: number
  /** Denied then (with every check marked first). */
  deniedAt?: number
}

/** Submits a request and moves it as `life` says, each step at its time; the request's id. */
export async function live(
  app: FastifyInstance,
  db: Db,
  control: Awaited<ReturnType<typeof clockApp>>,
  life: RequestLife,
): Promise<string> {
  control.at(life.submittedAt)
  const id = await submitRequest(app, db)
  if (life.reviewStartedAt !== undefined) {
    control.at(life.reviewStartedAt)
    const reviewer = await control.staffNow(['reviewer'])
    const started = await move(app, reviewer, id, { action: 'start_review' })
    expect(started.statusCode, started.body).toBe(200)
  }
  if (life.deniedAt !== undefined) {
    control.at(life.deniedAt)
    const reviewer = await control.staffNow(['reviewer'])
    await markAllChecks(app, reviewer, id, 'failed')
    const denied = await move(app, reviewer, id, {
      action: 'deny',
      reason: 'The application does not meet the terms.',
    })
    expect(denied.statusCode, denied.body).toBe(200)
  }
  return id
}
