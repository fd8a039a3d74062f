import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a test-data link is computed from. */
export interface TestDataLinkSubject {
  userId: string
  email: string
  linkVersion: number
}

/** The link hash: base64url HMAC-SHA256 over the link version, user id and lower-cased email. */
export function testDataLinkHash(
  secret: string,
  subject: TestDataLinkSubject,
): string {
  return createHmac('sha256', secret)
    .update(
      `test-data-link:v${subject.linkVersion}:${subject.userId}:${subject.email.toLowerCase()}`,
    )
    .digest('base64url')
}

/** Compares a presented hash with the expected one in constant time. */
export function isValidTestDataLink(
  secret: string,
  subject: TestDataLinkSubject,
  hash: string,
): boolean {
  const expected = Buffer.from(testDataLinkHash(secret, subject))
  const given = Buffer.from(hash)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
