import type { ProductionRequest } from '@portal/schema/production-request'
import type { FeatureFlags } from '@portal/schema/site-config'
import { reviewDueAt } from '@portal/schema/production-review-timeline'
import type { Db } from '../../db/client.ts'
import { findApisByAltId } from '../catalogue/index.ts'

/** A validated request, ready to store. */
export interface NewProductionRequest {
  request: ProductionRequest & {
    apis: string
    appName: string
    organization: string
    primaryContact: { firstName: string; lastName: string; email: string }
  }
  apiNames: string[]
  /** Who gets the confirmation: the contacts and the status-update addresses, once each. */
  confirmationRecipients: string[]
  supportEmail: string
  /** When it arrived (the server's clock): the review is due 10 business days later. */
  submittedAt: Date
  /** The applicant's signed status page, once the id is known (R-REVIEW-LINK). */
  statusUrlOf: (id: string) => string
  /** The app it was started from, when a signed-in developer sent it from one (R-APP-PROD-LINK). */
  appId?: string | undefined
}

/** Reads the APIs a request names; stores requests with their history and emails. */
export function createProductionRequestStore(db: Db, flags?: FeatureFlags) {
  return {
    findApis: (altIds: string[]) => findApisByAltId(db, altIds, flags),

    /** The request, its first status, and its emails, in one transaction: all or nothing. */
    create: (input: NewProductionRequest) =>
      db.transaction().execute(async (trx) => {
        const { request } = input
        const { id } = await trx
          .insertInto('production_requests')
          .values({
            apis: request.apis,
            organization: request.organization,
            app_name: request.appName,
            primary_email: request.primaryContact.email,
            request: JSON.stringify(request),
            created_at: input.submittedAt,
            updated_at: input.submittedAt,
            review_due_at: reviewDueAt(input.submittedAt),
            app_id: input.appId ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await trx
          .insertInto('production_request_status_history')
          .values({
            request_id: id,
            status: 'submitted',
            note: 'Submitted',
            changed_at: input.submittedAt,
          })
          .execute()
        await trx
          .insertInto('production_request_events')
          .values({
            request_id: id,
            at: input.submittedAt,
            kind: 'submitted',
            status: 'submitted',
            actor: 'applicant',
          })
          .execute()
        const payload = JSON.stringify({
          requestId: id,
          apiNames: input.apiNames,
          request,
          statusUrl: input.statusUrlOf(id),
        })
        await trx
          .insertInto('email_outbox')
          .values([
            {
              template: 'production-request',
              recipient: input.supportEmail,
              payload,
            },
            ...input.confirmationRecipients.map((recipient) => ({
              template: 'production-request-confirmation',
              recipient,
              payload,
            })),
          ])
          .execute()
        return id
      }),
  }
}

/** The production request store. */
export type ProductionRequestStore = ReturnType<
  typeof createProductionRequestStore
>
