import {
  AUTH_PATH_PATTERN,
  DEFAULT_BASE_AUTH_PATH,
} from '@portal/schema/oauth-endpoints'
import type { PublicStatusRow } from '../catalogue/index.ts'

/** A grant an API offers: Authorization Code or Client Credentials. */
export type GrantKind = 'acg' | 'ccg'

/** Scopes every Authorization Code client may ask for besides the API's (001 §6). */
const DEFAULT_SCOPES = ['openid', 'profile', 'offline_access'] as const

/** An API served by an authorization server, through one grant. */
interface AuthServerApi {
  altId: string
  urlSlug: string
  name: string
  grant: GrantKind
  scopes: string[]
}

/** One sandbox authorization server: one per distinct baseAuthPath (R-OAUTH-SERVERS). */
export interface AuthServer {
  /** The API's baseAuthPath, e.g. /oauth2/claims/v1. */
  path: string
  apis: AuthServerApi[]
  /** Every scope any of its APIs names, plus the defaults when it serves Authorization Code. */
  scopes: string[]
}

interface GrantInfo {
  baseAuthPath?: unknown
  scopes?: unknown
}

// A path becomes part of the issuer and of cookie paths, and the servers' routes take only this
// shape (R-OAUTH-LIVE): any other path is served by the default server, as before the console
// refused it.

function grantInfo(details: PublicStatusRow['details'], key: string) {
  const info = (details.oAuthInfo as Record<string, GrantInfo> | null)?.[key]
  const path =
    typeof info?.baseAuthPath === 'string' &&
    AUTH_PATH_PATTERN.test(info.baseAuthPath)
      ? info.baseAuthPath
      : DEFAULT_BASE_AUTH_PATH
  const scopes = Array.isArray(info?.scopes)
    ? info.scopes.filter((scope): scope is string => typeof scope === 'string')
    : []
  return { path, scopes }
}

/**
 * The authorization servers the sandbox runs, from the catalogue rows callable in the sandbox:
 * an API's Authorization Code grant lives at its acgInfo.baseAuthPath, its Client Credentials
 * grant at ccgInfo.baseAuthPath (/oauth2 when none is given).
 */
export function buildAuthServers(rows: PublicStatusRow[]): AuthServer[] {
  const servers = new Map<string, AuthServer>()
  for (const row of rows) {
    const types = row.details.oAuthTypes ?? []
    const grants: [GrantKind, string, string][] = [
      ['acg', 'AuthorizationCodeGrant', 'acgInfo'],
      ['ccg', 'ClientCredentialsGrant', 'ccgInfo'],
    ]
    for (const [grant, type, key] of grants) {
      if (!types.includes(type) || !row.alt_id) continue
      const { path, scopes } = grantInfo(row.details, key)
      const server = servers.get(path) ?? { path, apis: [], scopes: [] }
      server.apis.push({
        altId: row.alt_id,
        urlSlug: row.url_slug,
        name: row.name,
        grant,
        scopes,
      })
      const all = new Set([
        ...server.scopes,
        ...scopes,
        ...(grant === 'acg' ? DEFAULT_SCOPES : []),
      ])
      server.scopes = [...all]
      servers.set(path, server)
    }
  }
  return [...servers.values()].sort((a, b) => b.path.length - a.path.length)
}

/** The server whose path starts this gateway path, longest first (/oauth2/x/v1 before /oauth2). */
export function serverAt(
  servers: AuthServer[],
  path: string,
): { server: AuthServer; rest: string } | null {
  for (const server of servers) {
    if (path === server.path || path.startsWith(`${server.path}/`))
      return { server, rest: path.slice(server.path.length) || '/' }
  }
  return null
}

/** The server at exactly this auth path. */
export function serverNamed(
  servers: AuthServer[],
  path: string,
): AuthServer | null {
  return servers.find((server) => server.path === path) ?? null
}

/** The scopes a client may ask for at this server: those of the APIs its application names. */
export function clientScopes(
  server: AuthServer,
  grant: GrantKind,
  applicationApis: string[],
): string[] | null {
  const apis = server.apis.filter(
    (api) =>
      api.grant === grant && applicationApis.includes(`${grant}/${api.altId}`),
  )
  if (apis.length === 0) return null
  const scopes = new Set(apis.flatMap((api) => api.scopes))
  if (grant === 'acg') for (const scope of DEFAULT_SCOPES) scopes.add(scope)
  return [...scopes]
}
