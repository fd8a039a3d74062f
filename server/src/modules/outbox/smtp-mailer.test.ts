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
})
