import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { HttpError } from '../../errors.ts'
import { isDatabaseUnavailable } from '../../db/unavailable.ts'
import { clientErrorMessage } from '../../plugins/error-handler.ts'

/** An RFC 6749 §5.2 error: its code, its description and its status. */
export class OauthError extends HttpError {
  readonly error: string

  constructor(status: number, error: string, description: string) {
    super(status, [description])
    this.error = error
  }
}

/**
 * Headers a browser needs to read an error of the endpoints pages may call (R-OAUTH-CORS):
 * oidc-provider sets its own on what it answers; these are for what the routes refuse first.
 */
const BROWSER_ERROR_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'Retry-After, WWW-Authenticate, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset',
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An OAuth endpoint browsers may call from any origin (token, revoke, keys, discovery). */
    oauthCors?: boolean
  }
}

/** Sends `{"error", "error_description"}`, never stored (RFC 6749 §5.1). */
function sendOauthError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
) {
  if (request.routeOptions.config.oauthCors)
    reply.headers(BROWSER_ERROR_HEADERS)
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('pragma', 'no-cache')
    .type('application/json; charset=utf-8')
    .send({ error, error_description: description })
}

// RFC 6749 names no code for these statuses; oidc-provider answers an unknown route with
// invalid_request, and so do we for every refusal of the request itself.
function codeOf(status: number): string {
  if (status === 401) return 'invalid_client'
  if (status === 403) return 'access_denied'
  if (status === 429) return 'too_many_requests'
  if (status === 503) return 'temporarily_unavailable'
  return 'invalid_request'
}

/**
 * The error handler of the OAuth endpoints (R-OAUTH-ERRORS): whatever fails — the body parser, the
 * input guard, a rate limit, a route's own refusal, the database — the caller gets an RFC 6749
 * JSON error, never the portal's `{"errors": [...]}` envelope or exception text.
 */
export function oauthErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof OauthError)
    return sendOauthError(
      request,
      reply,
      error.statusCode,
      error.error,
      error.messages.join(' '),
    )
  if (error instanceof HttpError) {
    if (error.statusCode === 429)
      return sendOauthError(
        request,
        reply,
        429,
        'too_many_requests',
        'Too many requests from this address. Try again when Retry-After says.',
      )
    return sendOauthError(
      request,
      reply,
      error.statusCode,
      codeOf(error.statusCode),
      error.messages.join(' '),
    )
  }
  if (hasZodFastifySchemaValidationErrors(error))
    return sendOauthError(
      request,
      reply,
      400,
      'invalid_request',
      'The request is not valid',
    )
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500)
    return sendOauthError(
      request,
      reply,
      status,
      codeOf(status),
      clientErrorMessage(error, status),
    )
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable')
    reply.header('retry-after', '5')
    return sendOauthError(
      request,
      reply,
      503,
      'temporarily_unavailable',
      'The service is temporarily unavailable. Please try again in a few seconds.',
    )
  }
  request.log.error({ err: error }, 'unhandled error')
  return sendOauthError(
    request,
    reply,
    500,
    'server_error',
    'The authorization server could not answer this request.',
  )
}
