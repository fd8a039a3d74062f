import { INVALID_KEY_MESSAGE, parsePublicJwk } from '@portal/schema/jwk'
import type { ProductionRequest } from '@portal/schema/production-request'
import {
  fromProductionRequest,
  storedProductionRequest,
} from '@portal/schema/production-request-mapping'
import { describeSelection } from '@portal/schema/production-request-selection'
import {
  productionRequestIssues,
  type FieldIssue,
} from '@portal/schema/production-request-steps'
import { isUsableRsaKey } from '../../crypto/rsa-key.ts'
import { InputError } from '../../errors.ts'
import { resolveRequestedApis } from '../catalogue/index.ts'
import type {
  NewProductionRequest,
  ProductionRequestStore,
} from './production-request-store.ts'

/** What the production request rules need. */
export interface ProductionRequestServiceDeps {
  store: ProductionRequestStore
  /** The support team's mailbox, which gets a copy of each request. */
  supportEmail: string
  now: () => number
  /** The applicant's signed status page of a request (R-REVIEW-LINK). */
  statusUrlOf: (id: string) => string
}

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

/** A stored request's contacts, as far as its emails need them. */
interface RequestContacts {
  primaryContact?: { email?: string | undefined } | undefined
  secondaryContact?: { email?: string | undefined } | undefined
  statusUpdateEmails?: string[] | undefined
}

/**
 * Who hears about a request: its contacts and its status-update addresses, each once, the first
 * spelling kept (the confirmation and every status change, R-REVIEW-EMAILS).
 */
export function recipientsOf(request: RequestContacts): string[] {
  return unique([
    request.primaryContact?.email,
    request.secondaryContact?.email,
    ...(request.statusUpdateEmails ?? []),
  ])
}

/**
 * The production access request: every rule of the form runs again here, with the conditions
 * computed from the catalogue in the database; the request is stored with its status history and
 * emails in one transaction.
 */
export function createProductionRequestService({
  store,
  supportEmail,
  now,
  statusUrlOf,
}: ProductionRequestServiceDeps) {
  return {
    /** Stores the request; its id names it (the app page links it, R-APP-PROD-LINK). */
    async submit(
      body: Omit<ProductionRequest, 'faxNumber'>,
      options: { appId?: string } = {},
    ): Promise<{ id: string }> {
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
      const id = await store.create({
        request: stored,
        appId: options.appId,
        apiNames: requested.map((api) => `${api.name} (${api.entry})`),
        confirmationRecipients: recipientsOf(stored),
        supportEmail,
        submittedAt: new Date(now()),
        statusUrlOf,
      })
      return { id }
    },
  }
}

/** The production request rules. */
export type ProductionRequestService = ReturnType<
  typeof createProductionRequestService
>
