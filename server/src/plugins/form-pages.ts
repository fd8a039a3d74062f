import formbody from '@fastify/formbody'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodError } from 'zod'
import type { PageSubmission } from '@portal/schema/page-submission'
import { HttpError } from '../errors.ts'
import { CSRF_FIELD } from './csrf.ts'
import { clientErrorMessage } from './error-handler.ts'
import type { PageRenderer } from './page-render.ts'

// The pages whose form posts without JavaScript (R-SSR-FORM-POST): the contact form and each API's
// sandbox access form.
const FORM_PAGES =
  /^\/(?:support\/contact-us|explore\/api\/[^/]+\/sandbox-access)$/

/** Whether a page address holds a form that posts to it without JavaScript. */
export function isFormPage(pathname: string): boolean {
  return FORM_PAGES.test(pathname)
}

/**
 * A form body as the form's values: text as sent (a name sent twice counts once, as its single
 * field would), each of `checkboxes` true when sent, false when not. Neither the CSRF token nor the
 * honeypot is a value the page shows again.
 */
export function formValues(
  body: unknown,
  checkboxes: readonly string[] = [],
): Record<string, unknown> {
  const fields =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>)
      : {}
  const values: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(fields)) {
    if (name === CSRF_FIELD || name === 'faxNumber') continue
    const first: unknown = Array.isArray(value) ? value[0] : value
    if (typeof first === 'string') values[name] = first
  }
  for (const name of checkboxes) values[name] = name in fields
  return values
}

/** The first message of each invalid field, by its dotted path: what the form shows inline. */
export function firstMessages(error: ZodError): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_'
    messages[path] ??= issue.message
  }
  return messages
}

/** A refusal as the page shows it: the field messages, or the banner's messages. */
function refusalOf(
  request: FastifyRequest,
  error: FastifyError,
): { status: number; submission: PageSubmission } {
  const values = formValues(request.body)
  if (error instanceof HttpError) {
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fieldErrors ?? {}).flatMap(([field, messages]) =>
        messages[0] ? [[field, messages[0]]] : [],
      ),
    )
    const hasFields = Object.keys(fieldErrors).length > 0
    return {
      status: error.statusCode,
      submission: {
        values,
        fieldErrors,
        errors: hasFields ? [] : error.messages,
      },
    }
  }
  const status = error.statusCode ?? 500
  return {
    status,
    submission: {
      values,
      fieldErrors: {},
      errors: [clientErrorMessage(error, status)],
    },
  }
}

/**
 * Registers the pages' form posts in a context of their own (R-FORM-BODY-SCOPE): it reads form
 * bodies, and answers a refusal (the CSRF check, a limit, the honeypot, a rule of the service)
 * with the page and its messages under the refusal's status, as the JSON route would answer it.
 * A server failure is the app's (its 5xx envelope).
 */
export async function registerFormPages(
  app: FastifyInstance,
  pages: () => PageRenderer | null,
  routes: (context: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (context) => {
    // The sandbox form's longest field is a public key of a few kilobytes.
    await context.register(formbody, { bodyLimit: 65_536 })
    context.setErrorHandler(async (error: FastifyError, request, reply) => {
      const renderer = pages()
      const { status, submission } = refusalOf(request, error)
      if (!renderer || status >= 500) throw error
      return renderer.sendSubmission(request, reply, status, submission)
    })
    await routes(context)
  })
}
