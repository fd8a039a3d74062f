import { z } from 'zod'

/** How staff sign in to the console (issue 28). */
export type StaffSignInConfig =
  /** The embedded development identity provider at /dev-idp (local runs and CI). */
  | { kind: 'dev' }
  /** The department's OpenID Connect provider. */
  | {
      kind: 'oidc'
      issuer: string
      clientId: string
      clientSecret: string
    }
  /** Production without an identity provider configured: nobody can sign in. */
  | { kind: 'off' }

/** The console's settings, validated at start. */
export interface StaffEnv {
  signIn: StaffSignInConfig
  /** Only emails of these domains may sign in (lower case). */
  emailDomains: string[]
  /** Made admin at start when the console has no active admin. */
  firstAdmin: { email: string; name: string } | null
}

/** The embedded identity provider's users' domain: the default allowed domain locally. */
export const DEV_STAFF_DOMAIN = 'va.example'

const DOMAIN =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/
const EmailSchema = z.email()
const blank = (value: string | undefined) =>
  value === undefined || value.trim() === ''

/**
 * Reads the STAFF_* variables. Every problem is reported at once, as `NAME: message` lines the
 * caller joins with the rest of the environment's.
 */
export function parseStaffEnv(
  source: NodeJS.ProcessEnv,
  isProductionDeployment: boolean,
): { env: StaffEnv; problems: string[] } {
  const problems: string[] = []
  const issuer = blank(source.STAFF_OIDC_ISSUER)
    ? undefined
    : source.STAFF_OIDC_ISSUER?.trim()
  const clientId = blank(source.STAFF_OIDC_CLIENT_ID)
    ? undefined
    : source.STAFF_OIDC_CLIENT_ID?.trim()
  const clientSecret = blank(source.STAFF_OIDC_CLIENT_SECRET)
    ? undefined
    : source.STAFF_OIDC_CLIENT_SECRET
  const devSetting = blank(source.STAFF_DEV_IDP)
    ? undefined
    : source.STAFF_DEV_IDP?.trim()

  if (
    devSetting !== undefined &&
    !['true', 'false', '1', '0'].includes(devSetting)
  )
    problems.push('STAFF_DEV_IDP: must be true or false')
  const devAsked = devSetting === 'true' || devSetting === '1'
  const devOn =
    devAsked || (devSetting === undefined && !issuer && !isProductionDeployment)
  if (devOn && isProductionDeployment)
    problems.push(
      'STAFF_DEV_IDP: the embedded development identity provider must not run in production (NODE_ENV=production); set STAFF_OIDC_ISSUER instead',
    )
  if (devAsked && issuer)
    problems.push(
      'STAFF_DEV_IDP: must not be set together with STAFF_OIDC_ISSUER (one identity provider)',
    )

  if (issuer) {
    let url: URL | undefined
    try {
      url = new URL(issuer)
    } catch {
      problems.push(
        'STAFF_OIDC_ISSUER: must be a URL like https://login.example.gov/oauth2',
      )
    }
    if (url && url.protocol !== 'https:')
      problems.push('STAFF_OIDC_ISSUER: must be an https URL')
    if (!clientId)
      problems.push('STAFF_OIDC_CLIENT_ID: must be set with STAFF_OIDC_ISSUER')
    if (!clientSecret)
      problems.push(
        'STAFF_OIDC_CLIENT_SECRET: must be set with STAFF_OIDC_ISSUER',
      )
    if (blank(source.STAFF_EMAIL_DOMAINS))
      problems.push(
        'STAFF_EMAIL_DOMAINS: must be set with STAFF_OIDC_ISSUER (comma-separated, like va.gov)',
      )
    if (blank(source.STAFF_FIRST_ADMIN_EMAIL))
      problems.push(
        'STAFF_FIRST_ADMIN_EMAIL: must be set with STAFF_OIDC_ISSUER (the console’s first admin)',
      )
  } else if (clientId || clientSecret) {
    problems.push(
      'STAFF_OIDC_ISSUER: must be set with STAFF_OIDC_CLIENT_ID and STAFF_OIDC_CLIENT_SECRET',
    )
  }

  const emailDomains = blank(source.STAFF_EMAIL_DOMAINS)
    ? devOn
      ? [DEV_STAFF_DOMAIN]
      : []
    : (source.STAFF_EMAIL_DOMAINS ?? '')
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean)
  const badDomains = emailDomains.filter((domain) => !DOMAIN.test(domain))
  if (badDomains.length > 0)
    problems.push(
      `STAFF_EMAIL_DOMAINS: not a domain name: ${badDomains.join(', ')}`,
    )

  let firstAdmin: StaffEnv['firstAdmin'] = null
  if (!blank(source.STAFF_FIRST_ADMIN_EMAIL)) {
    const email = (source.STAFF_FIRST_ADMIN_EMAIL ?? '').trim().toLowerCase()
    if (!EmailSchema.safeParse(email).success)
      problems.push('STAFF_FIRST_ADMIN_EMAIL: must be an email address')
    else if (
      emailDomains.length > 0 &&
      !emailDomains.includes(email.slice(email.lastIndexOf('@') + 1))
    )
      problems.push(
        'STAFF_FIRST_ADMIN_EMAIL: must be in one of STAFF_EMAIL_DOMAINS',
      )
    const name = source.STAFF_FIRST_ADMIN_NAME?.trim()
    firstAdmin = { email, name: name || email.slice(0, email.indexOf('@')) }
  }

  const signIn: StaffSignInConfig = devOn
    ? { kind: 'dev' }
    : issuer && clientId && clientSecret
      ? { kind: 'oidc', issuer, clientId, clientSecret }
      : { kind: 'off' }
  return { env: { signIn, emailDomains, firstAdmin }, problems }
}
