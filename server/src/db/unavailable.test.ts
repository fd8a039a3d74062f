import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { expect, onTestFinished, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { DATABASE_UNAVAILABLE } from '../plugins/error-handler.ts'
import type { Database } from './schema.ts'
import { isDatabaseUnavailable } from './unavailable.ts'

const withCode = (message: string, code: string) =>
  Object.assign(new Error(message), { code })

test('Connection failures count as the database being away; query errors do not', () => {
  expect(
    isDatabaseUnavailable(withCode('connect ECONNREFUSED', 'ECONNREFUSED')),
  ).toBe(true)
  expect(
    isDatabaseUnavailable(
      withCode('terminating connection due to administrator command', '57P01'),
    ),
  ).toBe(true)
  expect(
    isDatabaseUnavailable(
      withCode('the database system is starting up', '57P03'),
    ),
  ).toBe(true)
  expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(
    true,
  )
  expect(
    isDatabaseUnavailable(new Error('Connection terminated unexpectedly')),
  ).toBe(true)
  expect(
    isDatabaseUnavailable(
      new AggregateError([
        withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'),
      ]),
    ),
  ).toBe(true)
  // A server that stopped answering (query_timeout), or one too slow now (statement_timeout).
  expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true)
  expect(
    isDatabaseUnavailable(
      withCode('canceling statement due to statement timeout', '57014'),
    ),
  ).toBe(true)
  expect(isDatabaseUnavailable(withCode('syntax error', '42601'))).toBe(false)
  expect(isDatabaseUnavailable(withCode('duplicate key', '23505'))).toBe(false)
  expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
  expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
})

test('While the database is away, reads and writes get 503 in the envelope, never 500 (R-OPS-DB-OUTAGE)', async () => {
  // The app is built while the database answers (the server migrates before it builds the app),
  // then every query meets a pool aimed at a port where nothing listens: an outage.
  const dead = new pg.Pool({
    connectionString: 'postgres://portal@127.0.0.1:1/portal',
    connectionTimeoutMillis: 1_000,
  })
  const away = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: dead }),
  })
  onTestFinished(() => away.destroy())
  const { db: live } = await buildTestApp()
  let isAway = false
  const db = new Proxy(live, {
    get: (target, property) => {
      const source = isAway ? away : target
      const value = Reflect.get(source, property, source) as unknown
      return typeof value === 'function' ? value.bind(source) : value
    },
  })
  const { app } = await buildTestApp({ db })
  isAway = true
  const catalogue = await app.inject({
    url: '/platform-backend/v0/providers/transformations/legacy.json',
  })
  expect(catalogue.statusCode).toBe(503)
  expect(catalogue.json()).toEqual({ errors: [DATABASE_UNAVAILABLE] })
  expect(catalogue.headers['retry-after']).toBe('5')
  const news = await app.inject({ url: '/platform-backend/v0/news' })
  expect(news.statusCode).toBe(503)
})
