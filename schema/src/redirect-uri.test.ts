import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  REDIRECT_URI_MESSAGES,
  isRedirectUri,
  redirectUriMessage,
  redirectUriProblem,
  repairedRedirectUri,
  type RedirectUriProblem,
} from './redirect-uri.ts'

const LONG_PATH = `https://app.example.org/${'a'.repeat(2048 - 24)}`

const REFUSED: [string, unknown, RedirectUriProblem][] = [
  ['nothing', undefined, 'required'],
  ['an empty string', '', 'required'],
  ['a number', 42, 'required'],
  ['2,049 characters', `${LONG_PATH}a`, 'tooLong'],
  ['a space inside', 'https://app.example.org/c b', 'whitespace'],
  ['a CR/LF', 'https://app.example.org/cb\r\nSet-Cookie: a=b', 'whitespace'],
  ['a tab', 'https://app.example.org/\tcb', 'whitespace'],
  ['a NUL', 'https://app.example.org/cb\u0000', 'whitespace'],
  ['a DEL', 'https://app.example.org/cb\u007f', 'whitespace'],
  ['a zero-width space', 'https://app\u200b.example.org/cb', 'whitespace'],
  ['a no-break space', 'https://app.example.org/\u00a0cb', 'whitespace'],
  ['raw HTML', 'https://app.example.org/<script>alert(1)</script>', 'html'],
  ['an HTML tag alone', '<img src=x onerror=alert(1)>', 'html'],
  ['not a URL', 'not-a-url', 'invalid'],
  ['a relative path', '/callback', 'invalid'],
  ['a scheme-relative URL', '//app.example.org/cb', 'invalid'],
  ['no slashes after the scheme', 'https:app.example.org/cb', 'invalid'],
  ['an empty authority', 'https:///app.example.org/cb', 'invalid'],
  ['a backslash', 'https://app.example.org\\@evil.example/cb', 'invalid'],
  ['a double quote', 'https://app.example.org/"cb"', 'invalid'],
  ['a bad port', 'https://app.example.org:99999/cb', 'invalid'],
  ['ftp', 'ftp://app.example.org/cb', 'scheme'],
  ['javascript', 'javascript:alert(1)', 'scheme'],
  ['data', 'data:text/plain,hello', 'scheme'],
  ['a custom app scheme', 'com.example.app:/callback', 'scheme'],
  ['a user name', 'https://user@app.example.org/cb', 'userinfo'],
  ['a user and password', 'https://user:pw@app.example.org/cb', 'userinfo'],
  ['an empty user', 'https://@app.example.org/cb', 'userinfo'],
  ['a wildcard host', 'https://*.example.org/cb', 'wildcard'],
  ['a wildcard label', 'https://app*.example.org/cb', 'wildcard'],
  ['an encoded wildcard', 'https://%2A.example.org/cb', 'wildcard'],
  ['a fragment', 'https://app.example.org/cb#frag', 'fragment'],
  ['an empty fragment', 'https://app.example.org/cb#', 'fragment'],
  ['a loopback fragment', 'http://localhost:3000/cb#x', 'fragment'],
  ['http on a public host', 'http://app.example.org/cb', 'https'],
  [
    'http on a look-alike of localhost',
    'http://localhost.example.org/cb',
    'https',
  ],
  ['http on another loopback address', 'http://127.0.0.2/cb', 'https'],
  ['http on 0.0.0.0', 'http://0.0.0.0/cb', 'https'],
]

const ACCEPTED = [
  'https://app.example.org/cb',
  'https://app.example.org',
  'https://APP.Example.org/Callback',
  'https://app.example.org:8443/cb',
  'https://app.example.org/cb?tenant=a&x=%20y',
  'https://app.example.org/cb?next=https%3A%2F%2Fother.example.org',
  'https://xn--bcher-kva.example/cb',
  'https://203.0.113.7/cb',
  'https://[2001:db8::1]:8443/cb',
  'https://localhost/cb',
  'http://localhost/cb',
  'http://localhost:3000/cb',
  'http://LOCALHOST:3000/cb',
  'http://127.0.0.1/cb',
  'http://127.0.0.1:8080/cb?state=x',
  'http://[::1]/cb',
  'http://[::1]:8080/cb',
  "https://app.example.org/cb;v=1/!$&'()+,=~",
  LONG_PATH,
]

describe('redirectUriProblem', () => {
  test.each(REFUSED)('Refuses %s', (_name, value, problem) => {
    expect(redirectUriProblem(value)).toBe(problem)
    expect(redirectUriMessage(value)).toBe(REDIRECT_URI_MESSAGES[problem])
  })

  test.each(
    ACCEPTED.map((value) => [
      value.length > 60 ? `${value.slice(0, 40)}… (${value.length})` : value,
      value,
    ]),
  )('Accepts %s', (_name, value) => {
    expect(redirectUriProblem(value)).toBeNull()
    expect(redirectUriMessage(value)).toBeNull()
    expect(isRedirectUri(value)).toBe(true)
  })

  test('Every problem has its own message; the specification words the first three', () => {
    expect(REDIRECT_URI_MESSAGES).toEqual({
      required: 'Enter an http or https URI',
      scheme: 'Enter an http or https URI',
      invalid: 'Invalid URL',
      tooLong: 'Enter a URI of at most 2,048 characters',
      whitespace:
        'Remove the spaces, line breaks and other invisible characters from the URI',
      html: 'Remove the < and > characters: a redirect URI cannot contain HTML',
      userinfo:
        'Remove the user name or password (the part before @): a redirect URI cannot carry them',
      wildcard:
        'Enter the exact host name: a redirect URI cannot contain a wildcard (*)',
      fragment:
        'Remove the fragment (the part from #): a redirect URI cannot have one',
      https: 'Enter an https URI: http is allowed only for localhost',
    })
    // Each problem the table shows is one the rule can report.
    expect(new Set(REFUSED.map(([, , problem]) => problem))).toEqual(
      new Set(Object.keys(REDIRECT_URI_MESSAGES)),
    )
  })
})

describe('repairedRedirectUri', () => {
  test('Strips a fragment when that alone makes the URI acceptable', () => {
    expect(repairedRedirectUri('https://app.example.org/cb#frag')).toBe(
      'https://app.example.org/cb',
    )
    expect(repairedRedirectUri('http://[::1]:8080/cb?a=1#')).toBe(
      'http://[::1]:8080/cb?a=1',
    )
    expect(repairedRedirectUri('https://app.example.org/cb')).toBe(
      'https://app.example.org/cb',
    )
  })

  test('Gives nothing for what a fragment is not the only problem of', () => {
    expect(repairedRedirectUri('https://*.example.org/cb#x')).toBeNull()
    expect(repairedRedirectUri('http://app.example.org/cb#x')).toBeNull()
    expect(repairedRedirectUri('https://app.example.org/\r\ncb')).toBeNull()
    expect(repairedRedirectUri('https://app.example.org/<b>')).toBeNull()
  })
})

// Strings near the rule's edges: URL pieces, the characters it refuses, and noise.
const piece = fc.oneof(
  fc.constantFrom(
    'https://',
    'http://',
    'HTTPS://',
    'localhost',
    '127.0.0.1',
    '[::1]',
    'app.example.org',
    '*.',
    '@',
    ':',
    ':8080',
    '/',
    '/cb',
    '?q=1',
    '#',
    '#frag',
    '%20',
    '%2A',
    '\\',
    '<b>',
    ' ',
    '\r\n',
    '\u0000',
    '\u200b',
    'javascript:',
    'ftp://',
  ),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
)
const nearUri = fc
  .array(piece, { maxLength: 12 })
  .map((parts) => parts.join(''))

describe('Properties', () => {
  test('The rule never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), nearUri, fc.webUrl()), (value) => {
        const problem = redirectUriProblem(value)
        expect(problem === null || problem in REDIRECT_URI_MESSAGES).toBe(true)
        if (typeof value === 'string') repairedRedirectUri(value)
      }),
      { numRuns: 2000 },
    )
  })

  test('What it accepts is absolute https, or http on loopback, without fragment, userinfo, wildcard or whitespace', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          nearUri,
          fc.webUrl({ withFragments: true, withQueryParameters: true }),
        ),
        (value) => {
          fc.pre(isRedirectUri(value))
          const url = new URL(value)
          expect(['https:', 'http:']).toContain(url.protocol)
          expect(
            url.protocol === 'https:' ||
              ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname),
          ).toBe(true)
          expect(value).toMatch(/^https?:\/\/[^/?#]/i)
          expect(value).not.toContain('#')
          expect(url.username + url.password).toBe('')
          expect(url.hostname).not.toContain('*')
          expect(value).not.toMatch(/[\s<>\p{Cc}]/u)
          expect(value.length).toBeLessThanOrEqual(2048)
        },
      ),
      { numRuns: 2000 },
    )
  })

  test('A repaired URI is always one the rule accepts', () => {
    fc.assert(
      fc.property(
        fc.oneof(nearUri, fc.webUrl({ withFragments: true })),
        (value) => {
          const repaired = repairedRedirectUri(value)
          expect(repaired === null || isRedirectUri(repaired)).toBe(true)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
