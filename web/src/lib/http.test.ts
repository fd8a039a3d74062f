import { afterEach, expect, test } from 'vitest'
import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { server } from '#web/test/msw-server.ts'
import { captureClientErrorReports } from '#web/test/client-error-reports.ts'
import { CLIENT_ERRORS_URL } from './api-paths.ts'
import {
  deleteResource,
  getJson,
  RequestFailedError,
  postJson,
} from './http.ts'
import {
  REQUEST_FAILURE_EVENT,
  RESPONSE_EVENT,
  type RequestFailureDetail,
  type ResponseEventDetail,
} from './http-events.ts'
import { reportRequestFailures } from './report-error.ts'

const URL_ = '/platform-backend/v0/things'

// Collects the helper's window events for one test.
function listen<T>(name: string): T[] {
  const seen: T[] = []
  const onEvent = (event: Event) => seen.push((event as CustomEvent<T>).detail)
  window.addEventListener(name, onEvent)
  stops.push(() => window.removeEventListener(name, onEvent))
  return seen
}
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

test('A POST carries an X-Request-ID; every call fires the response event with the body (R-WEB-REQUEST-ID)', async () => {
  const ids: (string | null)[] = []
  server.use(
    http.get(`*${URL_}`, () => HttpResponse.json({ name: 'one' })),
    http.post(`*${URL_}`, ({ request }) => {
      ids.push(request.headers.get('x-request-id'))
      return HttpResponse.json({ id: 7 }, { status: 201 })
    }),
  )
  const responses = listen<ResponseEventDetail>(RESPONSE_EVENT)
  expect(await getJson(URL_)).toEqual({ name: 'one' })
  await postJson(URL_, {}, z.object({ id: z.number() }))
  expect(ids).toHaveLength(1)
  expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/)
  expect(responses).toEqual([
    { url: URL_, status: 200, body: { name: 'one' } },
    { url: URL_, status: 201, body: { id: 7 } },
  ])
})

test('A GET sends no header of its own, so a preload of the URL is reused; its failure names the id the server gave (R-PERF-DATA-EARLY)', async () => {
  const headers: string[][] = []
  server.use(
    http.get(`*${URL_}`, ({ request }) => {
      headers.push([...request.headers.keys()])
      return HttpResponse.json(
        { errors: ['Not found'] },
        { status: 404, headers: { 'x-request-id': 'server-given-id' } },
      )
    }),
  )
  const failures = listen<RequestFailureDetail>(REQUEST_FAILURE_EVENT)
  await expect(getJson(URL_)).rejects.toBeInstanceOf(RequestFailedError)
  expect(headers[0]?.filter((name) => /^(x-|accept$)/.test(name))).toEqual([])
  expect(failures.map((failure) => failure.requestId)).toEqual([
    'server-given-id',
  ])
})

test.each([
  [400, { errors: ['name: Required'] }, true],
  [400, { errors: [] }, false],
  [404, { errors: ['Not found'] }, true],
  [500, { errors: ['Internal server error'] }, true],
  [503, 'down', true],
  [403, { errors: ['Forbidden'] }, false],
  [422, { errors: ['Blocked'] }, false],
  [429, { errors: ['Too many requests'] }, false],
])(
  'A %i answer is announced as a failure to report: %j → %s',
  async (status, body, announced) => {
    server.use(
      http.get(`*${URL_}`, () =>
        typeof body === 'string'
          ? new HttpResponse(body, { status })
          : HttpResponse.json(body, { status }),
      ),
    )
    const failures = listen<RequestFailureDetail>(REQUEST_FAILURE_EVENT)
    await expect(getJson(URL_)).rejects.toBeInstanceOf(RequestFailedError)
    const expected = announced ? [{ url: URL_, status }] : []
    expect(failures.map(({ url, status }) => ({ url, status }))).toEqual(
      expected,
    )
  },
)

test('A failed call is reported to the server with its request id and messages', async () => {
  const reports = captureClientErrorReports()
  let requestId: string | null = null
  server.use(
    http.post(`*${URL_}`, ({ request }) => {
      requestId = request.headers.get('x-request-id')
      return HttpResponse.json({ errors: ['email: Invalid'] }, { status: 400 })
    }),
  )
  stops.push(reportRequestFailures())
  await expect(postJson(URL_, {})).rejects.toThrow(RequestFailedError)
  await expect.poll(() => reports.length).toBe(1)
  expect(reports[0]).toEqual({
    kind: 'request',
    name: 'RequestFailedError',
    message: `${URL_} answered 400: email: Invalid`,
    path: '/',
    requestId,
  })
})

test('A report that fails is not reported again', async () => {
  let calls = 0
  server.use(
    http.post('*/platform-backend/v0/client-errors', () => {
      calls += 1
      return HttpResponse.json({ errors: ['down'] }, { status: 500 })
    }),
    http.get(`*${URL_}`, () =>
      HttpResponse.json({ errors: ['down'] }, { status: 502 }),
    ),
  )
  const failures = listen<RequestFailureDetail>(REQUEST_FAILURE_EVENT)
  stops.push(reportRequestFailures())
  await expect(getJson(`${URL_}?loop`)).rejects.toThrow()
  await expect.poll(() => calls).toBe(1)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(calls).toBe(1)
  expect(failures.map((failure) => failure.url)).not.toContain(
    CLIENT_ERRORS_URL,
  )
})

test('A DELETE carries the CSRF pair, whose cookie is set for the request’s own path (R-OAUTH-SIGN-IN-MANAGE)', async () => {
  const seen: (string | null)[] = []
  const path = '/sandbox-api/oauth2/health/v1/manage/grants/g1'
  server.use(
    http.delete(`*${path}`, ({ request }) => {
      seen.push(request.headers.get('x-csrf-token'))
      return new HttpResponse(null, { status: 204 })
    }),
    http.delete(`*${path}-gone`, () =>
      HttpResponse.json({ errors: ['Gone'] }, { status: 404 }),
    ),
  )
  await deleteResource(path)
  expect(seen[0]).toMatch(/^[A-Za-z0-9_-]{43}$/)
  await expect(deleteResource(`${path}-gone`)).rejects.toMatchObject({
    status: 404,
    errors: ['Gone'],
  })
})
