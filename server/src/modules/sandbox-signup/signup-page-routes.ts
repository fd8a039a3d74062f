import type { FastifyPluginAsync } from 'fastify'
import {
  createSandboxSignupFormSchema,
  SandboxSignupRequestSchema,
  toSandboxSignupRequest,
  type SandboxSignupFormValues,
} from '@portal/schema/sandbox-signup'
import { formValues, registerFormPagePost } from '../../plugins/form-pages.ts'
import type { PageRenderer } from '../../plugins/page-render.ts'
import type { RateLimits } from '../../plugins/rate-limit.ts'
import type { SignupService } from './signup-service.ts'

/** What the signup page's form post needs. */
export interface SignupPageRouteOptions {
  service: SignupService
  limits: RateLimits
  pages: () => PageRenderer | null
}

/**
 * POST /explore/api/{urlSlug}/sandbox-access: the signup form posted without JavaScript
 * (R-SSR-FORM-POST), with the JSON route's schema, limits and service; the page answers with its
 * messages or the credentials.
 */
export const signupPageRoutes: FastifyPluginAsync<
  SignupPageRouteOptions
> = async (app, { service, limits, pages }) => {
  registerFormPagePost(app, {
    url: '/explore/api/:urlSlug/sandbox-access',
    limitName: 'signup',
    limits,
    pages,
    check: async (request) => {
      const { urlSlug } = request.params as { urlSlug: string }
      const requiresAttestation = await service.requiresAttestation(urlSlug)
      // No such API: its page says so, under a 404.
      if (requiresAttestation === null) return null
      const values = formValues(request.body, [
        'termsOfService',
        'attestationChecked',
      ]) as SandboxSignupFormValues & Record<string, unknown>
      const form = createSandboxSignupFormSchema({
        requiresAttestation,
      }).safeParse(values)
      return {
        values,
        body: form.success
          ? SandboxSignupRequestSchema.safeParse(toSandboxSignupRequest(values))
          : form,
      }
    },
    submit: (body) => service.signUp(body),
  })
}
