import http from 'node:http'
import type { AddressInfo } from 'node:net'

// Hop-by-hop headers (RFC 9110 7.6.1) are the proxy's own on each side, never passed on.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)),
  )
}

/** What the proxy did, for a test to assert on or print. */
interface ProxyRecord {
  /** Requests sent again to another instance because no connection could be made. */
  retried: number
  /** Requests the proxy could not complete: what failed, on which instance. */
  failed: string[]
}

/** A running proxy: its origin, what it did, and a wait for an instance's readiness. */
export interface RoundRobinProxy {
  origin: string
  record: ProxyRecord
  /** Resolves once the proxy's health check has seen this instance ready. */
  healthy: (index: number, timeoutMs?: number) => Promise<void>
  close: () => Promise<void>
}

/**
 * A load balancer as a deployment puts in front of the portal's instances: round robin over the
 * instances whose readiness (`…/health/ready`) answered 200 at the last check, keep-alive
 * connections to them, the request body buffered before it is sent, and, like nginx's
 * `proxy_next_upstream error`, a request tried again on another instance only when no connection
 * to the first could be made; once a request was sent, whatever happens is the client's answer
 * (a 502, or a cut connection).
 */
export async function startRoundRobinProxy(
  upstreams: string[],
  { checkEveryMs = 100, readyPath = '/platform-backend/v0/health/ready' } = {},
): Promise<RoundRobinProxy> {
  const healthy = upstreams.map(() => false)
  const record: ProxyRecord = { retried: 0, failed: [] }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  let turn = 0

  const check = (index: number) =>
    new Promise<void>((resolve) => {
      const probe = http.get(
        `${upstreams[index]}${readyPath}`,
        { agent: false, timeout: 1_000 },
        (response) => {
          response.resume()
          healthy[index] = response.statusCode === 200
          resolve()
        },
      )
      probe.on('timeout', () => probe.destroy(new Error('probe timed out')))
      probe.on('error', () => {
        healthy[index] = false
        resolve()
      })
    })
  let checking = true
  const checks = (async () => {
    while (checking) {
      await Promise.all(upstreams.map((_, index) => check(index)))
      await new Promise((resolve) => setTimeout(resolve, checkEveryMs))
    }
  })()

  /** The next healthy instance not tried yet; when none is healthy, any not tried (as nginx). */
  const pick = (tried: Set<number>): number | undefined => {
    const order = upstreams.map((_, step) => (turn + step) % upstreams.length)
    const chosen =
      order.find((index) => healthy[index] && !tried.has(index)) ??
      order.find((index) => !tried.has(index))
    if (chosen !== undefined) turn = (chosen + 1) % upstreams.length
    return chosen
  }

  const forward = (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    body: Buffer,
    tried: Set<number>,
  ) => {
    const index = pick(tried)
    if (index === undefined) {
      record.failed.push(`${request.method} ${request.url}: no instance left`)
      response.writeHead(502).end()
      return
    }
    tried.add(index)
    const upstream = http.request(`${upstreams[index]}${request.url}`, {
      method: request.method,
      agent,
      headers: {
        ...endToEnd(request.headers),
        'x-forwarded-for': request.socket.remoteAddress ?? '',
        'x-forwarded-proto': 'http',
        'content-length': body.length,
      },
    })
    let connected = false
    upstream.on('socket', (socket) => {
      // A kept-alive connection was made earlier; a new one is made when `connect` fires.
      if (upstream.reusedSocket || !socket.connecting) connected = true
      else socket.once('connect', () => (connected = true))
    })
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected) {
        // Nothing was sent: the instance is away (a passive check, as nginx's max_fails).
        healthy[index] = false
        record.retried += 1
        forward(request, response, body, tried)
        return
      }
      record.failed.push(
        `${request.method} ${request.url} on instance ${index}: ${error.code ?? error.message}`,
      )
      if (response.headersSent) response.destroy()
      else response.writeHead(502).end()
    })
    upstream.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers))
      answer.pipe(response)
      answer.on('error', () => response.destroy())
    })
    upstream.end(body)
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () =>
      forward(request, response, Buffer.concat(chunks), new Set()),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    origin: `http://127.0.0.1:${port}`,
    record,
    healthy: async (index, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs
      while (!healthy[index]) {
        if (Date.now() > deadline)
          throw new Error(`instance ${index} never became ready`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    close: async () => {
      checking = false
      await checks
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      agent.destroy()
    },
  }
}
