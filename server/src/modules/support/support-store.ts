import type { SupportRequest } from '@portal/schema/support-request'
import type { Db } from '../../db/client.ts'

/** Stores contact requests with their two emails. */
export function createSupportStore(db: Db) {
  return {
    /** The request, the email to the support mailbox and the confirmation, in one transaction. */
    create: (request: SupportRequest, supportEmail: string) =>
      db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('support_requests')
          .values({
            type: request.type,
            first_name: request.firstName,
            last_name: request.lastName,
            email: request.email,
            organization: request.organization ?? null,
            role: request.role,
            // The request holds only its type's fields (storedSupportRequest).
            description: request.description ?? null,
            apis: request.apis ?? null,
            api_details: request.apiDetails ?? null,
            api_description: request.apiDescription ?? null,
            api_internal_only: request.apiInternalOnly ?? null,
            api_internal_only_details: request.apiInternalOnlyDetails ?? null,
            api_other_info: request.apiOtherInfo ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const payload = JSON.stringify({
          ...request,
          faxNumber: undefined,
          requestId: id,
        })
        await trx
          .insertInto('email_outbox')
          .values([
            { template: 'support-request', recipient: supportEmail, payload },
            {
              template: 'support-confirmation',
              recipient: request.email,
              payload,
            },
          ])
          .execute()
        return id
      }),
  }
}

/** The support store. */
export type SupportStore = ReturnType<typeof createSupportStore>
