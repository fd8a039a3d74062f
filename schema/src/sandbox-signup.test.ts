import { generateKeyPairSync } from 'node:crypto'
import { expect, test } from 'vitest'
import { parseApisList } from './apis-list.ts'
import { parsePublicJwk } from './jwk.ts'
import { REDIRECT_URI_MESSAGES } from './redirect-uri.ts'
import {
  SIGNUP_MESSAGES,
  SandboxSignupFormSchema,
  SandboxSignupRequestSchema,
  toSandboxSignupRequest,
  type SandboxSignupFormValues,
} from './sandbox-signup.ts'

function publicJwk(bits = 2048): Record<string, unknown> {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: bits })
  return publicKey.export({ format: 'jwk' }) as Record<string, unknown>
}
const JWK = publicJwk()

function form(
  overrides: Partial<SandboxSignupFormValues> = {},
): SandboxSignupFormValues {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    organization: 'Analytical Engines',
    typeAndApi: 'apikey/facilities',
    termsOfService: true,
    ...overrides,
  }
}

function messages(values: unknown, schema = SandboxSignupFormSchema) {
  const result = schema.safeParse(values)
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [
          issue.path.join('.'),
          issue.message,
        ]),
      )
}

test('An empty form gets every required message of the spec', () => {
  expect(messages({ termsOfService: false })).toEqual({
    firstName: SIGNUP_MESSAGES.firstName,
    lastName: SIGNUP_MESSAGES.lastName,
    email: SIGNUP_MESSAGES.emailRequired,
    organization: SIGNUP_MESSAGES.organization,
    typeAndApi: SIGNUP_MESSAGES.typeAndApi,
    termsOfService: 'You must agree to the terms of service to continue.',
  })
  expect(SIGNUP_MESSAGES).toMatchObject({
    firstName: 'Enter your first name',
    lastName: 'Enter your last name',
    organization: 'Enter your organization',
    typeAndApi: 'You must select an auth type.',
  })
})

test('Names are at most 47 characters, organization 100, description 415', () => {
  expect(
    messages(
      form({
        firstName: 'a'.repeat(47),
        organization: 'o'.repeat(100),
        description: 'd'.repeat(415),
      }),
    ),
  ).toEqual({})
  expect(
    Object.keys(
      messages(
        form({
          firstName: 'a'.repeat(48),
          lastName: 'b'.repeat(48),
          organization: 'o'.repeat(101),
          description: 'd'.repeat(416),
        }),
      ),
    ),
  ).toEqual(['firstName', 'lastName', 'organization', 'description'])
})

test('A malformed email says "Invalid email address"; fields are trimmed', () => {
  expect(messages(form({ email: 'ada@' }))).toEqual({
    email: 'Invalid email address',
  })
  expect(
    SandboxSignupFormSchema.parse(form({ firstName: '  Ada  ' })).firstName,
  ).toBe('Ada')
})

test('Authorization Code needs an application type and an http(s) redirect URI, https outside localhost', () => {
  expect(messages(form({ typeAndApi: 'acg/claims' }))).toEqual({
    oAuthApplicationType: 'Choose an option',
    oAuthRedirectURI: 'Enter an http or https URI',
  })
  const acg = (uri: string) =>
    messages(
      form({
        typeAndApi: 'acg/claims',
        oAuthApplicationType: 'web',
        oAuthRedirectURI: uri,
      }),
    )
  expect(acg('not a url')).toEqual({ oAuthRedirectURI: 'Invalid URL' })
  expect(acg('ftp://app.example.org/cb')).toEqual({
    oAuthRedirectURI: 'Enter an http or https URI',
  })
  expect(acg('http://app.example.org/cb')).toEqual({
    oAuthRedirectURI: SIGNUP_MESSAGES.redirectHttps,
  })
  expect(acg('https://app.example.org/cb')).toEqual({})
  expect(acg('http://localhost:3000/cb')).toEqual({})
  expect(acg('http://127.0.0.1/cb')).toEqual({})
  expect(acg('http://[::1]:8080/cb')).toEqual({})
})

test('The redirect URI follows the one rule, with its message for each problem (R-REDIRECT-URI)', () => {
  const message = (uri: string) =>
    messages(
      form({
        typeAndApi: 'acg/claims',
        oAuthApplicationType: 'web',
        oAuthRedirectURI: uri,
      }),
    ).oAuthRedirectURI
  expect(message('https://app.example.org/cb#frag')).toBe(
    REDIRECT_URI_MESSAGES.fragment,
  )
  expect(message('https://app.example.org/cb\r\nX: y')).toBe(
    REDIRECT_URI_MESSAGES.whitespace,
  )
  expect(message('https://app.example.org/<script>')).toBe(
    REDIRECT_URI_MESSAGES.html,
  )
  expect(message('https://*.example.org/cb')).toBe(
    REDIRECT_URI_MESSAGES.wildcard,
  )
  expect(message('https://me:pw@app.example.org/cb')).toBe(
    REDIRECT_URI_MESSAGES.userinfo,
  )
  expect(message(`https://app.example.org/${'a'.repeat(2048)}`)).toBe(
    REDIRECT_URI_MESSAGES.tooLong,
  )
  // What a person typed is trimmed first: spaces at the edges are no problem.
  expect(message('  https://app.example.org/cb\n')).toBeUndefined()
})

test('Client Credentials needs a valid RSA public JWK: "Invalid key submitted"', () => {
  const ccg = (key: unknown) =>
    messages(form({ typeAndApi: 'ccg/claims', oAuthPublicKey: key }))
  expect(ccg(undefined)).toEqual({ oAuthPublicKey: 'Invalid key submitted' })
  expect(ccg('{not json')).toEqual({ oAuthPublicKey: 'Invalid key submitted' })
  expect(ccg(JSON.stringify(JWK))).toEqual({})
  expect(ccg(JWK)).toEqual({})
})

test('The JWK rule: RSA only, allowed members only, kid up to 255, 2048 bits, no private members', () => {
  expect(parsePublicJwk(JSON.stringify(JWK))).toEqual(JWK)
  expect(
    parsePublicJwk({ ...JWK, alg: 'RS256', use: 'sig', kid: 'k'.repeat(255) }),
  ).not.toBeNull()
  expect(parsePublicJwk({ ...JWK, kid: 'k'.repeat(256) })).toBeNull()
  expect(parsePublicJwk({ ...JWK, kty: 'EC' })).toBeNull()
  expect(parsePublicJwk({ ...JWK, extra: 'member' })).toBeNull()
  expect(parsePublicJwk(publicJwk(1024))).toBeNull()
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  expect(parsePublicJwk(privateKey.export({ format: 'jwk' }))).toBeNull()
  expect(parsePublicJwk({ ...JWK, e: 'AAAA' })).toBeNull()
  expect(parsePublicJwk('[]')).toBeNull()
})

test('The request carries apis from the chosen auth type and drops details of other auth types', () => {
  const request = toSandboxSignupRequest(
    form({
      typeAndApi: 'apikey/facilities',
      oAuthRedirectURI: 'https://x',
      oAuthPublicKey: '{}',
      description: '  ',
    }),
  )
  expect(request).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    organization: 'Analytical Engines',
    typeAndApi: 'apikey/facilities',
    apis: 'apikey/facilities',
    termsOfService: true,
  })
  expect(SandboxSignupRequestSchema.safeParse(request).success).toBe(true)
})

test('The apis grammar: entries, bare altIDs, duplicates, bad auth types and shapes', () => {
  expect(
    parseApisList(' acg/claims , apikey/facilities,acg/claims,vaForms'),
  ).toEqual({
    entries: [
      { authType: 'acg', altID: 'claims', raw: 'acg/claims' },
      { authType: 'apikey', altID: 'facilities', raw: 'apikey/facilities' },
      { authType: null, altID: 'vaForms', raw: 'vaForms' },
    ],
  })
  expect(parseApisList('oauth/claims')).toEqual({
    error: 'Invalid auth type: oauth',
  })
  expect(parseApisList('acg/claims/x')).toEqual({
    error: 'invalid api provided: acg/claims/x',
  })
  expect(parseApisList(' , ')).toEqual({ error: 'Choose at least one API' })
})

test('A request naming an ACG API checks the redirect URI even when another auth type was chosen (R-STORE-URL-HTTP)', () => {
  const request = {
    ...toSandboxSignupRequest(form()),
    apis: 'apikey/facilities,acg/claims',
  }
  for (const uri of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.dev'])
    expect(
      messages(
        { ...request, oAuthApplicationType: 'web', oAuthRedirectURI: uri },
        SandboxSignupRequestSchema,
      ),
    ).toHaveProperty('oAuthRedirectURI')
  expect(
    messages(
      {
        ...request,
        oAuthApplicationType: 'web',
        oAuthRedirectURI: 'https://engine.dev/callback',
      },
      SandboxSignupRequestSchema,
    ),
  ).toEqual({})
  expect(messages(null, SandboxSignupRequestSchema)).toEqual({
    '': 'Invalid input: expected object, received null',
  })
})
