import { randomUUID } from 'node:crypto'
import { parseStackFrames } from './stack-frames.ts'

/** One failure to pass on: from a browser's report or from the server itself. */
interface ReportedError {
  /** `javascript` for a browser's report, `node` for the server's own errors. */
  platform: 'javascript' | 'node'
  name: string
  message: string
  stack?: string | undefined
  /** Where it happened: the page for a browser, the request path for the server. */
  url: string
  tags: Record<string, string>
}

/** Passes failures on to an error-reporting service. Never throws and never waits for it. */
export interface ErrorReporter {
  report(event: ReportedError): Promise<void>
}

/** The parts of a Sentry DSN: `https://{publicKey}@{host}{/path}/{projectId}`. */
interface SentryDsn {
  envelopeUrl: string
  publicKey: string
  dsn: string
}

/** Reads a Sentry-compatible DSN, or throws with what is wrong with it. */
export function parseSentryDsn(dsn: string): SentryDsn {
  let url: URL
  try {
    url = new URL(dsn)
  } catch {
    throw new Error('must be a DSN like https://key@sentry.example.gov/42')
  }
  const segments = url.pathname.split('/').filter(Boolean)
  const projectId = segments.pop()
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    !url.username ||
    !projectId ||
    !/^\d+$/.test(projectId)
  )
    throw new Error('must be a DSN like https://key@sentry.example.gov/42')
  const path = segments.length ? `/${segments.join('/')}` : ''
  return {
    envelopeUrl: `${url.protocol}//${url.host}${path}/api/${projectId}/envelope/`,
    publicKey: decodeURIComponent(url.username),
    dsn,
  }
}

/** Options of the Sentry reporter. */
export interface SentryReporterOptions {
  dsn: string
  environment: string
  release?: string | undefined
  /** Gives up on the service after this long; reports are best effort. */
  timeoutMs?: number
  /** Where a failed delivery is noted (the server log). */
  onDeliveryFailure?: (error: unknown) => void
  now?: () => number
}

/**
 * Sends events to a Sentry-compatible service as envelopes (the store protocol every compatible
 * service accepts), from the server, so the browser needs neither the SDK nor the service's
 * origin in its Content-Security-Policy (ADR 009).
 */
export function createSentryReporter(
  options: SentryReporterOptions,
): ErrorReporter {
  const target = parseSentryDsn(options.dsn)
  const now = options.now ?? Date.now
  const auth = `Sentry sentry_version=7, sentry_client=va-api-portal/1.0, sentry_key=${target.publicKey}`
  return {
    async report(event) {
      const eventId = randomUUID().replaceAll('-', '')
      const sentAt = new Date(now()).toISOString()
      const frames = event.stack ? parseStackFrames(event.stack) : []
      const payload = {
        event_id: eventId,
        timestamp: now() / 1000,
        platform: event.platform,
        level: 'error',
        logger: event.platform === 'javascript' ? 'client' : 'server',
        environment: options.environment,
        ...(options.release ? { release: options.release } : {}),
        request: { url: event.url },
        tags: event.tags,
        exception: {
          values: [
            {
              type: event.name,
              value: event.message,
              ...(frames.length ? { stacktrace: { frames } } : {}),
            },
          ],
        },
        // The text as sent too: it keeps lines no frame pattern reads.
        ...(event.stack ? { extra: { stack: event.stack } } : {}),
      }
      const body = [
        JSON.stringify({ event_id: eventId, dsn: target.dsn, sent_at: sentAt }),
        JSON.stringify({ type: 'event' }),
        JSON.stringify(payload),
      ].join('\n')
      try {
        const response = await fetch(target.envelopeUrl, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-sentry-envelope',
            'X-Sentry-Auth': auth,
          },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        })
        if (!response.ok)
          throw new Error(`error reporting answered ${response.status}`)
      } catch (error) {
        options.onDeliveryFailure?.(error)
      }
    },
  }
}
