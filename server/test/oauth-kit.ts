import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { TOTP, Secret } from 'otpauth'
import { csrfHeaders } from './build-test-app.ts'

/** A browser's cookies for one test: what Set-Cookie gave, sent back on every request. */
class CookieJar {
  private readonly cookies = new Map<string, string>()

  take(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = ''] = line.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index)
      const value = pair.slice(index + 1)
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '')
        this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  header(extra = ''): string {
    return [
      ...[...this.cookies].map(([name, value]) => `${name}=${value}`),
      extra,
    ]
      .filter(Boolean)
      .join('; ')
  }
}

let counter = 0

/** Signs up through the real endpoint and returns what the success page shows. */
export async function signUpClient(
  app: FastifyInstance,
  fields: Record<string, unknown>,
): Promise<{
  clientID: string | null
  clientSecret: string | null
  ccgClientId: string | null
}> {
  counter += 1
  const response = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/consumers/applications',
    headers: csrfHeaders(),
    payload: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `oauth-${Date.now()}-${counter}@example.org`,
      organization: 'Navy',
      termsOfService: true,
      attestationChecked: true,
      ...fields,
    },
  })
  if (response.statusCode !== 201) throw new Error(response.body)
  return response.json()
}

/** A PKCE pair (S256). */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  return { verifier, challenge }
}

/** The current code of a TOTP seed, as an authenticator app shows it. */
export function totpCode(seed: string): string {
  return new TOTP({
    secret: Secret.fromBase32(seed),
    digits: 6,
    period: 30,
  }).generate()
}

const CSRF = 'test-csrf-token-0123456789abcdef'

/** A browser that follows the sandbox sign-in: requests with its cookies and the CSRF pair. */
export function browser(app: FastifyInstance) {
  const jar = new CookieJar()
  const request = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        cookie: jar.header(`CSRF-TOKEN=${CSRF}`),
        'x-csrf-token': CSRF,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    })
    jar.take(response.headers['set-cookie'])
    return response
  }
  return { jar, request }
}

/** The path and query of an absolute or relative URL. */
export const pathOf = (location: string) => {
  const url = new URL(location, 'http://127.0.0.1:8080')
  return `${url.pathname}${url.search}`
}
