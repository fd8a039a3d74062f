import {
  authServerIssuer,
  oauthEndpoint,
  wellKnownUrl,
} from '@portal/schema/oauth-endpoints'

interface OauthFlow {
  authorizationUrl?: string
  tokenUrl?: string
  refreshUrl?: string
  scopes?: Record<string, string>
}

interface SecurityScheme {
  type?: string
  openIdConnectUrl?: string
  flow?: string
  authorizationUrl?: string
  tokenUrl?: string
  flows?: Record<string, OauthFlow>
}

export interface SpecDocument {
  components?: { securitySchemes?: Record<string, SecurityScheme> }
  securityDefinitions?: Record<string, SecurityScheme>
}

// A scheme of the department's production servers (api.va.gov) stays as it is: only the sandbox
// one is answered here.
function isProduction(flow: OauthFlow): boolean {
  return [flow.authorizationUrl, flow.tokenUrl].some((url) => {
    try {
      return url !== undefined && new URL(url).hostname === 'api.va.gov'
    } catch {
      return false
    }
  })
}

/**
 * Points a spec's OAuth security schemes at this sandbox's authorization server for the API
 * (R-OAUTH-DOCS), so swagger-ui's Authorize dialog runs the Authorization Code flow (with PKCE)
 * against a server that answers, and Try it out sends the token to the gateway. OpenAPI 3
 * `flows`, OpenAPI 3 `openIdConnect` (its discovery document) and Swagger 2
 * `securityDefinitions` alike; other schemes are left as they are.
 */
export function withSandboxOauth(
  spec: SpecDocument,
  sandboxBaseUrl: string,
  acgBaseAuthPath: string | null,
): void {
  if (acgBaseAuthPath === null) return
  const issuer = authServerIssuer(sandboxBaseUrl, acgBaseAuthPath)
  const authorizationUrl = oauthEndpoint(issuer, 'authorization')
  const tokenUrl = oauthEndpoint(issuer, 'token')
  for (const scheme of Object.values(spec.components?.securitySchemes ?? {})) {
    // An OpenID Connect scheme names the server by its discovery document: swagger-ui reads the
    // endpoints from it when the dialog opens, so it must be this sandbox's, not the department's.
    if (
      scheme.type === 'openIdConnect' &&
      !isProduction({ tokenUrl: scheme.openIdConnectUrl })
    ) {
      scheme.openIdConnectUrl = wellKnownUrl(issuer)
      continue
    }
    if (scheme.type !== 'oauth2' || !scheme.flows) continue
    if (Object.values(scheme.flows).some(isProduction)) continue
    for (const [name, flow] of Object.entries(scheme.flows)) {
      if (name === 'authorizationCode' || name === 'implicit') {
        flow.authorizationUrl = authorizationUrl
      }
      if (name !== 'implicit') flow.tokenUrl = tokenUrl
      if (flow.refreshUrl) flow.refreshUrl = tokenUrl
    }
  }
  for (const scheme of Object.values(spec.securityDefinitions ?? {})) {
    if (scheme.type !== 'oauth2' || isProduction(scheme)) continue
    if (scheme.authorizationUrl) scheme.authorizationUrl = authorizationUrl
    if (scheme.tokenUrl) scheme.tokenUrl = tokenUrl
  }
}
