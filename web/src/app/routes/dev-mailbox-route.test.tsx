import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { MAILBOX_SHOWN } from './dev-mailbox-route.tsx'

/** `count` emails, newest first, as the server lists them. */
function serveMailbox(count: number) {
  const messages = Array.from({ length: count }, (_, index) => ({
    id: `mail-${index}`,
    to: `developer${index}@example.com`,
    subject: `Email ${index}`,
    text: `Follow https://example.com/${index}`,
    sentAt: new Date(Date.UTC(2026, 10, 29, 0, 0, count - index)).toISOString(),
  }))
  server.use(
    http.get('*/platform-backend/v0/dev/mailbox', () =>
      HttpResponse.json({ messages }),
    ),
  )
}

test('The local mailbox lists each email with its subject, recipient and followable links', async () => {
  serveMailbox(2)
  renderApp('/dev/mailbox')
  const first = await screen.findByRole('article', { name: 'Email 0' })
  expect(first).toHaveTextContent('To developer0@example.com')
  expect(
    screen.getByRole('link', { name: 'https://example.com/0' }),
  ).toHaveAttribute('href', 'https://example.com/0')
  expect(screen.getAllByRole('article')).toHaveLength(2)
})

test('A long-running mailbox shows only its newest emails, and says how many there are', async () => {
  serveMailbox(MAILBOX_SHOWN + 70)
  renderApp('/dev/mailbox')
  await screen.findByRole('article', { name: 'Email 0' })
  expect(screen.getAllByRole('article')).toHaveLength(MAILBOX_SHOWN)
  expect(
    screen.getByText(
      `The newest ${MAILBOX_SHOWN} of ${MAILBOX_SHOWN + 70} emails.`,
    ),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('article', { name: `Email ${MAILBOX_SHOWN}` }),
  ).not.toBeInTheDocument()
})
