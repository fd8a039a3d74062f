/**
 * How the department's sandbox addresses map onto this portal's sandbox gateway (R-GATEWAY-URLS).
 * A spec names its sandbox as `https://sandbox-api.va.gov/services/va_facilities/{version}` (a
 * few, cut from development copies, as `https://dev-api.va.gov/…`); the gateway answers the same
 * path under its own base: `{origin}/sandbox-api/services/va_facilities/{version}`.
 */

/** Hosts whose addresses the gateway stands in for. */
const SANDBOX_ORIGINS = ['https://sandbox-api.va.gov', 'https://dev-api.va.gov']

/** The department's production host: its server entries stay in the docs, marked as such. */
const PRODUCTION_ORIGIN = 'https://api.va.gov'

/** An OpenAPI 3 server object, as much of it as the mapping reads. */
export interface SpecServer {
  url: string
  description?: string
  variables?: Record<
    string,
    { default: string; enum?: string[]; description?: string }
  >
}

const isUnder = (url: string, origin: string) =>
  url === origin || url.startsWith(`${origin}/`)

const DEPARTMENT_ORIGINS = [...SANDBOX_ORIGINS, PRODUCTION_ORIGIN]

/**
 * A server whose scheme or host is a variable (`https://{environment}-api.va.gov/…`,
 * `{scheme}://api.va.gov/…`) with its variables at their defaults, as the department's address
 * it stands for (its variables then have no place left in it); any other server as it is. Only
 * the defaults are the server's address: the gateway answers under them.
 */
function withDepartmentOrigin(server: SpecServer): SpecServer {
  if (DEPARTMENT_ORIGINS.some((origin) => isUnder(server.url, origin)))
    return server
  const url = server.url.replaceAll(
    /\{([^}]+)\}/g,
    (whole, name: string) => server.variables?.[name]?.default ?? whole,
  )
  if (!DEPARTMENT_ORIGINS.some((origin) => isUnder(url, origin))) return server
  const { variables: _resolved, ...rest } = server
  return { ...rest, url }
}

/**
 * The spec's sandbox entry: the sandbox host first, else the development host. A host written
 * with variables counts by their defaults, and is returned with them filled in.
 */
export function findSandboxServer(
  servers: readonly SpecServer[],
): SpecServer | undefined {
  const resolved = servers.map(withDepartmentOrigin)
  for (const origin of SANDBOX_ORIGINS) {
    const found = resolved.find((server) => isUnder(server.url, origin))
    if (found) return found
  }
  return undefined
}

/** The path of a department server address: `/services/va_facilities/{version}`. */
function serverPath(server: SpecServer): string {
  const origin = DEPARTMENT_ORIGINS.find((host) => isUnder(server.url, host))
  const rest = origin ? server.url.slice(origin.length) : server.url
  return rest.replace(/\/+$/, '')
}

/** The gateway path of a sandbox server, its variables at their defaults: `/services/va_facilities/v0`. */
export function resolvedSandboxPath(server: SpecServer): string {
  return serverPath(server).replaceAll(
    /\{([^}]+)\}/g,
    (whole, name: string) => server.variables?.[name]?.default ?? whole,
  )
}

/**
 * The servers a spec is shown with: this portal's gateway first (the sandbox entry, rewritten),
 * then the department's production entries, marked as production. A spec without a sandbox entry
 * keeps its servers.
 */
export function gatewayServers(
  servers: readonly SpecServer[],
  gatewayBase: string,
): SpecServer[] {
  const sandbox = findSandboxServer(servers)
  if (!sandbox) return [...servers]
  const production = servers
    .map(withDepartmentOrigin)
    .filter((server) => isUnder(server.url, PRODUCTION_ORIGIN))
    .map((server) => ({
      ...server,
      description: 'Production (needs production access; not this sandbox)',
    }))
  return [
    {
      ...sandbox,
      url: `${gatewayBase}${serverPath(sandbox)}`,
      description: 'Sandbox (this portal’s sandbox gateway)',
    },
    ...production,
  ]
}

/**
 * A department sandbox address in text (a guide's example, a test-data intro) moved to the
 * gateway: `https://sandbox-api.va.gov/services/x/v0/y` → `{gatewayBase}/services/x/v0/y`. Other
 * addresses (the sandbox's OAuth servers until they run here) are left as they are.
 */
export function toGatewayUrl(text: string, gatewayBase: string): string {
  return text.replaceAll(
    /https:\/\/(?:sandbox-api|dev-api)\.va\.gov(\/services\/)/g,
    `${gatewayBase}$1`,
  )
}

/**
 * The gateway path segment that names a documented version (R-GATEWAY-VERSIONS, ADR 044): the
 * spec's own address answers with its current version; `{base}/versions/{version}/services/…`
 * answers with that version, whichever is current.
 */
const VERSION_SEGMENT = '/versions/'

/** The gateway base a version's docs and calls use: `{gatewayBase}/versions/{version}`. */
export function versionedGatewayBase(
  gatewayBase: string,
  version: string,
): string {
  return `${gatewayBase}${VERSION_SEGMENT}${encodeURIComponent(version)}`
}

/**
 * A gateway path that names a version, split into the version and the spec's path:
 * `/versions/1.0.0/services/x/v1/y` → `{ version: '1.0.0', path: '/services/x/v1/y' }`; null for
 * any other path.
 */
export function splitVersionedPath(
  path: string,
): { version: string; path: string } | null {
  if (!path.startsWith(VERSION_SEGMENT)) return null
  const rest = path.slice(VERSION_SEGMENT.length)
  const slash = rest.indexOf('/')
  if (slash <= 0) return null
  // Version ids are stored lower-case; one no version has is simply not found.
  return {
    version: rest.slice(0, slash).toLowerCase(),
    path: rest.slice(slash),
  }
}
