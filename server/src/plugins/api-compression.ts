import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024

// Quality 5 compresses the 312 kB health spec to 21.5 kB in about 2 ms; 11 saves 4 kB more but
// takes 270 ms, too slow for a body compressed on a request (measured; ADR 021).
const BROTLI_QUALITY = 5
const GZIP_LEVEL = 6
// Bodies with a strong ETag (catalogue, specs, metadata) are compressed once per version and
// encoding; the cache holds at most this many bytes of compressed output.
const CACHE_MAX_BYTES = 16 * 1024 * 1024
const COMPRESSIBLE = /^(application\/(json|yaml|problem\+json)|text\/)/

type Encoding = 'br' | 'gzip'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** One body compressed with the API's settings. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: GZIP_LEVEL })
}

/** The best encoding the client accepts: brotli, then gzip (`q=0` refuses one). */
export function chooseEncoding(
  acceptEncoding: string | undefined,
): Encoding | null {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.find((param) => param.trim().startsWith('q='))
    accepted.set(name.trim(), q ? Number(q.trim().slice(2)) : 1)
  }
  const wildcard = accepted.get('*') ?? 0
  for (const encoding of ['br', 'gzip'] as const) {
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding
  }
  return null
}

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '')
  if (!/\baccept-encoding\b|\*/i.test(vary))
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
}

/**
 * Compresses the API's answers over 1 KB, brotli or gzip as the client accepts (R-PERF-API-COMPRESS),
 * for every route under the API prefix and nothing else: the web app's files are compressed at
 * build time, and the sandbox gateway's answers pass through untouched (its overhead budget).
 *
 * A compressed answer is another representation of the same resource, so a strong ETag becomes
 * weak (`W/"…"`, as nginx does); If-None-Match compares weakly (RFC 9110), so the `W/` is taken
 * off before the route compares it, and its 304 carries the weak tag back.
 */
export function registerApiCompression(
  app: FastifyInstance,
  apiPrefix: string,
): void {
  const cache = new Map<string, Buffer>()
  let cachedBytes = 0
  const isApi = (request: FastifyRequest) =>
    request.url.startsWith(`${apiPrefix}/`)
  const weakTags = new WeakSet<FastifyRequest>()

  function remember(key: string, body: Buffer): void {
    cache.set(key, body)
    cachedBytes += body.length
    // Oldest first: a Map iterates in insertion order.
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= CACHE_MAX_BYTES) break
      cache.delete(oldKey)
      cachedBytes -= old.length
    }
  }

  // A new version asked for by many clients at once is compressed once; the others wait for it.
  const compressing = new Map<string, Promise<Buffer>>()
  function compressOnce(
    key: string,
    body: Buffer,
    encoding: Encoding,
  ): Promise<Buffer> {
    const pending = compressing.get(key)
    if (pending) return pending
    const started = compress(body, encoding)
      .then((compressed) => {
        remember(key, compressed)
        return compressed
      })
      .finally(() => compressing.delete(key))
    compressing.set(key, started)
    return started
  }

  app.addHook('onRequest', async (request) => {
    const ifNoneMatch = request.headers['if-none-match']
    if (!isApi(request) || !ifNoneMatch?.includes('W/')) return
    weakTags.add(request)
    request.headers['if-none-match'] = ifNoneMatch.replaceAll('W/', '')
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApi(request)) return payload
    const etag = reply.getHeader('etag')
    const isStrong = typeof etag === 'string' && etag.startsWith('"')
    if (reply.statusCode === 304) {
      if (isStrong && weakTags.has(request)) reply.header('etag', `W/${etag}`)
      return payload
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    if (reply.hasHeader('content-encoding')) return payload
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? '')))
      return payload
    // Measured without copying: a string is encoded to bytes only when it is compressed.
    const length = Buffer.isBuffer(payload)
      ? payload.length
      : Buffer.byteLength(payload)
    if (length < COMPRESSION_THRESHOLD_BYTES) return payload
    addVary(reply)
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    if (!encoding) return payload
    const key = isStrong ? `${encoding} ${request.url} ${etag}` : null
    let compressed = key ? cache.get(key) : undefined
    if (!compressed) {
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload)
      compressed = key
        ? await compressOnce(key, body, encoding)
        : await compress(body, encoding)
    }
    if (isStrong) reply.header('etag', `W/${etag}`)
    reply.header('content-encoding', encoding).removeHeader('content-length')
    return compressed
  })
}
