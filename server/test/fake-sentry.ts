import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { onTestFinished } from 'vitest'

/** A received envelope: its path, headers and the three lines of its body. */
export interface Envelope {
  url: string
  headers: IncomingHttpHeaders
  lines: Record<string, unknown>[]
}

/** An in-process stand-in for the error-reporting service: the network edge of these tests. */
export async function startFakeSentry(status = 200): Promise<{
  dsn: string
  envelopes: Envelope[]
}> {
  const envelopes: Envelope[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      envelopes.push({
        url: request.url ?? '',
        headers: request.headers,
        lines: body
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      })
      response.writeHead(status).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(
    () => new Promise<void>((resolve) => server.close(() => resolve())),
  )
  const { port } = server.address() as AddressInfo
  return { dsn: `http://publickey@127.0.0.1:${port}/sub/42`, envelopes }
}
