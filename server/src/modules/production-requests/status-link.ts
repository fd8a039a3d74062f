import { createHmac, timingSafeEqual } from 'node:crypto'

// The applicant's status page link (R-REVIEW-LINK, ADR 032): the request's id and an HMAC of it
// under the link secret, as the test-data and credentials links are signed (ADR 008, 024). The
// prefix keeps these signatures apart from every other link signed with the same key.
const PURPOSE = 'production-request-status:v1:'

/** The signature of a request's status link: base64url HMAC-SHA256. */
export function statusLinkSignature(secret: string, requestId: string): string {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}${requestId.toLowerCase()}`)
    .digest('base64url')
}

/** Whether a presented signature is the request's own (constant-time). */
export function isValidStatusLink(
  secret: string,
  link: { id: string; signature: string },
): boolean {
  const expected = Buffer.from(statusLinkSignature(secret, link.id))
  const given = Buffer.from(link.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The status page's address, for emails. */
export function statusUrl(
  publicOrigin: string,
  secret: string,
  requestId: string,
): string {
  return `${publicOrigin}/production-access/status/${requestId}/${statusLinkSignature(secret, requestId)}`
}
