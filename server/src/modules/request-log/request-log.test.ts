import { expect, test } from 'vitest'
import {
  REDACTED,
  REQUEST_LOG_BODY_BYTES,
  RequestLogCallDetailSchema,
  RequestLogPageSchema,
} from '@portal/schema/request-log'
import { buildTestApp } from '../../../test/build-test-app.ts'
import {
  keyWithId,
  recordedCalls,
  seedCalls,
} from '../../../test/request-log-kit.ts'
import { createTestClock } from '../../plugins/test-clock.ts'
import { callDetail, listCalls, purgeExpiredDetails } from './index.ts'

const GATEWAY = '/sandbox-api/services'
const DAY = 86_400_000

test('A call is recorded with its request id, path and query, headers and answer, credentials redacted (R-REQLOG-RECORD, R-REQLOG-REDACT)', async () => {
  const { app, db } = await buildTestApp()
  const { key, id } = await keyWithId(app, db)
  const response = await app.inject({
    url: `${GATEWAY}/va_facilities/v0/facilities/vha_688?apikey=${key}&lang=en`,
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      cookie: `session=${key}`,
      'x-request-id': 'dev-trace-42',
      'x-team': 'blue',
    },
  })
  // The spec refuses the unknown query parameters: a failed call, as a developer would look up.
  expect(response.statusCode).toBe(400)

  const [call] = await recordedCalls(db, [id])
  expect(call).toMatchObject({
    credential: { id, kind: 'apikey', prefix: key.slice(0, 8) },
    api: 'va-facilities',
    method: 'GET',
    path: `${GATEWAY}/va_facilities/v0/facilities/vha_688?apikey=${REDACTED}&lang=en`,
    status: 400,
    requestId: 'dev-trace-42',
  })
  expect(response.headers['x-request-id']).toBe(call?.requestId)

  const detail = await callDetail(db, {
    credentialIds: [id],
    callId: call?.id ?? '',
  })
  expect(RequestLogCallDetailSchema.parse(detail)).toEqual(detail)
  expect(detail?.requestHeaders).toMatchObject({
    apikey: REDACTED,
    authorization: REDACTED,
    cookie: REDACTED,
    'x-team': 'blue',
  })
  expect(detail?.responseHeaders).toMatchObject({
    'content-type': expect.stringMatching(/json/),
    'x-request-id': 'dev-trace-42',
    'cache-control': 'no-store',
  })
  expect(detail?.responseBody).toEqual({
    text: response.body,
    truncated: false,
  })
  expect(detail?.requestBody).toEqual({ text: null, truncated: false })
  // The key is nowhere in what the log keeps.
  expect(JSON.stringify(detail)).not.toContain(key)
})

test('Bodies are kept to their first 4 KB, cut on a character and marked truncated (R-REQLOG-TRUNCATE)', async () => {
  const { app, db } = await buildTestApp()
  const { key, id } = await keyWithId(app, db, 'apikey/confirmation')
  const small = {
    first_name: 'Wesley',
    last_name: 'Ford',
    birth_date: '1986-05-06',
    ssn: '796-04-3735',
  }
  const large = { ...small, first_name: 'é'.repeat(5000) }
  const post = (payload: object) =>
    app.inject({
      method: 'POST',
      url: `${GATEWAY}/veteran_confirmation/v0/status`,
      headers: { apikey: key },
      payload,
    })
  await post(small)
  await post(large)

  const [largeCall, smallCall] = await recordedCalls(db, [id], 2)
  const smallDetail = await callDetail(db, {
    credentialIds: [id],
    callId: smallCall?.id ?? '',
  })
  expect(smallDetail?.requestBody).toEqual({
    text: JSON.stringify(small),
    truncated: false,
  })
  const largeDetail = await callDetail(db, {
    credentialIds: [id],
    callId: largeCall?.id ?? '',
  })
  const kept = largeDetail?.requestBody.text ?? ''
  expect(largeDetail?.requestBody.truncated).toBe(true)
  expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(REQUEST_LOG_BODY_BYTES)
  expect(Buffer.byteLength(kept)).toBeGreaterThan(REQUEST_LOG_BODY_BYTES - 2)
  expect(JSON.stringify(large).startsWith(kept)).toBe(true)
})

test('Headers and bodies are gone after 7 days, the call stays in the list (R-REQLOG-KEEP)', async () => {
  const testClock = createTestClock()
  const { app, db } = await buildTestApp({ testClock })
  const { key, id } = await keyWithId(app, db)
  await app.inject({
    url: `${GATEWAY}/va_facilities/v0/facilities/vha_688`,
    headers: { apikey: key },
  })
  const [call] = await recordedCalls(db, [id])
  const callId = call?.id ?? ''
  const detailAt = () =>
    callDetail(db, { credentialIds: [id], callId, now: testClock.now() })

  testClock.advance(6 * DAY)
  expect(await purgeExpiredDetails(db, testClock.now())).toBe(0)
  expect(await detailAt()).not.toBeNull()

  testClock.advance(DAY + 60_000)
  expect(await detailAt()).toBeNull()
  expect(await purgeExpiredDetails(db, testClock.now())).toBeGreaterThanOrEqual(
    1,
  )
  const left = await db
    .selectFrom('gateway_request_details')
    .select('call_id')
    .where('call_id', '=', callId)
    .execute()
  expect(left).toEqual([])
  expect((await listCalls(db, { credentialIds: [id] })).calls).toEqual([call])
})

test('Nothing of another credential can be read: not in the list, no detail (R-REQLOG-OWN)', async () => {
  const { app, db } = await buildTestApp()
  const mine = await keyWithId(app, db)
  const theirs = await keyWithId(app, db)
  await app.inject({
    url: `${GATEWAY}/va_facilities/v0/facilities/vha_688`,
    headers: { apikey: theirs.key },
  })
  const [theirCall] = await recordedCalls(db, [theirs.id])

  expect(await listCalls(db, { credentialIds: [mine.id] })).toEqual({
    calls: [],
    nextCursor: null,
  })
  expect(
    await callDetail(db, {
      credentialIds: [mine.id],
      callId: theirCall?.id ?? '',
    }),
  ).toBeNull()
  // Their call's id as my cursor names no position in my log.
  expect(
    await listCalls(db, { credentialIds: [mine.id], before: theirCall?.id }),
  ).toEqual({ calls: [], nextCursor: null })
  expect(
    await callDetail(db, { credentialIds: [], callId: theirCall?.id ?? '' }),
  ).toBeNull()
  expect(
    await callDetail(db, { credentialIds: [theirs.id], callId: 'not-a-uuid' }),
  ).toBeNull()
})

test('The log holds the newest 1,000 calls of the app’s credentials, page by page through the cursor (R-REQLOG-CAP, R-REQLOG-LIST)', async () => {
  const { app, db } = await buildTestApp()
  const first = await keyWithId(app, db)
  const second = await keyWithId(app, db)
  const seeded = await seedCalls(db, [first.id, second.id], 1100)

  const seen: string[] = []
  let before: string | undefined
  for (let pages = 0; pages < 20; pages += 1) {
    const page = await listCalls(
      db,
      { credentialIds: [first.id, second.id], before },
      100,
    )
    expect(RequestLogPageSchema.parse(page)).toEqual(page)
    seen.push(...page.calls.map((call) => call.requestId ?? ''))
    if (!page.nextCursor) break
    before = page.nextCursor
  }
  expect(seen).toEqual(seeded.slice(0, 1000).map((row) => row.request_id))
  // A page is never larger than 100, whatever is asked.
  expect(
    (await listCalls(db, { credentialIds: [first.id] }, 5000)).calls,
  ).toHaveLength(100)
  expect(
    (await listCalls(db, { credentialIds: [first.id] }, 7)).calls,
  ).toHaveLength(7)
})

test.each([
  [
    { status: '4xx' as const },
    (row: { status: number }) => row.status >= 400 && row.status < 500,
  ],
  [{ status: '5xx' as const }, (row: { status: number }) => row.status >= 500],
  [{ status: 404 }, (row: { status: number }) => row.status === 404],
  [
    { api: 'va-forms' },
    (row: { api_url_slug: string }) => row.api_url_slug === 'va-forms',
  ],
  [
    { status: '2xx' as const, api: 'benefits-claims' },
    (row: { status: number; api_url_slug: string }) =>
      row.status < 300 && row.api_url_slug === 'benefits-claims',
  ],
])(
  'Filtered by %o, the log lists the matching calls among the newest 1,000 (R-REQLOG-FILTER)',
  async (filter, matches) => {
    const { app, db } = await buildTestApp()
    const { id } = await keyWithId(app, db)
    const seeded = await seedCalls(db, [id], 1050)
    const expected = seeded
      .slice(0, 1000)
      .filter((row) => matches(row as never))
      .map((row) => row.request_id)
    const seen: string[] = []
    let before: string | undefined
    do {
      const page = await listCalls(
        db,
        { credentialIds: [id], ...filter, before },
        100,
      )
      seen.push(...page.calls.map((call) => call.requestId ?? ''))
      before = page.nextCursor ?? undefined
    } while (before)
    expect(expected.length).toBeGreaterThan(0)
    expect(seen).toEqual(expected)
  },
)

test('Two instances over one database record into one log: each call, its detail read from either (R-REQLOG-RECORD)', async () => {
  const first = await buildTestApp()
  const second = await buildTestApp()
  const { key, id } = await keyWithId(first.app, first.db)
  const answers = []
  for (const { app } of [first, second])
    answers.push(
      await app.inject({
        url: `${GATEWAY}/va_facilities/v0/facilities/vha_688`,
        headers: { apikey: key },
      }),
    )
  const calls = await recordedCalls(second.db, [id], 2)
  expect(calls.map((call) => call.requestId).sort()).toEqual(
    answers.map((answer) => String(answer.headers['x-request-id'])).sort(),
  )
  for (const call of calls)
    expect(
      await callDetail(first.db, { credentialIds: [id], callId: call.id }),
    ).toMatchObject({ id: call.id, status: 200 })
})
