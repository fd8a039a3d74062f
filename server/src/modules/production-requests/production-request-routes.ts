import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { INVALID_KEY_MESSAGE, parsePublicJwk } from '@portal/schema/jwk'
import {
  fromProductionRequest,
  ProductionRequestSchema,
  storedProductionRequest,
  type ProductionRequest,
} from '@portal/schema/production-request'
import { describeSelection } from '@portal/schema/production-selection'
import {
  productionRequestIssues,
  type FieldIssue,
} from '@portal/schema/production-steps'
import { isUsableRsaKey } from '../../crypto/rsa-key.ts'
import { InputError } from '../../errors.ts'
import { rejectFilledHoneypot } from '../../plugins/honeypot.ts'
import {
  perEmailLimit,
  writeLimit,
  type RateLimits,
} from '../../plugins/rate-limit.ts'
import { resolveRequestedApis } from '../catalogue/resolve-requested-apis.ts'
import type {
  NewProductionRequest,
  ProductionRequestStore,
} from './production-request-store.ts'

function toInputError(issues: FieldIssue[]): InputError {
  const fieldErrors: Record<string, string[]> = {}
  for (const issue of issues) fieldErrors[issue.path] = [issue.message]
  return new InputError(
    [...new Set(issues.map((issue) => issue.message))],
    fieldErrors,
  )
}

const unique = (emails: (string | undefined)[]) => {
  const seen = new Map<string, string>()
  for (const email of emails)
    if (email && !seen.has(email.toLowerCase()))
      seen.set(email.toLowerCase(), email)
  return [...seen.values()]
}

/**
 * POST …/v0/consumers/production-requests: the spec's production access request. Every rule of
 * the form runs again here, with the conditions computed from the catalogue in the database;
 * the request is stored with its status history and emails in one transaction. 204.
 */
export const productionRequestRoutes: FastifyPluginAsyncZod<{
  store: ProductionRequestStore
  supportEmail: string
  limits: RateLimits
}> = async (app, { store, supportEmail, limits }) => {
  app.post(
    '/v0/consumers/production-requests',
    {
      schema: { body: ProductionRequestSchema },
      config: { rateLimit: writeLimit(limits) },
      preHandler: perEmailLimit<ProductionRequest>(app, {
        name: 'production',
        perHour: limits.emailPerHour,
        emailOf: (body) => body.primaryContact?.email,
      }),
    },
    async (request, reply) => {
      const { faxNumber, ...body } = request.body
      rejectFilledHoneypot(faxNumber)
      const requested = body.apis?.trim()
        ? await resolveRequestedApis(store.findApis, body.apis, 'production')
        : []
      const selection = describeSelection(requested)
      const issues = productionRequestIssues(
        fromProductionRequest(body),
        selection,
      )
      // The schema checked the key's shape; node:crypto checks it is a usable RSA key.
      const jwk = selection.hasCcg ? parsePublicJwk(body.oAuthPublicKey) : null
      if (jwk && !isUsableRsaKey(jwk))
        issues.push({ path: 'oAuthPublicKey', message: INVALID_KEY_MESSAGE })
      if (issues.length > 0) throw toInputError(issues)
      // R-STORE-DROP-UNASKED: what the selection does not ask is dropped, not stored as sent.
      const stored = {
        ...storedProductionRequest(body, selection),
        apis: requested.map((api) => api.entry).join(','),
        ...(jwk ? { oAuthPublicKey: jwk } : {}),
      } as NewProductionRequest['request']
      await store.create({
        request: stored,
        apiNames: requested.map((api) => `${api.name} (${api.entry})`),
        confirmationRecipients: unique([
          stored.primaryContact.email,
          stored.secondaryContact?.email,
          ...(stored.statusUpdateEmails ?? []),
        ]),
        supportEmail,
      })
      return reply.code(204).send()
    },
  )
}
