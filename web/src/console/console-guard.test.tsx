import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { SIGN_IN_REFUSALS, STAFF_MESSAGES } from '@portal/schema/staff-texts'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { staffAnswers } from '#web/test/console.ts'

test('A visitor without a session is sent to sign in, and comes back to the page they asked for', async () => {
  server.use(
    http.get('*/platform-backend/v0/console/session', () =>
      HttpResponse.json(
        { errors: [STAFF_MESSAGES.signInRequired] },
        { status: 401 },
      ),
    ),
  )
  const { router } = renderApp('/console/staff?x=1')
  // Cold: the console's chunk, the session's 401, then the sign-in page's chunk.
  const signIn = await screen.findByRole(
    'link',
    { name: 'Sign in with your department account' },
    { timeout: 15_000 },
  )
  expect(router.state.location.pathname).toBe('/console/sign-in')
  expect(signIn).toHaveAttribute(
    'href',
    '/platform-backend/v0/console/auth/sign-in?returnTo=%2Fconsole%2Fstaff%3Fx%3D1',
  )
})

test('A refused sign-in says why; an address outside the console is never returned to', async () => {
  server.use(
    http.get('*/platform-backend/v0/console/session', () =>
      HttpResponse.json(
        { errors: [STAFF_MESSAGES.signInRequired] },
        { status: 401 },
      ),
    ),
  )
  renderApp('/console/sign-in?error=domain&returnTo=https://evil.example/')
  expect(await screen.findByRole('alert')).toHaveTextContent(
    SIGN_IN_REFUSALS.domain,
  )
  expect(
    screen.getByRole('link', { name: 'Sign in with your department account' }),
  ).toHaveAttribute(
    'href',
    '/platform-backend/v0/console/auth/sign-in?returnTo=%2Fconsole',
  )
})

/** The console navigation's links, once the console home has shown. */
async function consoleNavLinks() {
  await screen.findByRole('heading', {
    level: 1,
    name: 'Welcome, Rita Reviewer',
  })
  const nav = screen.getByRole('navigation', { name: 'Console' })
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent)
}

test('A reviewer sees only the pages of their role; an admin page tells them which role it needs', async () => {
  staffAnswers({ roles: ['reviewer'] })
  const { router } = renderApp('/console')
  expect(await consoleNavLinks()).toEqual([
    'Console home',
    'Overview',
    'Production requests',
    'Restricted access requests',
  ])
  await router.navigate('/console/staff')
  expect(
    await screen.findByRole('heading', {
      name: 'This page needs the Admin role',
    }),
  ).toBeInTheDocument()
})

test('A publisher sees the publishing requests; the support queue tells them it needs the Support role', async () => {
  staffAnswers({ roles: ['publisher'] })
  const { router } = renderApp('/console')
  expect(await consoleNavLinks()).toEqual([
    'Console home',
    'Publishing requests',
    'API entries',
    'API specs',
  ])
  await router.navigate('/console/support')
  expect(
    await screen.findByRole(
      'heading',
      { name: 'This page needs the Support role' },
      { timeout: 15_000 },
    ),
  ).toBeInTheDocument()
})

test('Signing out ends the session on the server and shows the sign-in page', async () => {
  let signedOut = false
  staffAnswers({ roles: ['support'] })
  server.use(
    http.post('*/platform-backend/v0/console/auth/sign-out', ({ request }) => {
      signedOut = Boolean(request.headers.get('x-csrf-token'))
      return new HttpResponse(null, { status: 204 })
    }),
  )
  const { user, router } = renderApp('/console')
  await user.click(await screen.findByRole('button', { name: 'Sign out' }))
  await waitFor(() =>
    expect(router.state.location.pathname).toBe('/console/sign-in'),
  )
  expect(signedOut).toBe(true)
})
