import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import type { TestDataResponse, TestUserRow } from '@portal/schema/test-data'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'

const TEST_DATA = '*/platform-backend/v0/consumers/test-user-data'
const MASK = 'xxxxxxxxxxxxxxxx'

function row(
  id: string,
  name: string,
  rating: string | null,
  signedIn: boolean,
): TestUserRow {
  const username = signedIn
    ? `va.api.user+patient-health-${id}@example.com`
    : MASK
  return {
    id,
    'First Name': name,
    'Disability Rating': rating,
    credentials: {
      idme: {
        username,
        password: signedIn ? `idme-pass-${id}` : MASK,
        seed: null,
      },
      logingov: {
        username,
        password: signedIn ? `lg-pass-${id}` : MASK,
        seed: signedIn ? 'ABCDEFGHIJKLMNOP' : MASK,
      },
    },
  }
}

function answer(signedIn: boolean): TestDataResponse {
  return {
    tables: [
      {
        name: 'Veteran Account Information',
        description: 'Test accounts',
        withCredentials: true,
        columns: ['First Name', 'Disability Rating'],
        data: [
          row('1', 'Tamara', '30', signedIn),
          row('2', 'Alfredo', '100', signedIn),
          row('3', 'Mark', null, signedIn),
        ],
      },
    ],
    fallback: null,
    fallbackContent: null,
    signedIn,
  }
}

function names() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((tableRow) => within(tableRow).getAllByRole('cell')[0]?.textContent)
}

test('A visitor sees the tables with masked credentials and the way to sandbox access', async () => {
  const requests: unknown[] = []
  server.use(
    http.post(TEST_DATA, async ({ request }) => {
      requests.push(await request.json())
      return HttpResponse.json(answer(false))
    }),
  )
  renderApp('/explore/api/patient-health/test-users')
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Patient Health API (FHIR) Test data',
    }),
  ).toBeInTheDocument()
  expect(
    screen.getByText('Validating access to test data.'),
  ).toBeInTheDocument()
  expect(await screen.findByText('3 test users')).toBeInTheDocument()
  expect(requests).toEqual([{ urlSlug: 'patient-health' }])
  expect(
    screen.getAllByRole('link', {
      name: 'Sign up for sandbox access to see ID.me credentials',
    })[0],
  ).toHaveAttribute('href', '/explore/api/patient-health/sandbox-access')
  expect(
    screen.queryByRole('button', { name: /Show ID\.me credentials/ }),
  ).not.toBeInTheDocument()
  expect(screen.queryByText(/idme-pass/)).not.toBeInTheDocument()
})

test('The emailed pair is used, saved as the session, and credentials show per provider with copy buttons', async () => {
  const requests: unknown[] = []
  server.use(
    http.post(TEST_DATA, async ({ request }) => {
      requests.push(await request.json())
      return HttpResponse.json(answer(true))
    }),
  )
  const { user } = renderApp(
    '/explore/api/patient-health/test-users/11111111-1111-4111-8111-111111111111/hash123',
  )
  await screen.findByText('3 test users')
  // R-CARE-LINK: a signed-up developer is led to their credentials.
  expect(
    screen.getByRole('link', { name: 'your sandbox credentials' }),
  ).toHaveAttribute(
    'href',
    '/sandbox-credentials/11111111-1111-4111-8111-111111111111/hash123',
  )
  expect(requests[0]).toEqual({
    urlSlug: 'patient-health',
    userId: '11111111-1111-4111-8111-111111111111',
    hash: 'hash123',
  })
  await waitFor(() =>
    expect(
      JSON.parse(sessionStorage.getItem('testUserSession') ?? 'null'),
    ).toEqual({
      id: '11111111-1111-4111-8111-111111111111',
      testUserHash: 'hash123',
    }),
  )
  expect(screen.queryByText('idme-pass-1')).not.toBeInTheDocument()
  await user.click(
    screen.getByRole('button', { name: 'Show ID.me credentials' }),
  )
  expect(screen.getByText('idme-pass-1')).toBeInTheDocument()
  expect(screen.queryByText('lg-pass-1')).not.toBeInTheDocument()
  await user.click(
    screen.getAllByRole('button', { name: 'Copy ID.me password' })[0]!,
  )
  expect(await navigator.clipboard.readText()).toBe('idme-pass-1')
  expect(screen.getAllByRole('button', { name: 'Copied!' })).toHaveLength(1)
  sessionStorage.clear()
})

test('Sorting: ascending, then descending, nulls last; another column starts over; Reset restores', async () => {
  server.use(http.post(TEST_DATA, () => HttpResponse.json(answer(false))))
  const { user } = renderApp('/explore/api/patient-health/test-users')
  await screen.findByText('3 test users')
  expect(
    screen.queryByRole('button', { name: 'Reset table' }),
  ).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Disability Rating' }))
  expect(
    screen.getByRole('columnheader', { name: 'Disability Rating' }),
  ).toHaveAttribute('aria-sort', 'ascending')
  expect(names()).toEqual(['Tamara', 'Alfredo', 'Mark'])
  await user.click(screen.getByRole('button', { name: 'Disability Rating' }))
  expect(names()).toEqual(['Alfredo', 'Tamara', 'Mark'])
  await user.click(screen.getByRole('button', { name: 'First Name' }))
  expect(names()).toEqual(['Alfredo', 'Mark', 'Tamara'])
  expect(
    screen.getByRole('columnheader', { name: 'Disability Rating' }),
  ).toHaveAttribute('aria-sort', 'none')
  await user.click(screen.getByRole('button', { name: 'Reset table' }))
  expect(names()).toEqual(['Tamara', 'Alfredo', 'Mark'])
  expect(
    screen.queryByRole('button', { name: 'Reset table' }),
  ).not.toBeInTheDocument()
})

test('Search filters the rows, and no match says so', async () => {
  server.use(http.post(TEST_DATA, () => HttpResponse.json(answer(false))))
  const { user } = renderApp('/explore/api/patient-health/test-users')
  await screen.findByText('3 test users')
  await user.type(
    screen.getByRole('searchbox', { name: 'Search test users' }),
    'Tamra',
  )
  expect(names()).toEqual(['Tamara'])
  expect(screen.getByText('1 test users')).toBeInTheDocument()
  await user.clear(screen.getByRole('searchbox', { name: 'Search test users' }))
  await user.type(
    screen.getByRole('searchbox', { name: 'Search test users' }),
    'zzqqxx',
  )
  expect(
    screen.getByText('No matching records found. Try another search term.'),
  ).toBeInTheDocument()
})

test('Columns are hidden and shown with APPLY CHANGES', async () => {
  server.use(http.post(TEST_DATA, () => HttpResponse.json(answer(false))))
  const { user } = renderApp('/explore/api/patient-health/test-users')
  await screen.findByText('3 test users')
  await user.click(screen.getByRole('button', { name: /Show\/hide columns/ }))
  await user.click(screen.getByRole('checkbox', { name: 'Disability Rating' }))
  await user.click(screen.getByRole('button', { name: 'APPLY CHANGES' }))
  expect(
    screen.queryByRole('columnheader', { name: 'Disability Rating' }),
  ).not.toBeInTheDocument()
  expect(
    screen.getByRole('button', { name: 'Reset table' }),
  ).toBeInTheDocument()
})

test('A refused link shows the error with the prompt and forgets the session', async () => {
  sessionStorage.setItem(
    'testUserSession',
    JSON.stringify({ id: 'old', testUserHash: 'bad' }),
  )
  server.use(
    http.post(TEST_DATA, () =>
      HttpResponse.json(
        { errors: ['The userId and hash are not valid.'] },
        { status: 403 },
      ),
    ),
  )
  renderApp('/explore/api/patient-health/test-users')
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'There was an error requesting access to the test user data. Check the link in your sandbox access email, or sign up for sandbox access again.',
  )
  await waitFor(() =>
    expect(sessionStorage.getItem('testUserSession')).toBeNull(),
  )
})

test('An API without tables shows the fallback text', async () => {
  server.use(
    http.post(TEST_DATA, () =>
      HttpResponse.json({
        tables: [],
        fallback:
          'Test data is available on request. [Contact us](/support/contact-us).',
        fallbackContent: [
          [
            'p',
            null,
            'Test data is available on request. ',
            ['a', { href: '/support/contact-us' }, 'Contact us'],
            '.',
          ],
        ],
        signedIn: false,
      }),
    ),
  )
  renderApp('/explore/api/va-facilities/test-users')
  expect(
    await screen.findByRole('link', { name: 'Contact us' }),
  ).toHaveAttribute('href', '/support/contact-us')
})
