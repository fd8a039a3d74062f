// What the credentials page renders with, apart from the schemas, so it paints without Zod
// (R-PERF-FIRST-LOAD, ADR 021).

/** The messages of credential care (R-CARE-*), tested once each. */
export const CARE_MESSAGES = {
  invalidLink: 'The userId and hash are not valid.',
  notFound: 'No such credential for this link.',
  revoked: 'This credential is revoked.',
  noSecret:
    'This client has no secret to rotate: native clients use PKCE instead.',
  rotateCcg:
    'Client credentials clients have no secret: replace the public key instead.',
  notCcg: 'Only client credentials clients have a public key.',
  notAcg: 'Only authorization code clients have redirect URIs.',
  publicKey: 'Invalid key submitted',
  redirectCount: 'Enter between 1 and 10 redirect URIs',
  overlap: 'Choose how long the old one keeps working',
  newLinkSent:
    'If that address has signed up for sandbox access, we have emailed it a new link.',
  linksRevoked:
    'Every link sent so far no longer works. We have emailed you a new one.',
} as const

/** How long a rotated-out secret or replaced key keeps working (R-CARE-ROTATE). */
export const OVERLAPS = {
  none: { label: 'None: stop it now', ms: 0 },
  '1h': { label: '1 hour', ms: 3_600_000 },
  '24h': { label: '24 hours', ms: 86_400_000 },
  '7d': { label: '7 days', ms: 604_800_000 },
} as const

/** An overlap choice. */
export type Overlap = keyof typeof OVERLAPS
