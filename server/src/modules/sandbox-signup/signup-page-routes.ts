import type { FastifyPluginAsync } from 'fastify'
import {
  createSandboxSignupFormSchema,
  SandboxSignupRequestSchema,
  toSandboxSignupRequest,
  type SandboxSignupFormValues,
} from '@portal/schema/sandbox-signup'
import { rejectFilledHoneypot } from '../../plugins/honeypot.ts'
import { firstMessages, formValues } from '../../plugins/form-pages.ts'
import type { PageRenderer } from '../../plugins/page-render.ts'
import {
  perEmailLimit,
  writeLimit,
  type RateLimits,
} from '../../plugins/rate-limit.ts'
import { notFound } from '../../plugins/spa.ts'
import type { SignupService } from './signup-service.ts'

/** What the signup page's form post needs. */
export interface SignupPageRouteOptions {
  service: SignupService
  limits: RateLimits
  pages: () => PageRenderer | null
}

type FormBody = Record<string, unknown> | undefined

const textOf = (body: FormBody, name: string) =>
  typeof body?.[name] === 'string' ? body[name] : undefined

/**
 * POST /explore/api/{urlSlug}/sandbox-access: the signup form posted without JavaScript
 * (R-SSR-FORM-POST). The same form schema as the browser's, then the JSON route's request schema,
 * limits, honeypot and service; answered with the page: its messages, or the credentials.
 */
export const signupPageRoutes: FastifyPluginAsync<
  SignupPageRouteOptions
> = async (app, { service, limits, pages }) => {
  app.post(
    '/explore/api/:urlSlug/sandbox-access',
    {
      config: { rateLimit: writeLimit(limits), csrf: 'field' },
      preHandler: perEmailLimit<FormBody>(app, {
        name: 'signup',
        perHour: limits.emailPerHour,
        emailOf: (body) => textOf(body, 'email'),
      }),
    },
    async (request, reply) => {
      const renderer = pages()
      if (!renderer) return notFound()
      const { urlSlug } = request.params as { urlSlug: string }
      const requiresAttestation = await service.requiresAttestation(urlSlug)
      // No such API: its page says so, under a 404.
      if (requiresAttestation === null) return renderer.send(request, reply)
      const values = formValues(request.body, [
        'termsOfService',
        'attestationChecked',
      ]) as SandboxSignupFormValues & Record<string, unknown>
      const form = createSandboxSignupFormSchema({
        requiresAttestation,
      }).safeParse(values)
      const body = form.success
        ? SandboxSignupRequestSchema.safeParse(toSandboxSignupRequest(values))
        : form
      if (!body.success)
        return renderer.sendSubmission(request, reply, 400, {
          values,
          fieldErrors: firstMessages(body.error),
          errors: [],
        })
      rejectFilledHoneypot(textOf(request.body as FormBody, 'faxNumber'))
      const result = await service.signUp(body.data)
      return renderer.sendSubmission(request, reply, 200, {
        values: {},
        fieldErrors: {},
        errors: [],
        result,
      })
    },
  )
}
