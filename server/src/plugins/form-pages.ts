import formbody from '@fastify/formbody'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodError } from 'zod'
import type { PageSubmission } from '@portal/schema/page-submission'
import { HttpError } from '../errors.ts'
import { CSRF_FIELD } from './csrf.ts'
import { clientErrorMessage } from './error-handler.ts'
import type { PageRenderer } from './page-render.ts'
import { rejectFilledHoneypot } from './honeypot.ts'
import { perEmailLimit, writeLimit, type RateLimits } from './rate-limit.ts'
import { notFound } from './spa.ts'

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
function firstMessages(error: ZodError): Record<string, string> {
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

/** A form's checked submission: the values as the page shows them, and the request body. */
interface CheckedForm<Body> {
  values: Record<string, unknown>
  body: { success: true; data: Body } | { success: false; error: ZodError }
}

/** What a page's form post is: its address, limits and the JSON route's check and service. */
export interface FormPagePost<Body> {
  url: string
  /** The per-email limit's name, shared with the JSON route. */
  limitName: string
  limits: RateLimits
  pages: () => PageRenderer | null
  /** The form's schema, then the request's; null when the page has no form (its own 404). */
  check: (request: FastifyRequest) => Promise<CheckedForm<Body> | null>
  /** The JSON route's service; its answer is the page's success view. */
  submit: (body: Body) => Promise<unknown>
}

const textOf = (body: unknown, name: string) => {
  const value =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>)[name]
      : undefined
  return typeof value === 'string' ? value : undefined
}

/**
 * POST to a page: its form sent without JavaScript (R-SSR-FORM-POST). The JSON route's limits,
 * the token from the hidden field, the form's schema and the request's, the honeypot and the
 * service; answered with the page: its messages under 400, or the success view.
 */
export function registerFormPagePost<Body>(
  app: FastifyInstance,
  post: FormPagePost<Body>,
): void {
  app.post(
    post.url,
    {
      config: { rateLimit: writeLimit(post.limits), csrf: 'field' },
      preHandler: perEmailLimit<unknown>(app, {
        name: post.limitName,
        perHour: post.limits.emailPerHour,
        emailOf: (body) => textOf(body, 'email'),
      }),
    },
    async (request, reply) => {
      const renderer = post.pages()
      if (!renderer) return notFound()
      const checked = await post.check(request)
      if (!checked) return renderer.send(request, reply)
      const { values, body } = checked
      if (!body.success)
        return renderer.sendSubmission(request, reply, 400, {
          values,
          fieldErrors: firstMessages(body.error),
          errors: [],
        })
      rejectFilledHoneypot(textOf(request.body, 'faxNumber'))
      const result = await post.submit(body.data)
      return renderer.sendSubmission(request, reply, 200, {
        values: {},
        fieldErrors: {},
        errors: [],
        result: result ?? true,
      })
    },
  )
}
