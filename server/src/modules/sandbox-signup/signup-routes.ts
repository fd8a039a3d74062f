import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  SandboxSignupRequestSchema,
  SandboxSignupResponseSchema,
  type SandboxSignupRequest,
} from '@portal/schema/sandbox-signup'
import { rejectFilledHoneypot } from '../../plugins/honeypot.ts'
import {
  perEmailLimit,
  writeLimit,
  type RateLimits,
} from '../../plugins/rate-limit.ts'
import { json, postErrorResponses } from '../../plugins/openapi-responses.ts'
import type { SignupService } from './signup-service.ts'

/** What the signup route needs. */
export interface SignupRouteOptions {
  service: SignupService
  limits: RateLimits
}

/** POST …/v0/consumers/applications: sandbox signup, credentials shown once. */
export const signupRoutes: FastifyPluginAsyncZod<SignupRouteOptions> = async (
  app,
  { service, limits },
) => {
  app.post(
    '/v0/consumers/applications',
    {
      schema: {
        tags: ['sandbox signup'],
        operationId: 'signUpForSandbox',
        summary: 'Sign up for sandbox credentials (shown once)',
        body: SandboxSignupRequestSchema,
        response: {
          201: json(
            'The credentials, shown this once; fields that do not apply are null',
            SandboxSignupResponseSchema,
          ),
          // 422: an API closed to public signup.
          ...postErrorResponses(422),
        },
      },
      config: { rateLimit: writeLimit(limits) },
      preHandler: perEmailLimit<SandboxSignupRequest>(app, {
        name: 'signup',
        perHour: limits.emailPerHour,
        emailOf: (body) => body.email,
      }),
    },
    async (request, reply) => {
      rejectFilledHoneypot(request.body.faxNumber)
      return reply.code(201).send(await service.signUp(request.body))
    },
  )
}
