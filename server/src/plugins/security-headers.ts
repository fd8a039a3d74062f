import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/** Hosts the reference docs send "Try it out" requests to. */
const SANDBOX_HOSTS = ['https://sandbox-api.va.gov', 'https://dev-api.va.gov']

/**
 * Strict Content-Security-Policy: scripts only from our origin and never inline. React applies
 * `style` props through the CSSOM, which style-src does not govern, so no 'unsafe-inline'.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        // The docs viewer's "Try it out" calls the department's sandbox hosts from the browser.
        connectSrc: ["'self'", ...SANDBOX_HOSTS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Same-origin SPA: nothing is embedded from elsewhere.
    crossOriginEmbedderPolicy: false,
  })
}
