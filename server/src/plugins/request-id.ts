import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/

/** Keeps the client's X-Request-ID when it is well formed, else makes a UUID. */
export function generateRequestId(request: IncomingMessage): string {
  const header = request.headers['x-request-id']
  return typeof header === 'string' && VALID_REQUEST_ID.test(header)
    ? header
    : randomUUID()
}

/** Echoes the request id so a user's report can be matched with the log line. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
}
