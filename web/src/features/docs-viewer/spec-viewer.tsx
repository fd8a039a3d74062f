import { startTransition, useRef, useState } from 'react'
import 'swagger-ui-react/swagger-ui.css'
import './spec-viewer.css'
import { CurlBuilderSection } from './curl-builder-section.tsx'
import { canBuildCurl, type OpenApiDocument } from './curl-support.ts'
import { jsonSpecPlugin, parseJsonSpec } from './json-spec-plugin.ts'
import { operationSamplePlugin } from './operation-sample-plugin.tsx'
import { portalLayoutPlugin } from './portal-layout.tsx'
import { preselectServerPlugin } from './preselect-server.ts'
import { sandboxPlugin } from './sandbox-plugin.tsx'
import { useAccessibleSwagger } from './use-accessible-swagger.ts'
import {
  preauthorizeApiKey,
  useSwaggerSystem,
  type SwaggerSystem,
} from './swagger-system.ts'
import { readTryItKey } from '#web/lib/try-it-key.ts'

/** The name of the spec's API-key scheme sent in the `apikey` header, if it has one. */
function apiKeySchemeOf(spec: OpenApiDocument): string | undefined {
  const schemes = (spec as { components?: { securitySchemes?: object } })
    .components?.securitySchemes
  return Object.entries(schemes ?? {}).find(
    ([, scheme]) =>
      (scheme as { type?: string }).type === 'apiKey' &&
      (scheme as { in?: string }).in === 'header' &&
      (scheme as { name?: string }).name?.toLowerCase() === 'apikey',
  )?.[0]
}

/** Where the sandbox sends the Authorize dialog's browser window back (register it as a redirect URI). */
function oauth2RedirectUrl(): string {
  return `${window.location.origin}/oauth2-redirect.html`
}

/** Props of SpecViewer. */
export interface SpecViewerProps {
  url: string
}

/** swagger-ui with "Try it out", and our curl builder fed by the spec swagger-ui resolved. */
export default function SpecViewer({ url }: SpecViewerProps) {
  const [spec, setSpec] = useState<OpenApiDocument | null>(null)
  const ref = useRef<HTMLDivElement>(null)
  useAccessibleSwagger(ref)
  const App = useSwaggerSystem(
    {
      url,
      plugins: [
        portalLayoutPlugin,
        jsonSpecPlugin,
        preselectServerPlugin,
        sandboxPlugin,
        operationSamplePlugin,
      ],
      layout: 'PortalLayout',
      docExpansion: 'list',
      // R-DOCS-SEARCH: the tag filter, and an address for every operation (#/{tag}/{operationId})
      // that changes as operations open and opens the operation when shared.
      filter: true,
      deepLinking: true,
      defaultModelsExpandDepth: -1,
      oauth2RedirectUrl: oauth2RedirectUrl(),
    },
    (loaded: SwaggerSystem) => {
      // The spec text parsed again rather than swagger-ui's Immutable copy turned back into
      // objects (toJS): the same document, a fraction of the main-thread time on a phone.
      const resolved =
        parseJsonSpec<OpenApiDocument>(loaded.specSelectors.specStr()) ??
        (loaded.specSelectors.specJson().toJS() as OpenApiDocument)
      // The curl builder renders as a transition: React may split it around swagger-ui's
      // own work instead of adding one more long task (R-PERF-LIGHTHOUSE).
      startTransition(() => setSpec(resolved))
      // R-GATEWAY-TRY-IT: the key the developer kept on the success page fills Authorize.
      const key = readTryItKey()
      const scheme = apiKeySchemeOf(resolved)
      if (key && scheme) preauthorizeApiKey(loaded, scheme, key)
      // R-OAUTH-DOCS: the Authorize dialog runs Authorization Code with PKCE (S256).
      loaded.authActions.configureAuth({
        usePkceWithAuthorizationCodeGrant: true,
      })
    },
  )
  return (
    // Until swagger-ui has the spec, the viewer holds a screen's height so the footer does not
    // show and then jump away (R-PERF-CLS).
    <div
      className={`spec-viewer${spec ? '' : ' spec-viewer--loading'}`}
      ref={ref}
    >
      {/* eslint-disable-next-line react-hooks/static-components -- swagger-ui's root, made once
          per system (useSwaggerSystem), not by this render. */}
      {App ? <App /> : null}
      {spec && canBuildCurl(spec) ? <CurlBuilderSection spec={spec} /> : null}
    </div>
  )
}
