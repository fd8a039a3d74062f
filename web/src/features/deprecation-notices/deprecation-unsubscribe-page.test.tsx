import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'

const NOTICE = '6f1c2a4e-0000-4000-8000-000000000001'
const UNSUBSCRIBE = `*/platform-backend/v0/deprecation-notices/${NOTICE}/unsubscribe`

test('The unsubscribe page asks first, then posts the one-click body and says it is done (R-DEPRECATION-UNSUBSCRIBE)', async () => {
  const bodies: unknown[] = []
  server.use(
    http.post(UNSUBSCRIBE, async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({ status: 'unsubscribed' })
    }),
  )
  const { user } = renderApp(`/deprecation-notices/unsubscribe/${NOTICE}`)
  const stop = await screen.findByRole('button', { name: 'Stop the reminders' })
  expect(bodies).toEqual([])
  await user.click(stop)
  expect(
    await screen.findByText(
      'We will not remind you of this API’s deprecation any more.',
    ),
  ).toBeVisible()
  expect(bodies).toEqual([{ 'List-Unsubscribe': 'One-Click' }])
})

test('A link that names no notice shows the server’s message', async () => {
  server.use(
    http.post(UNSUBSCRIBE, () =>
      HttpResponse.json(
        { errors: ['This unsubscribe link is not valid'] },
        { status: 404 },
      ),
    ),
  )
  const { user } = renderApp(`/deprecation-notices/unsubscribe/${NOTICE}`)
  await user.click(
    await screen.findByRole('button', { name: 'Stop the reminders' }),
  )
  expect(
    await screen.findByText('This unsubscribe link is not valid'),
  ).toBeVisible()
})
