import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { expect, onTestFinished, test } from 'vitest'
import { createSmtpMailer } from './mailer.ts'

test('With SMTP_URL the mailer delivers through an SMTP server', async () => {
  const received: { from: string; to: string[]; data: string }[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom
            ? session.envelope.mailFrom.address
            : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  onTestFinished(
    () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  )
  const { port } = smtp.server.address() as AddressInfo

  const mailer = createSmtpMailer(
    `smtp://127.0.0.1:${port}`,
    'VA API Platform <api@va.gov>',
  )
  // Pooled connections stay open; the SMTP server's close waits for them.
  onTestFinished(() => mailer.close?.())
  await mailer.send({
    to: 'ada@example.org',
    subject: 'Welcome to the VA API Platform sandbox',
    text: 'Hello Ada',
    html: '<p>Hello Ada</p>',
  })
  expect(received).toHaveLength(1)
  expect(received[0]).toMatchObject({
    from: 'api@va.gov',
    to: ['ada@example.org'],
  })
  expect(received[0]?.data).toContain(
    'Subject: Welcome to the VA API Platform sandbox',
  )
  expect(received[0]?.data).toContain('Hello Ada')
  // Both parts travel, as alternatives of one message (R-EMAIL-HTML).
  expect(received[0]?.data).toContain('Content-Type: multipart/alternative')
  expect(received[0]?.data).toContain('<p>Hello Ada</p>')

  // A release note's own header fields reach the recipient as given (RFC 8058 one-click).
  await mailer.send({
    to: 'ada@example.org',
    subject: 'Appeals Status API release notes: May 1, 2031',
    text: 'A note',
    html: '<p>A note</p>',
    headers: {
      'List-Unsubscribe':
        '<https://developer.va.gov/platform-backend/v0/release-notes/subscriptions/x/y/unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
  // Long header lines arrive folded (RFC 5322): unfolded, they are the ones sent.
  const unfolded = received[1]?.data.replaceAll(/\r\n[ \t]+/g, ' ')
  expect(unfolded).toContain(
    'List-Unsubscribe: <https://developer.va.gov/platform-backend/v0/release-notes/subscriptions/x/y/unsubscribe>',
  )
  expect(unfolded).toContain(
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  )
})
