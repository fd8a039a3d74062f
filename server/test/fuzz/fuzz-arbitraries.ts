import fc from 'fast-check'

// Characters that broke or could break something: NUL and lone surrogates (PostgreSQL), paired
// surrogates and combining marks (length counting), RTL and BiDi controls, BOM, escapes,
// quotes, path and SQL metacharacters.
const NASTY_CHARACTERS = [
  '\u0000',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\u200e',
  '\u200f',
  '\u202e',
  '\u2066',
  '\ufeff',
  '\ufffe',
  '\uffff',
  '\u0007',
  '\u001b',
  '\u0085',
  '\u2028',
  '\r',
  '\n',
  '\t',
  '\\',
  '"',
  "'",
  '<',
  '%',
  '/',
  '.',
  '😀',
  'e\u0301',
]

/** One UTF-16 code unit of any value, or a known troublemaker. */
export const nastyCharacter = fc.oneof(
  fc.constantFrom(...NASTY_CHARACTERS),
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('a', 'b', 'Z', '0', ' ', '@', '-'),
)

const SPECIAL_STRINGS = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'ftp://example.org',
  '//evil.example/x',
  'https://example.org/ok',
  '../../etc/passwd',
  "'; drop table apis; --",
  '{"a":1}',
  '__proto__',
  'constructor',
  'acg/claims',
  'apikey/facilities',
  'DEFAULT',
  'PUBLISHING',
  'image/png',
]

/** Strings with control characters, surrogates, RTL marks, and (rarely) 100 KB of them. */
export const nastyString = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: nastyCharacter, maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.nat(100_000), nastyCharacter)
      .map(([at, character]) =>
        'x'.repeat(at).concat(character, 'y'.repeat(100_000 - at)),
      ),
  },
)

/** A well-formed token (43 base64url characters) that nobody was given: a sign-in link's, an invitation's. */
export const UNKNOWN_TOKEN = 'A'.repeat(43)

/** Any JSON value, strings of any code units included. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({
  maxDepth: 3,
  stringUnit: nastyCharacter,
})

/** A value of every wrong type, or a wrong value of the right type. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 25 }) },
  { weight: 1, arbitrary: anyJson },
)

/** An object key, sometimes one that means something to JavaScript. */
const nastyKey = fc.oneof(
  fc.string({ unit: nastyCharacter, minLength: 1, maxLength: 12 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'id'),
)

/** JSON nested far deeper than any form. */
const deepJson = fc
  .tuple(fc.integer({ min: 20, max: 3000 }), fc.boolean())
  .map(([depth, asArray]) =>
    asArray
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  )

function setPath(
  target: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const [head = '', ...rest] = path.split('.')
  const copy: Record<string, unknown> = { ...target }
  if (rest.length === 0) {
    // defineProperty, so a key like __proto__ becomes a real member of the JSON.
    Object.defineProperty(copy, head, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
    return copy
  }
  const inner = copy[head]
  copy[head] = setPath(
    typeof inner === 'object' && inner !== null && !Array.isArray(inner)
      ? (inner as Record<string, unknown>)
      : {},
    rest.join('.'),
    value,
  )
  return copy
}

function withoutPaths(
  target: Record<string, unknown>,
  paths: string[],
): Record<string, unknown> {
  const copy = structuredClone(target)
  for (const path of paths) {
    const parts = path.split('.')
    const last = parts.pop() ?? ''
    let node: unknown = copy
    for (const part of parts) node = (node as Record<string, unknown>)?.[part]
    if (typeof node === 'object' && node !== null)
      delete (node as Record<string, unknown>)[last]
  }
  return copy
}

/** Every dotted field path of a valid body, nested ones included (`primaryContact.email`). */
function fieldPaths(body: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(body).flatMap(([key, value]) => {
    const path = `${prefix}${key}`
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? [path, ...fieldPaths(value as Record<string, unknown>, `${path}.`)]
      : [path]
  })
}

/**
 * Bodies near a valid one: a field (or several) with a wrong value or type, fields missing,
 * unknown fields, the same with extra fields the route may not know (`extraPaths`).
 */
function mutatedBody(
  valid: Record<string, unknown>,
  extraPaths: string[] = [],
): fc.Arbitrary<Record<string, unknown>> {
  const paths = [...fieldPaths(valid), ...extraPaths]
  const path = fc.constantFrom(...paths)
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(path, wrongValue)
        .map(([field, value]) => setPath(valid, field, value)),
    },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.tuple(path, wrongValue), { minLength: 2, maxLength: 6 })
        .map((changes) =>
          changes.reduce(
            (body, [field, value]) => setPath(body, field, value),
            valid,
          ),
        ),
    },
    {
      weight: 2,
      arbitrary: fc
        .subarray(fieldPaths(valid), { minLength: 1 })
        .map((missing) => withoutPaths(valid, missing)),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(nastyKey, anyJson), { minLength: 1, maxLength: 5 })
        .map((extra) =>
          extra.reduce(
            (body, [key, value]) =>
              setPath(body, key.replaceAll('.', '_'), value),
            valid,
          ),
        ),
    },
    { weight: 1, arbitrary: fc.constant(valid) },
  )
}

/** A request body as sent on the wire: JSON near a valid body, any JSON, or not JSON at all. */
export function wireBody(
  valid: Record<string, unknown>,
  extraPaths: string[] = [],
): fc.Arbitrary<string> {
  const json = JSON.stringify(valid)
  return fc.oneof(
    {
      weight: 12,
      arbitrary: mutatedBody(valid, extraPaths).map((body) =>
        JSON.stringify(body),
      ),
    },
    { weight: 2, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: deepJson },
    {
      weight: 1,
      arbitrary: fc.nat(json.length).map((cut) => json.slice(0, cut)),
    },
    {
      weight: 1,
      arbitrary: fc.string({ unit: nastyCharacter, maxLength: 200 }),
    },
  )
}
