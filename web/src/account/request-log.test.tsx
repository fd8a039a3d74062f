import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { http, HttpResponse } from 'msw'
import { MemoryRouter, useLocation } from 'react-router'
import { expect, test } from 'vitest'
import type {
  RequestLogCall,
  RequestLogCallDetail,
} from '@portal/schema/request-log'
import { createQueryClient } from '#web/app/query-client.ts'
import { server } from '#web/test/msw-server.ts'
import { RequestLog } from './request-log.tsx'

const CALLS = '/platform-backend/v0/account/apps/app-1/calls'
const APIS = [
  { slug: 'va-facilities', name: 'VA Facilities API' },
  { slug: 'va-forms', name: 'VA Forms API' },
]

function callNumber(
  n: number,
  overrides: Partial<RequestLogCall> = {},
): RequestLogCall {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    at: new Date(Date.UTC(2026, 10, 28, 12, 0, 0) - n * 60_000).toISOString(),
    credential: {
      id: '11111111-1111-4111-8111-111111111111',
      kind: 'apikey',
      prefix: 'abcd1234',
    },
    api: 'va-facilities',
    method: 'GET',
    path: `/sandbox-api/services/va_facilities/v0/facilities/vha_${n}`,
    status: 200,
    latencyMs: 4.2,
    requestId: `req-${n}`,
    ...overrides,
  }
}

/** The log's endpoint: two pages of calls (the second after the cursor); the URLs it was asked. */
function serveLog(first: RequestLogCall[], older: RequestLogCall[] = []) {
  const asked: URL[] = []
  server.use(
    http.get(`*${CALLS}`, ({ request }) => {
      const url = new URL(request.url)
      asked.push(url)
      if (url.searchParams.get('before'))
        return HttpResponse.json({ calls: older, nextCursor: null })
      return HttpResponse.json({
        calls: first,
        nextCursor: older.length > 0 ? (first.at(-1)?.id ?? null) : null,
      })
    }),
  )
  return asked
}

/** What axe finds wrong, by rule and element. */
async function axeViolations() {
  const results = await axe.run(
    screen.getByRole('region', { name: 'Request log' }),
  )
  return results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

function Address() {
  const location = useLocation()
  return <div aria-label="Address">{location.search}</div>
}

function renderLog(path = '/account/apps/app-1') {
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[path]}>
        <RequestLog
          callsUrl={CALLS}
          callUrl={(id) => `${CALLS}/${id}`}
          apis={APIS}
        />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

test('The log is a captioned table of the calls, newest first, without axe violations (R-REQLOG-LIST)', async () => {
  serveLog([
    callNumber(1, { status: 404, requestId: 'req-404' }),
    callNumber(2),
  ])
  renderLog()
  const table = await screen.findByRole('table', {
    name: /Sandbox calls of this app, newest first/,
  })
  const rows = within(table).getAllByRole('row')
  expect(
    within(rows[0] as HTMLElement)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Time',
    'Credential',
    'Method',
    'Path',
    'Status',
    'Latency',
    'Request id',
    'Details',
  ])
  const first = within(table).getByRole('row', { name: /req-404/ })
  expect(within(first).getByRole('cell', { name: '404' })).toBeInTheDocument()
  expect(within(first).getByText('apikey abcd1234…')).toBeInTheDocument()
  expect(
    within(first).getByText('Nov 28, 2026, 11:59:00 AM UTC'),
  ).toBeInTheDocument()
  expect(screen.getByText('Showing 2 calls.')).toHaveAttribute('role', 'status')
  expect(await axeViolations()).toEqual([])
})

test('The filters are a GET form: choosing a status and an API puts them in the address and asks the log for them (R-REQLOG-FILTER)', async () => {
  const asked = serveLog([callNumber(1)])
  const user = userEvent.setup()
  renderLog()
  await screen.findByRole('table')
  expect(
    screen.getByRole('form', { name: 'Filter the calls' }),
  ).toHaveAttribute('method', 'get')
  await user.selectOptions(
    screen.getByLabelText('Status'),
    '4xx: refused (client errors)',
  )
  await user.selectOptions(screen.getByLabelText('API'), 'VA Forms API')
  serveLog([])
  await user.click(screen.getByRole('button', { name: 'Show calls' }))
  expect(
    await screen.findByText('No calls match these filters.'),
  ).toBeInTheDocument()
  expect(screen.getByLabelText('Address')).toHaveTextContent(
    '?status=4xx&api=va-forms',
  )
  expect(asked[0]?.search).toBe('')
  expect(screen.getByLabelText('Status')).toHaveValue('4xx')
})

test('A filtered address opens with its filters chosen and asks for them', async () => {
  const asked = serveLog([callNumber(3, { status: 503 })])
  renderLog('/account/apps/app-1?status=5xx')
  await screen.findByRole('table', { name: /\(filtered\)/ })
  expect(asked[0]?.searchParams.get('status')).toBe('5xx')
  expect(screen.getByLabelText('Status')).toHaveValue('5xx')
})

test('"Load older calls" adds the next page after the cursor, and goes when there are no more (R-REQLOG-LIST)', async () => {
  const asked = serveLog([callNumber(1), callNumber(2)], [callNumber(3)])
  const user = userEvent.setup()
  renderLog()
  await screen.findByRole('table')
  await user.click(screen.getByRole('button', { name: 'Load older calls' }))
  expect(await screen.findByRole('cell', { name: 'req-3' })).toBeInTheDocument()
  expect(asked.at(-1)?.searchParams.get('before')).toBe(callNumber(2).id)
  expect(screen.getByText('Showing 3 calls.')).toHaveAttribute('role', 'status')
  expect(
    screen.queryByRole('button', { name: 'Load older calls' }),
  ).not.toBeInTheDocument()
})

test('A row opens its call’s headers in a description list and its bodies in <pre>, truncation said (R-REQLOG-DETAIL)', async () => {
  const call = callNumber(1, { method: 'POST' })
  const detail: RequestLogCallDetail = {
    ...call,
    requestHeaders: {
      apikey: '[redacted]',
      'content-type': 'application/json',
    },
    responseHeaders: { 'x-request-id': 'req-1' },
    requestBody: { text: '{"ssn":"796-04-3735"', truncated: true },
    responseBody: { text: null, truncated: false },
  }
  serveLog([call])
  server.use(http.get(`*${CALLS}/${call.id}`, () => HttpResponse.json(detail)))
  const user = userEvent.setup()
  renderLog()
  const show = await screen.findByRole('button', {
    name: /Show details of POST/,
  })
  expect(show).toHaveAttribute('aria-expanded', 'false')
  await user.click(show)
  expect(show).toHaveAttribute('aria-expanded', 'true')
  await screen.findByRole('heading', { name: 'Request headers' })
  // Request headers, then the answer's: names as terms, values as their definitions.
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
    'apikey',
    'content-type',
    'x-request-id',
  ])
  expect(
    screen.getAllByRole('definition').map((value) => value.textContent),
  ).toEqual(['[redacted]', 'application/json', 'req-1'])
  expect(
    screen.getByText('Truncated: the first 4 KB are kept.'),
  ).toBeInTheDocument()
  // The body keeps its text as sent, in a <pre> (it has no role: its label finds it).
  const body = screen.getByLabelText('Request body')
  expect(body).toBeInstanceOf(HTMLPreElement)
  expect(body).toHaveTextContent('{"ssn":"796-04-3735"')
  expect(screen.getByText('No body.')).toBeInTheDocument()
  expect(await axeViolations()).toEqual([])
  await user.click(screen.getByRole('button', { name: /Hide details/ }))
  expect(
    screen.queryByRole('heading', { name: 'Request headers' }),
  ).not.toBeInTheDocument()
})

test('A call whose detail has expired says headers and bodies are kept 7 days (R-REQLOG-KEEP)', async () => {
  const call = callNumber(1)
  serveLog([call])
  server.use(
    http.get(`*${CALLS}/${call.id}`, () =>
      HttpResponse.json({ errors: ['Call not found'] }, { status: 404 }),
    ),
  )
  const user = userEvent.setup()
  renderLog()
  await user.click(await screen.findByRole('button', { name: /Show details/ }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The headers and bodies of this call are no longer kept: they are kept for 7 days.',
  )
})

test('An app without calls says where they will come from', async () => {
  serveLog([])
  renderLog()
  expect(
    await screen.findByText(
      'No calls yet: calls to the sandbox with this app’s credentials appear here.',
    ),
  ).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
})
