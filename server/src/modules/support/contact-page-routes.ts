import type { FastifyPluginAsync } from 'fastify'
import {
  SupportFormSchema,
  SupportRequestSchema,
  toSupportRequest,
  type SupportFormValues,
} from '@portal/schema/support-request'
import { rejectFilledHoneypot } from '../../plugins/honeypot.ts'
import { firstMessages, formValues } from '../../plugins/form-pages.ts'
import type { PageRenderer } from '../../plugins/page-render.ts'
import {
  perEmailLimit,
  writeLimit,
  type RateLimits,
} from '../../plugins/rate-limit.ts'
import { notFound } from '../../plugins/spa.ts'
import type { SupportService } from './support-service.ts'

/** What the contact page's form post needs. */
export interface ContactPageRouteOptions {
  service: SupportService
  limits: RateLimits
  pages: () => PageRenderer | null
}

type FormBody = Record<string, unknown> | undefined

const textOf = (body: FormBody, name: string) =>
  typeof body?.[name] === 'string' ? body[name] : undefined

/**
 * POST /support/contact-us: the contact form posted without JavaScript (R-SSR-FORM-POST). The
 * same form schema as the browser's, then the JSON route's request schema, limits, honeypot and
 * service; answered with the page: its messages, or the thanks.
 */
export const contactPageRoutes: FastifyPluginAsync<
  ContactPageRouteOptions
> = async (app, { service, limits, pages }) => {
  app.post(
    '/support/contact-us',
    {
      config: { rateLimit: writeLimit(limits), csrf: 'field' },
      preHandler: perEmailLimit<FormBody>(app, {
        name: 'support',
        perHour: limits.emailPerHour,
        emailOf: (body) => textOf(body, 'email'),
      }),
    },
    async (request, reply) => {
      const renderer = pages()
      if (!renderer) return notFound()
      const values = formValues(request.body) as SupportFormValues &
        Record<string, unknown>
      const form = SupportFormSchema.safeParse(values)
      const body = form.success
        ? SupportRequestSchema.safeParse(toSupportRequest(values))
        : form
      if (!body.success)
        return renderer.sendSubmission(request, reply, 400, {
          values,
          fieldErrors: firstMessages(body.error),
          errors: [],
        })
      rejectFilledHoneypot(textOf(request.body as FormBody, 'faxNumber'))
      await service.submit(body.data)
      return renderer.sendSubmission(request, reply, 200, {
        values: {},
        fieldErrors: {},
        errors: [],
        result: true,
      })
    },
  )
}
