import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { STAFF_MESSAGES } from '@portal/schema/staff-texts'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { staffAnswers, staffMember } from '#web/test/console.ts'

test('Staff-entered names are shown as text, never as markup', async () => {
  staffAnswers({
    roles: ['admin'],
    staff: [staffMember({ name: '<img src=x onerror=alert(1)>' })],
  })
  renderApp('/console/staff')
  const table = await screen.findByRole('table', { name: 'Staff members' })
  expect(
    within(table).getByRole('link', { name: '<img src=x onerror=alert(1)>' }),
  ).toBeInTheDocument()
  expect(within(table).queryByRole('img')).not.toBeInTheDocument()
})

test('A taken email is shown at the field, which gets the focus', async () => {
  staffAnswers({ roles: ['admin'] })
  server.use(
    http.post('*/platform-backend/v0/console/staff', () =>
      HttpResponse.json(
        {
          errors: [STAFF_MESSAGES.emailTaken],
          fieldErrors: { email: [STAFF_MESSAGES.emailTaken] },
        },
        { status: 409 },
      ),
    ),
  )
  const { user } = renderApp('/console/staff/new')
  await user.type(
    await screen.findByRole('textbox', { name: /^Email/ }),
    'sam@va.example',
  )
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Sam')
  await user.click(screen.getByRole('checkbox', { name: /^Support/ }))
  await user.click(screen.getByRole('button', { name: 'Add staff member' }))
  const email = screen.getByRole('textbox', { name: /^Email/ })
  await waitFor(() => expect(email).toHaveFocus())
  expect(email).toHaveAccessibleDescription(
    expect.stringContaining(STAFF_MESSAGES.emailTaken),
  )
})

test('The last admin’s refusal (409) is shown in the server’s words', async () => {
  const admin = staffMember({ roles: ['admin'], name: 'Ada Admin' })
  staffAnswers({ roles: ['admin'], staff: [admin] })
  server.use(
    http.patch('*/platform-backend/v0/console/staff/:id', () =>
      HttpResponse.json(
        { errors: [STAFF_MESSAGES.lastAdmin] },
        { status: 409 },
      ),
    ),
  )
  const { user } = renderApp(`/console/staff/${admin.id}`)
  await user.click(await screen.findByRole('checkbox', { name: /^Reviewer/ }))
  await user.click(screen.getByRole('checkbox', { name: /^Admin/ }))
  await user.click(screen.getByRole('button', { name: 'Save roles' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    STAFF_MESSAGES.lastAdmin,
  )
})
