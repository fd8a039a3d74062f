import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A message as the sink received it. */
export interface SunkMail {
  to: string[]
  data: string
}

/**
 * A local SMTP server that keeps what it receives: the network edge of mail tests. A `stalled`
 * one keeps each message it is sent but never accepts it (a mail server that hangs).
 */
export async function startSmtpSink({ stalled = false } = {}): Promise<{
  url: string
  received: SunkMail[]
  close: () => Promise<void>
}> {
  const received: SunkMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A stalled sink's clients are cut when it closes, not waited for.
    closeTimeout: stalled ? 1 : undefined,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString(),
        })
        if (!stalled) callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}
