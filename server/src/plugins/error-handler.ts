import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ApiError } from '@portal/schema/api-error'
import { HttpError } from '../errors.ts'
import { isDatabaseUnavailable } from '../db/unavailable.ts'

/** What a request gets while the database is away (R-OPS-DB-OUTAGE). */
export const DATABASE_UNAVAILABLE =
  'The service is temporarily unavailable. Please try again in a few seconds.'
import type { ErrorReporter } from '../error-reporting/sentry-reporter.ts'

/** Turns a validation failure into field messages keyed by dotted path (`primaryContact.email`). */
function toFieldErrors(
  validation: { instancePath: string; message?: string }[],
): ApiError {
  const fieldErrors: Record<string, string[]> = {}
  for (const issue of validation) {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
    const message = issue.message ?? 'Invalid value'
    fieldErrors[field] = [...(fieldErrors[field] ?? []), message]
  }
  return {
    errors: [...new Set(Object.values(fieldErrors).flat())],
    fieldErrors,
  }
}

// R-INPUT-ENVELOPE: Fastify's own client errors carry parser wording ("Body is not valid JSON but
// content-type is set to…", "reach parts limit"); the client gets a plain sentence instead.
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH:
    'The request body does not match its Content-Length',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted',
  FST_ERR_CTP_EMPTY_TYPE: 'This content type is not accepted',
  FST_ERR_CTP_INVALID_TYPE: 'This content type is not accepted',
}
const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  404: 'Not found',
  405: 'This method is not allowed here',
  406: 'This content type is not accepted',
  408: 'The request took too long to arrive',
  413: 'The request body is too large',
  414: 'The address is too long',
  415: 'This content type is not accepted',
  431: 'The request headers are too large',
}

/** The plain sentence for one of Fastify's own client errors (also the OAuth routes' wording). */
export function clientErrorMessage(
  error: FastifyError,
  status: number,
): string {
  return (
    CLIENT_ERROR_MESSAGES[error.code] ??
    STATUS_MESSAGES[status] ??
    'The request cannot be answered'
  )
}

/**
 * The one place errors become responses: every 4xx and 5xx body is `{"errors": [...]}`.
 * A 5xx never carries exception text; the log has it, under the request id, and so does the
 * error-reporting service when one is configured.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  errorReporter?: ErrorReporter,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiError = { errors: error.messages }
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors
      return reply.code(error.statusCode).send(body)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(toFieldErrors(error.validation))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's and its plugins' client errors (bad JSON, body too large, bad media type).
      return reply.code(status).send({
        errors: [clientErrorMessage(error, status)],
      } satisfies ApiError)
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was stored; the client may try again once the database is back.
      request.log.warn({ err: error }, 'database unavailable')
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ errors: [DATABASE_UNAVAILABLE] } satisfies ApiError)
    }
    request.log.error({ err: error }, 'unhandled error')
    void errorReporter?.report({
      platform: 'node',
      name: error.name,
      message: error.message,
      stack: error.stack,
      url: request.url,
      tags: { request_id: request.id, method: request.method },
    })
    return reply
      .code(500)
      .send({ errors: ['Internal server error'] } satisfies ApiError)
  })
}
