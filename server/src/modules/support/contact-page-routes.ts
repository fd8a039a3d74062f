import type { FastifyPluginAsync } from 'fastify'
import {
  SupportFormSchema,
  SupportRequestSchema,
  toSupportRequest,
  type SupportFormValues,
} from '@portal/schema/support-request'
import { formValues, registerFormPagePost } from '../../plugins/form-pages.ts'
import type { PageRenderer } from '../../plugins/page-render.ts'
import type { RateLimits } from '../../plugins/rate-limit.ts'
import type { SupportService } from './support-service.ts'

/** What the contact page's form post needs. */
export interface ContactPageRouteOptions {
  service: SupportService
  limits: RateLimits
  pages: () => PageRenderer | null
}

/**
 * POST /support/contact-us: the contact form posted without JavaScript (R-SSR-FORM-POST), with
 * the JSON route's schema, limits and service; the page answers with its messages or the thanks.
 */
export const contactPageRoutes: FastifyPluginAsync<
  ContactPageRouteOptions
> = async (app, { service, limits, pages }) => {
  registerFormPagePost(app, {
    url: '/support/contact-us',
    limitName: 'support',
    limits,
    pages,
    check: async (request) => {
      const values = formValues(request.body) as SupportFormValues &
        Record<string, unknown>
      const form = SupportFormSchema.safeParse(values)
      return {
        values,
        body: form.success
          ? SupportRequestSchema.safeParse(toSupportRequest(values))
          : form,
      }
    },
    submit: (body) => service.submit(body),
  })
}
