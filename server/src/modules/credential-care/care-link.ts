import { CARE_MESSAGES } from '@portal/schema/credential-care'
import { ForbiddenError } from '../../errors.ts'
import {
  isValidTestDataLink,
  testDataLinkHash,
} from '../sandbox-signup/index.ts'
import type { CareStore } from './care-store.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The page's address for a consumer: the test-data link's pair (R-CARE-LINK). */
export function careUrl(
  publicOrigin: string,
  secret: string,
  consumer: { id: string; email: string; test_link_version: number },
): string {
  const hash = testDataLinkHash(secret, {
    userId: consumer.id,
    email: consumer.email,
    linkVersion: consumer.test_link_version,
  })
  return `${publicOrigin}/sandbox-credentials/${consumer.id}/${hash}`
}

/**
 * The consumer a userId + hash pair signs, or 403 with one message for every bad pair: wrong,
 * malformed, expired or revoked (R-CARE-LINK).
 */
export async function consumerOfLink(
  store: CareStore,
  secret: string,
  now: number,
  link: { userId: string; hash: string },
) {
  const consumer = UUID.test(link.userId)
    ? await store.findConsumer(link.userId)
    : undefined
  const isExpired =
    consumer?.test_link_expires_at &&
    consumer.test_link_expires_at.getTime() < now
  const isValid =
    consumer !== undefined &&
    !isExpired &&
    isValidTestDataLink(
      secret,
      {
        userId: consumer.id,
        email: consumer.email,
        linkVersion: consumer.test_link_version,
      },
      link.hash,
    )
  if (!consumer || !isValid) throw new ForbiddenError(CARE_MESSAGES.invalidLink)
  return consumer
}

/**
 * Whether a userId + hash pair signs a consumer's current link: the page shell's check of the
 * credentials and test-users pages, whose addresses carry it (R-SIGNED-PAGE-STATUS).
 */
export async function isValidCareLink(
  store: CareStore,
  secret: string,
  now: number,
  link: { userId: string; hash: string },
): Promise<boolean> {
  try {
    await consumerOfLink(store, secret, now, link)
    return true
  } catch (error) {
    if (error instanceof ForbiddenError) return false
    throw error
  }
}
