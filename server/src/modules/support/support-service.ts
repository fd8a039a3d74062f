import {
  storedSupportRequest,
  type SupportRequest,
} from '@portal/schema/support-request'
import type { SupportStore } from './support-store.ts'

/** What the contact rules need. */
export interface SupportServiceDeps {
  store: SupportStore
  /** The support team's mailbox: each request is emailed there. */
  supportEmail: string
}

/** A contact request: stored, then emailed (to support and the requester) through the outbox. */
export function createSupportService({
  store,
  supportEmail,
}: SupportServiceDeps) {
  return {
    async submit(request: SupportRequest): Promise<void> {
      // R-STORE-DROP-UNASKED: the other type's fields are dropped, not stored as sent.
      await store.create(storedSupportRequest(request), supportEmail)
    },
  }
}

/** The contact rules. */
export type SupportService = ReturnType<typeof createSupportService>
