import type { CareOverview, CareUsage } from '@portal/schema/credential-care'
import { isUsableCredential } from '../../db/credential-validity.ts'
import type { CareCredentialRow, CareStore } from './care-store.ts'

const DAY_MS = 86_400_000
const USAGE_DAYS = 30

const iso = (date: Date | null) => (date ? date.toISOString() : null)

// The key id a developer recognizes: the JWK's kid, else the start of its modulus.
function publicKeyId(jwk: Record<string, unknown> | null): string | null {
  if (!jwk) return null
  if (typeof jwk.kid === 'string' && jwk.kid) return jwk.kid
  return typeof jwk.n === 'string' ? `${jwk.n.slice(0, 12)}…` : null
}

function statusOf(row: CareCredentialRow, now: number) {
  if (row.revoked_at) return 'revoked' as const
  if (!isUsableCredential({ revokedAt: null, expiresAt: row.expires_at }, now))
    return 'expired' as const
  return row.expires_at ? ('expiring' as const) : ('active' as const)
}

/** The page's state: applications, their credentials (rows newest first) and the audit trail. */
export async function readOverview(
  store: CareStore,
  consumer: { id: string; first_name: string },
  now: number,
): Promise<CareOverview> {
  const [applications, rows, lastUsed, events] = await Promise.all([
    store.applicationsOf(consumer.id),
    store.credentialsOf(consumer.id),
    store.lastUsed(consumer.id),
    store.events(consumer.id),
  ])
  const entries = applications.flatMap((application) =>
    application.apis.split(','),
  )
  const apis = await store.apisByAltId(
    entries.map((entry) => entry.split('/')[1] ?? ''),
  )
  return {
    firstName: consumer.first_name,
    applications: applications.map((application) => {
      const own = rows.filter((row) => row.application_id === application.id)
      const kinds = [...new Set(own.map((row) => row.kind))]
      return {
        id: application.id,
        apis: application.apis.split(',').map((entry) => {
          const [authType = '', altId = ''] = entry.split('/')
          const api = apis.find((candidate) => candidate.alt_id === altId)
          return {
            name: api?.name ?? altId,
            urlSlug: api?.url_slug ?? altId,
            authType,
          }
        }),
        createdAt: application.created_at.toISOString(),
        oauthApplicationType: application.oauth_application_type,
        redirectUris: application.redirect_uris ?? [],
        setAsideRedirectUris: application.set_aside_redirect_uris ?? [],
        credentials: kinds.map((kind) => {
          const keys = own.filter((row) => row.kind === kind)
          const newest = keys[0] as CareCredentialRow
          const used = lastUsed.find(
            (entry) =>
              entry.application_id === application.id && entry.kind === kind,
          )
          return {
            id: newest.id,
            kind,
            clientId: newest.client_id,
            hasSecret: newest.secret_hmac !== null,
            lastUsedAt: used ? new Date(used.at).toISOString() : null,
            keys: keys.map((row) => ({
              id: row.id,
              prefix: row.key_prefix,
              createdAt: row.created_at.toISOString(),
              expiresAt: iso(row.expires_at),
              revokedAt: iso(row.revoked_at),
              status: statusOf(row, now),
              publicKeyId: publicKeyId(row.public_jwk),
            })),
          }
        }),
      }
    }),
    events: events.map((event) => ({
      action: event.action,
      detail: event.detail,
      address: event.address,
      at: event.at.toISOString(),
    })),
  }
}

/** Usage of every row of a credential over the last 30 days (R-CARE-USAGE). */
export async function readUsage(
  store: CareStore,
  ids: string[],
  now: number,
): Promise<CareUsage> {
  const today = Math.floor(now / DAY_MS) * DAY_MS
  const since = new Date(today - (USAGE_DAYS - 1) * DAY_MS)
  const { days, summary, recent } = await store.usage(ids, since)
  const byDay = new Map(days.map((row) => [row.day, Number(row.calls)]))
  const round = (value: number | null) =>
    value === null ? null : Math.round(Number(value) * 10) / 10
  return {
    days: Array.from({ length: USAGE_DAYS }, (_, index) => {
      const day = new Date(since.getTime() + index * DAY_MS)
        .toISOString()
        .slice(0, 10)
      return { day, calls: byDay.get(day) ?? 0 }
    }),
    counts: {
      success: Number(summary.success),
      clientError: Number(summary.client_error),
      serverError: Number(summary.server_error),
      tooMany: Number(summary.too_many),
    },
    p50Ms: round(summary.p50),
    p95Ms: round(summary.p95),
    recent: recent.map((row) => ({
      at: row.at.toISOString(),
      method: row.method,
      path: row.path_template,
      status: row.status,
      latencyMs: Math.round(row.latency_ms * 10) / 10,
    })),
  }
}
