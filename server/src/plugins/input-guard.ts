import http from 'node:http'
import type { Socket } from 'node:net'
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify'
import type { ApiError } from '@portal/schema/api-error'
import {
  dottedPath,
  findJsonValueProblem,
  unsafeTextMessage,
} from '@portal/schema/safe-text'
import { HttpError, InputError } from '../errors.ts'

/** The longest request target (path and query) answered; longer ones get 414 (R-INPUT-ENVELOPE). */
const MAX_URL_LENGTH = 8192

/** The plain messages of the guard's refusals. */
const INPUT_MESSAGES = {
  bodyNotObject: 'The request body must be a JSON object',
  tooDeep: 'The request is nested too deeply',
  urlTooLong: 'The address is too long',
  badUrl: 'The address is not valid',
  headersTooLarge: 'The request headers are too large',
  timeout: 'The request took too long to arrive',
  badRequest: 'The request is not valid',
} as const

const isJsonObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// A problem in the body names the field (`primaryContact.email`); in the query or path, the
// parameter; a body that is itself a bad string is named `body`.
function checkValue(value: unknown, whole: string): void {
  const problem = findJsonValueProblem(value)
  if (!problem) return
  if (problem.kind === 'too-deep')
    throw new InputError([INPUT_MESSAGES.tooDeep])
  // A wildcard route (the not-found handler) calls its one parameter `*`: it is the path.
  const field =
    whole === 'path' && problem.path[0] === '*'
      ? 'path'
      : dottedPath(problem.path) || whole
  const message = unsafeTextMessage(field)
  throw new InputError([message], { [field]: [message] })
}

/**
 * The one guard every route goes through, before its own schema (R-INPUT-SAFE-TEXT,
 * R-INPUT-ENVELOPE): an over-long address gets 414; a route that takes a body gets a JSON object
 * or 400; no string in the path, query or body may hold NUL or a lone surrogate, which PostgreSQL
 * cannot store (it would answer 500), so such a request gets 400 naming the field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH)
      throw new HttpError(414, [INPUT_MESSAGES.urlTooLong])
  })
  app.addHook('preValidation', async (request) => {
    checkValue(request.params, 'path')
    checkValue(request.query, 'query')
    // Checked before the route's schema runs its refinements, which expect an object.
    if (
      request.routeOptions.schema?.body !== undefined &&
      !isJsonObject(request.body)
    )
      throw new InputError([INPUT_MESSAGES.bodyNotObject])
    checkValue(request.body, 'body')
  })
}

function sendEnvelope(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ errors: [message] } satisfies ApiError)
}

// Errors Node's HTTP parser raises before Fastify sees a request: answered by hand on the socket.
function clientErrorResponse(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW')
    return [431, INPUT_MESSAGES.headersTooLarge]
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, INPUT_MESSAGES.timeout]
  return [400, INPUT_MESSAGES.badRequest]
}

/**
 * Fastify constructor options of the guard, for errors no route or hook sees: an address Fastify
 * cannot decode (`%FF`) and requests Node's parser refuses (headers over 16 KB: 431). Both answer
 * with the `{"errors": [...]}` envelope like every other 4xx.
 */
export const inputGuardServerOptions = {
  frameworkErrors: (
    error: FastifyError,
    _request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const status =
      error.statusCode && error.statusCode < 500 ? error.statusCode : 400
    void sendEnvelope(reply, status, INPUT_MESSAGES.badUrl)
  },
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const [status, message] = clientErrorResponse(error.code)
    const body = JSON.stringify({ errors: [message] } satisfies ApiError)
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          'Connection: close\r\n\r\n' +
          body,
      )
    }
    socket.destroy()
  },
} satisfies Partial<FastifyServerOptions>
