import { sql, type RawBuilder } from 'kysely'

/**
 * The one rule of a usable credential row (R-CARE-VALID): not revoked, and not expired at `now`.
 * The gateway, credential care and the OAuth server's client look-up all read it from here; the
 * time is passed in so the test-only clock moves every reader together.
 */
export function isUsableCredential(
  row: { revokedAt: Date | null; expiresAt: Date | null },
  now: number,
): boolean {
  return (
    row.revokedAt === null &&
    (row.expiresAt === null || row.expiresAt.getTime() > now)
  )
}

/** The same rule as a SQL filter on `consumer_credentials` under `alias`. */
export function usableCredential(
  now: Date,
  alias = 'consumer_credentials',
): RawBuilder<boolean> {
  const revokedAt = sql.ref(`${alias}.revoked_at`)
  const expiresAt = sql.ref(`${alias}.expires_at`)
  return sql<boolean>`(${revokedAt} is null and (${expiresAt} is null or ${expiresAt} > ${now}))`
}
