// What surrounds a body: headers, the CSRF pair, and the request target's path and query.
import fc from 'fast-check'
import { nastyString } from './fuzz-arbitraries.ts'

// Header values light-my-request accepts: printable ASCII.
const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0x7e })
    .map((code) => String.fromCharCode(code)),
  maxLength: 80,
})

const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/json;;;',
      'application/jsonp',
      'application/octet-stream',
      '*/*',
      ' ',
    ),
  },
  { weight: 1, arbitrary: headerText },
)

/**
 * Headers a client may send: mostly just a content type, sometimes others with values of its
 * choosing (a cross-site origin among them, which the CSRF check refuses).
 */
export const requestHeaders = fc.oneof(
  { weight: 4, arbitrary: fc.record({ 'content-type': contentType }) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        'content-type': contentType,
        'x-request-id': headerText,
        'if-none-match': headerText,
        'accept-encoding': fc.constantFrom('gzip', 'br', '*', 'identity;q=0'),
        origin: fc.constantFrom('http://localhost:80', 'https://evil.example'),
        'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none'),
        'x-forwarded-for': headerText,
        accept: headerText,
      },
      { requiredKeys: ['content-type'] },
    ),
  },
)

/** Whether the CSRF pair is sent (mostly), or left out, or mismatched. */
export const csrfChoice = fc.oneof(
  { weight: 14, arbitrary: fc.constant('right' as const) },
  { weight: 1, arbitrary: fc.constant('missing' as const) },
  { weight: 1, arbitrary: fc.constant('mismatched' as const) },
)

// Characters of a request target, '%' included so escapes can be broken.
const URL_CHARACTERS = [
  ..."abcxyzAZ09-._~!$&'()*+,;=:@/?%#[]",
  '%00',
  '%FF',
  '%ED%A0%80',
  '%C0%AE',
  '%2e%2e',
  '%2F',
  '%25',
  '%E2%80%AE',
]

const LONE_SURROGATE =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

// encodeURIComponent refuses lone surrogates; %ED%A0%80 is how a client would send one.
function encodeLoosely(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\ue000')).replaceAll(
    '%EE%80%80',
    '%ED%A0%80',
  )
}

/** A path segment: an encoded nasty string, or raw characters with broken escapes. */
export const pathSegment = fc.oneof(
  nastyString.map((value) => encodeLoosely(value.slice(0, 3000))),
  fc.string({ unit: fc.constantFrom(...URL_CHARACTERS), maxLength: 30 }),
  fc.constantFrom('claims', 'facilities', 'v0', 'current', '..', '.', ''),
)

/** A query string: encoded nasty keys and values, or raw characters. */
export const queryString = fc.oneof(
  fc
    .array(fc.tuple(nastyString, nastyString), { maxLength: 5 })
    .map((pairs) =>
      pairs
        .map(([key, value]) =>
          [key, value]
            .map((part) => encodeLoosely(part.slice(0, 2000)))
            .join('='),
        )
        .join('&'),
    ),
  fc.string({ unit: fc.constantFrom(...URL_CHARACTERS), maxLength: 60 }),
  fc.constantFrom(
    'environment=sandbox',
    'environment=production',
    'environment=',
    'environment[]=x',
    'environment=a&environment=b',
  ),
)

/**
 * A request target for `fuzzJsonPost`: the right one in `weight` cases of `weight + 1`, otherwise
 * one of `odd` (fuzzed ids or segments), so that most cases reach the body's checks.
 */
export function mostlyTarget(
  good: string,
  odd: fc.Arbitrary<string>,
  weight = 6,
): fc.Arbitrary<string> {
  return fc.oneof(
    { weight, arbitrary: fc.constant(good) },
    { weight: 1, arbitrary: odd },
  )
}
