import { expect, test } from 'vitest'
import { startFakeSentry } from '../../test/fake-sentry.ts'
import { createSentryReporter, parseSentryDsn } from './sentry-reporter.ts'

test.each([
  [
    'https://abc@o1.ingest.sentry.io/123',
    'https://o1.ingest.sentry.io/api/123/envelope/',
    'abc',
  ],
  [
    'http://k:secret@127.0.0.1:9000/path/to/7',
    'http://127.0.0.1:9000/path/to/api/7/envelope/',
    'k',
  ],
])(
  'The DSN %s posts envelopes to %s with key %s',
  (dsn, envelopeUrl, publicKey) => {
    expect(parseSentryDsn(dsn)).toEqual({ envelopeUrl, publicKey, dsn })
  },
)

test.each([
  'not a url',
  'https://sentry.example.gov/42',
  'https://key@sentry.example.gov/',
  'https://key@sentry.example.gov/abc',
  'ftp://key@sentry.example.gov/42',
])('%s is not a DSN', (dsn) => {
  expect(() => parseSentryDsn(dsn)).toThrow(
    'must be a DSN like https://key@sentry.example.gov/42',
  )
})

test('An event goes out as an envelope with the key, the environment and the release', async () => {
  const fake = await startFakeSentry()
  const reporter = createSentryReporter({
    dsn: fake.dsn,
    environment: 'staging',
    release: 'abc123',
    now: () => 1_795_000_000_000,
  })
  await reporter.report({
    platform: 'javascript',
    name: 'ChunkLoadError',
    message: 'Loading chunk explore-route failed.',
    stack:
      'ChunkLoadError: Loading chunk explore-route failed.\n    at load (https://developer.va.gov/assets/index.js:1:2)',
    url: 'https://developer.va.gov/explore',
    tags: { kind: 'chunk', request_id: 'r-1' },
  })
  expect(fake.envelopes).toHaveLength(1)
  const [envelope] = fake.envelopes
  expect(envelope?.url).toBe('/sub/api/42/envelope/')
  expect(envelope?.headers['content-type']).toBe(
    'application/x-sentry-envelope',
  )
  expect(envelope?.headers['x-sentry-auth']).toContain('sentry_key=publickey')
  const [header, item, event] = envelope?.lines ?? []
  expect(header).toMatchObject({ dsn: fake.dsn, event_id: event?.event_id })
  expect(item).toEqual({ type: 'event' })
  expect(event).toMatchObject({
    event_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    timestamp: 1_795_000_000,
    platform: 'javascript',
    level: 'error',
    environment: 'staging',
    release: 'abc123',
    request: { url: 'https://developer.va.gov/explore' },
    tags: { kind: 'chunk', request_id: 'r-1' },
    exception: {
      values: [
        {
          type: 'ChunkLoadError',
          value: 'Loading chunk explore-route failed.',
          stacktrace: {
            frames: [
              {
                function: 'load',
                filename: 'https://developer.va.gov/assets/index.js',
                lineno: 1,
                colno: 2,
              },
            ],
          },
        },
      ],
    },
    extra: {
      stack:
        'ChunkLoadError: Loading chunk explore-route failed.\n    at load (https://developer.va.gov/assets/index.js:1:2)',
    },
  })
})

test('A service that refuses or cannot be reached is noted, never thrown', async () => {
  const refusing = await startFakeSentry(500)
  const failures: unknown[] = []
  const onDeliveryFailure = (error: unknown) => failures.push(error)
  const event = {
    platform: 'node' as const,
    name: 'Error',
    message: 'boom',
    url: '/x',
    tags: {},
  }
  await createSentryReporter({
    dsn: refusing.dsn,
    environment: 'test',
    onDeliveryFailure,
  }).report(event)
  await createSentryReporter({
    dsn: 'http://key@127.0.0.1:1/9',
    environment: 'test',
    onDeliveryFailure,
  }).report(event)
  expect(failures).toHaveLength(2)
  expect(String(failures[0])).toContain('error reporting answered 500')
})
