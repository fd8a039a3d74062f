import { expect, test } from 'vitest'
import { REDACTED } from '@portal/schema/request-log'
import { redactHeaders, redactUrl, truncateBody } from './call-capture.ts'

test('Credential headers, and the API’s own key headers, are redacted; others kept as one string (R-REQLOG-REDACT)', () => {
  expect(
    redactHeaders(
      {
        APIKey: 'k',
        Authorization: 'Bearer t',
        cookie: 'a=b',
        'set-cookie': ['a=b', 'c=d'],
        'x-custom-key': 'k2',
        accept: ['application/json', 'text/plain'],
        'content-length': 12,
        gone: undefined,
      },
      ['X-Custom-Key'],
    ),
  ).toEqual({
    apikey: REDACTED,
    authorization: REDACTED,
    cookie: REDACTED,
    'set-cookie': REDACTED,
    'x-custom-key': REDACTED,
    accept: 'application/json, text/plain',
    'content-length': '12',
  })
})

test('Credential query parameters are redacted, the rest of the address kept as sent (R-REQLOG-REDACT)', () => {
  expect(
    redactUrl('/a/b?apikey=s3cret&q=a%20b&access_token=t&key=v', ['KEY']),
  ).toBe(
    `/a/b?apikey=${REDACTED}&q=a%20b&access_token=${REDACTED}&key=${REDACTED}`,
  )
  expect(redactUrl('/a/b?%61pikey=s3cret')).toBe(`/a/b?%61pikey=${REDACTED}`)
  expect(redactUrl('/a/b')).toBe('/a/b')
  expect(redactUrl(`/${'x'.repeat(5000)}`)).toHaveLength(2048)
})

test('A body is cut at 4 KB on a character’s edge; NUL is replaced; objects are kept as JSON (R-REQLOG-TRUNCATE)', () => {
  expect(truncateBody(undefined)).toEqual({ text: null, truncated: false })
  expect(truncateBody('')).toEqual({ text: null, truncated: false })
  expect(truncateBody({ a: 1 })).toEqual({ text: '{"a":1}', truncated: false })
  expect(truncateBody('a\u0000b')).toEqual({
    text: 'a\uFFFDb',
    truncated: false,
  })
  expect(truncateBody('x'.repeat(4096))).toEqual({
    text: 'x'.repeat(4096),
    truncated: false,
  })
  expect(truncateBody('x'.repeat(4097))).toEqual({
    text: 'x'.repeat(4096),
    truncated: true,
  })
  // 'x' then 3-byte characters: byte 4096 falls inside one, which is left out whole.
  const cut = truncateBody(`x${'€'.repeat(2000)}`)
  expect(cut).toEqual({ text: `x${'€'.repeat(1365)}`, truncated: true })
  expect(truncateBody('😀'.repeat(1100)).text).toBe('😀'.repeat(1024))
})
