import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A message as the sink received it. */
export interface SunkMail {
  to: string[]
  data: string
}

/** A local SMTP server that keeps what it receives: the network edge of mail tests. */
export async function startSmtpSink(): Promise<{
  url: string
  received: SunkMail[]
  close: () => Promise<void>
}> {
  const received: SunkMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString(),
        })
        callback()
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
