import helmet from 'helmet'
import type { FastifyInstance } from 'fastify'
import type { SiteConfig } from '@portal/schema/site-config'

/** Hosts the reference docs send "Try it out" requests to. */
const SANDBOX_HOSTS = ['https://sandbox-api.va.gov', 'https://dev-api.va.gov']

/**
 * Strict Content-Security-Policy: scripts only from our origin and never inline. React applies
 * `style` props through the CSSOM, which style-src does not govern, so no 'unsafe-inline'.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  siteConfig: SiteConfig,
  /** Where logos are posted and read from, when that is not our own origin (S3). */
  logoOrigins: readonly string[] = [],
): void {
  const origin = (url: string) => new URL(url).origin
  // Helmet's middleware, built once: @fastify/helmet built it anew on every request, parsing the
  // policy each time, about a sixth of a cached catalogue answer's CPU (R-PERF-CATALOGUE-CPU).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...logoOrigins],
        fontSrc: ["'self'"],
        // The docs viewer's "Try it out" calls the department's sandbox hosts from the browser.
        // …and the VA network check probes a host only reachable inside the network.
        connectSrc: [
          "'self'",
          ...SANDBOX_HOSTS,
          // The sandbox gateway, when an operator serves it on its own host (R-GATEWAY-URLS).
          origin(siteConfig.sandboxBaseUrl),
          origin(siteConfig.vaNetwork.probeUrl),
          ...logoOrigins,
        ],
        // News videos play in the privacy-enhanced player, loaded only after a click.
        frameSrc: ['https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The header's search form submits to the government search site.
        formAction: ["'self'", origin(siteConfig.search.url)],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Same-origin SPA: nothing is embedded from elsewhere.
    crossOriginEmbedderPolicy: false,
  })
  // On every answer of every route, the not-found and error answers too.
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error) done(error instanceof Error ? error : new Error(String(error)))
      else done()
    })
  })
}
