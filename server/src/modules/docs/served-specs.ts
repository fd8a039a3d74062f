import {
  findSandboxServer,
  gatewayServers,
  toGatewayUrl,
  versionedGatewayBase,
  type SpecServer,
} from '@portal/schema/sandbox-servers'
import type { FeatureFlags } from '@portal/schema/site-config'
import YAML from 'yaml'
import { DOCUMENT_YAML_OPTIONS } from '../../api-document/yaml-options.ts'
import {
  gatewayAuthOf,
  rowPublicStatus,
  type PublicStatusRow,
} from '../catalogue/index.ts'
import type { DocsStore } from './docs-store.ts'
import { withSandboxOauth, type SpecDocument } from './oauth-schemes.ts'
import {
  NO_SANDBOX_EXTENSION,
  withGatewaySecurity,
  type TryItCredential,
} from './try-it-security.ts'
import { isObject } from '../../api-document/operations.ts'

/** A spec as this portal serves it: its text, its format, and the document when it parses. */
export interface ServedSpec {
  text: string
  format: 'json' | 'yaml'
  document: Record<string, unknown> | null
}

function parse(text: string, format: 'json' | 'yaml'): unknown {
  try {
    return format === 'json'
      ? JSON.parse(text)
      : YAML.parse(text, DOCUMENT_YAML_OPTIONS)
  } catch {
    return null
  }
}

/** What the catalogue says of the API behind a spec: how Try it out authenticates, and where. */
interface ServedApi extends TryItCredential {
  /** The Authorization Code server's path, when the API has that grant. */
  acgBaseAuthPath: string | null
  /** Whether the sandbox gateway answers calls for the API (R-PUBLIC-CALLABLE). */
  isCallable: boolean
}

function servedApiOf(
  row: PublicStatusRow | null,
  environment: { now: number; flags: FeatureFlags },
): ServedApi {
  if (!row)
    return {
      auth: 'none',
      acgScopes: null,
      acgBaseAuthPath: null,
      isCallable: false,
    }
  const details = row.details as {
    oAuthTypes?: string[] | null
    oAuthInfo?: {
      acgInfo?: { baseAuthPath?: string; scopes?: unknown }
    } | null
  }
  const hasAcg = details.oAuthTypes?.includes('AuthorizationCodeGrant') ?? false
  const scopes = details.oAuthInfo?.acgInfo?.scopes
  return {
    auth: gatewayAuthOf(row),
    acgBaseAuthPath: hasAcg
      ? (details.oAuthInfo?.acgInfo?.baseAuthPath ?? '/oauth2')
      : null,
    acgScopes: hasAcg
      ? (Array.isArray(scopes) ? scopes : []).filter(
          (scope): scope is string => typeof scope === 'string',
        )
      : null,
    isCallable: rowPublicStatus(row, environment).status.isCallableInSandbox,
  }
}

/**
 * The spec as served (R-GATEWAY-URLS): its sandbox server, and every department sandbox address in
 * it, point at this portal's gateway (`gatewayBase`: the version's own address unless it is the
 * current one, R-GATEWAY-VERSIONS); its production servers stay, marked. Its security schemes
 * are what the gateway takes for the API (R-DOCS-TRY-IT-AUTH), and a spec the gateway does not
 * answer says so (R-DOCS-NO-SANDBOX). A spec that cannot be read is served as stored.
 */
function withGatewayServers(
  text: string,
  format: 'json' | 'yaml',
  sandboxBaseUrl: string,
  gatewayBase: string,
  api: ServedApi,
): ServedSpec {
  const spec = parse(text, format)
  if (!isObject(spec)) return { text, format, document: null }
  try {
    const document = spec as Record<string, unknown> & {
      servers?: SpecServer[]
    } & SpecDocument
    const hasSandbox =
      api.isCallable &&
      Array.isArray(document.servers) &&
      findSandboxServer(document.servers) !== undefined
    withGatewaySecurity(document, api)
    withSandboxOauth(document, sandboxBaseUrl, api.acgBaseAuthPath)
    if (!hasSandbox) document[NO_SANDBOX_EXTENSION] = true
    if (Array.isArray(document.servers))
      document.servers = gatewayServers(document.servers, gatewayBase)
    // Examples in descriptions (a quickstart's curl line) lead to the gateway too.
    const served = toGatewayUrl(
      format === 'json' ? JSON.stringify(document) : YAML.stringify(document),
      gatewayBase,
    )
    const parsed = parse(served, format)
    return { text: served, format, document: isObject(parsed) ? parsed : null }
  } catch {
    return { text, format, document: null }
  }
}

/** The specs as served, each rewritten once per text, catalogue state and address. */
export function createServedSpecs(
  store: DocsStore,
  sandboxBaseUrl: string,
  environment: { now: () => number; flags: FeatureFlags },
) {
  const served = new Map<string, ServedSpec>()
  return {
    /** A version's spec as served, or null when there is none. */
    async get(
      urlFragment: string,
      version: string,
    ): Promise<ServedSpec | null> {
      const spec = await store.getSpec(urlFragment, version)
      if (!spec) return null
      const format = spec.spec_format === 'yaml' ? 'yaml' : 'json'
      const api = servedApiOf(spec.api, {
        now: environment.now(),
        flags: environment.flags,
      })
      // Another version than the current one is called under its version segment (ADR 044): the
      // spec's own address answers with the current version.
      const gatewayBase = spec.isCurrent
        ? sandboxBaseUrl
        : versionedGatewayBase(sandboxBaseUrl, version.toLowerCase())
      const key = `${JSON.stringify(api)}\n${gatewayBase}\n${spec.spec}`
      let body = served.get(key)
      if (body === undefined) {
        body = withGatewayServers(
          spec.spec,
          format,
          sandboxBaseUrl,
          gatewayBase,
          api,
        )
        if (served.size > 200) served.clear()
        served.set(key, body)
      }
      return body
    },
  }
}

/** The specs as served. */
export type ServedSpecs = ReturnType<typeof createServedSpecs>
