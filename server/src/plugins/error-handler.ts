import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ApiError } from '@portal/schema/api-error'
import { HttpError } from '../errors.ts'
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
      // Fastify's own client errors (bad JSON, body too large, bad media type) are safe to show.
      return reply
        .code(status)
        .send({ errors: [error.message] } satisfies ApiError)
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
