import { createHmac, timingSafeEqual } from 'node:crypto'

// The applicant's status link of a restricted-access request (R-RESTRICTED-LINK): signed as the
// production request's is (ADR 032), under its own prefix, so neither link opens the other page.
const PURPOSE = 'restricted-access-status:v1:'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function signature(secret: string, requestId: string): string {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}${requestId.toLowerCase()}`)
    .digest('base64url')
}

/** Whether a presented pair is a request's own link (constant-time). */
export function isValidRestrictedAccessLink(
  secret: string,
  link: { id: string; signature: string },
): boolean {
  if (!UUID.test(link.id)) return false
  const expected = Buffer.from(signature(secret, link.id))
  const given = Buffer.from(link.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The status page's address, for emails. */
export function restrictedAccessStatusUrl(
  publicOrigin: string,
  secret: string,
  requestId: string,
): string {
  return `${publicOrigin}/restricted-access/status/${requestId}/${signature(secret, requestId)}`
}
