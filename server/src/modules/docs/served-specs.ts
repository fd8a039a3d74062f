import {
  gatewayServers,
  toGatewayUrl,
  type SpecServer,
} from '@portal/schema/sandbox-servers'
import YAML from 'yaml'
import type { DocsStore } from './docs-store.ts'
import { withSandboxOauth, type SpecDocument } from './oauth-schemes.ts'

/** A spec as this portal serves it: its text, its format, and the document when it parses. */
export interface ServedSpec {
  text: string
  format: 'json' | 'yaml'
  document: Record<string, unknown> | null
}

function parse(text: string, format: 'json' | 'yaml'): unknown {
  try {
    return format === 'json' ? JSON.parse(text) : YAML.parse(text)
  } catch {
    return null
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The spec as served (R-GATEWAY-URLS): its sandbox server, and every department sandbox address in
 * it, point at this portal's gateway; its production servers stay, marked. A spec that cannot be
 * read is served as stored.
 */
function withGatewayServers(
  text: string,
  format: 'json' | 'yaml',
  sandboxBaseUrl: string,
  acgBaseAuthPath: string | null,
): ServedSpec {
  const spec = parse(text, format)
  if (!isObject(spec)) return { text, format, document: null }
  try {
    const document = spec as { servers?: SpecServer[] } & SpecDocument
    withSandboxOauth(document, sandboxBaseUrl, acgBaseAuthPath)
    if (Array.isArray(document.servers))
      document.servers = gatewayServers(document.servers, sandboxBaseUrl)
    // Examples in descriptions (a quickstart's curl line) lead to the gateway too.
    const served = toGatewayUrl(
      format === 'json' ? JSON.stringify(document) : YAML.stringify(document),
      sandboxBaseUrl,
    )
    const parsed = parse(served, format)
    return { text: served, format, document: isObject(parsed) ? parsed : null }
  } catch {
    return { text, format, document: null }
  }
}

/** The specs as served, each rewritten once (specs change only with a re-seed). */
export function createServedSpecs(store: DocsStore, sandboxBaseUrl: string) {
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
      const key = `${spec.acgBaseAuthPath ?? ''}\n${spec.spec}`
      let body = served.get(key)
      if (body === undefined) {
        body = withGatewayServers(
          spec.spec,
          format,
          sandboxBaseUrl,
          spec.acgBaseAuthPath,
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
