// The sandbox gateway under load (issue 18's "gateway overhead"): requests/second and latency at
// 100 connections for a call answered from the Facilities spec with an API key, beside a no-op
// route of the same server (the liveness check) measured the same way. The difference of the
// medians is what the gateway's work (routing, key check, limit, validation, answer, usage
// record) adds to a request; at saturation the cleaner figure is the server time per request
// (1 / throughput), whose difference is the gateway's own cost per call.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import autocannon from 'autocannon'

const CSRF = 'bench-csrf-token-0123456789abcdef'

async function signUpForKey(origin) {
  const response = await fetch(
    `${origin}/platform-backend/v0/consumers/applications`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': CSRF,
        cookie: `CSRF-TOKEN=${CSRF}`,
      },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'Mark',
        email: `bench-${Date.now()}@example.org`,
        organization: 'Bench',
        typeAndApi: 'apikey/facilities',
        apis: 'apikey/facilities',
        termsOfService: true,
      }),
    },
  )
  if (response.status !== 201)
    throw new Error(
      `signup failed: ${response.status} ${await response.text()}`,
    )
  return (await response.json()).token
}

async function run(url, headers, connections, duration) {
  const result = await autocannon({ url, headers, connections, duration })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

const FIXED_RATE = 200

/** The process's user + system CPU time in ms (Linux), or null elsewhere. */
function cpuMsOf(pid) {
  const stat = `/proc/${pid}/stat`
  if (!pid || !existsSync(stat)) return null
  const ticks =
    Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) ||
    100
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks
}

/**
 * The server's CPU time per gateway call at a fixed rate below saturation: on a shared machine
 * throughput swings with the neighbours' load, the server's own CPU per call much less. Includes
 * writing the call's usage row and request-log detail (the recorder's batch is awaited).
 */
async function cpuPerCall(url, headers, pid, duration) {
  const before = cpuMsOf(pid)
  if (before === null) return null
  const result = await autocannon({
    url,
    headers,
    connections: 10,
    duration,
    overallRate: FIXED_RATE,
  })
  await new Promise((resolve) => setTimeout(resolve, 1500))
  return Number(((cpuMsOf(pid) - before) / result.requests.total).toFixed(3))
}

/** Measures the gateway and the no-op baseline; the server must allow the calls (limit raised). */
export async function gatewayThroughput(origin, connections, duration, pid) {
  const key = await signUpForKey(origin)
  // Warm the spec's engine and the key cache before measuring.
  await fetch(
    `${origin}/sandbox-api/services/va_facilities/v0/facilities/vha_688`,
    {
      headers: { apikey: key },
    },
  )
  const baseline = await run(
    `${origin}/platform-backend/v0/health/live`,
    {},
    connections,
    duration,
  )
  const gateway = await run(
    `${origin}/sandbox-api/services/va_facilities/v0/facilities/vha_688`,
    { apikey: key, 'accept-encoding': 'identity' },
    connections,
    duration,
  )
  const cpuMsPerCall = await cpuPerCall(
    `${origin}/sandbox-api/services/va_facilities/v0/facilities/vha_688`,
    { apikey: key, 'accept-encoding': 'identity' },
    pid,
    duration,
  )
  return {
    connections,
    durationSeconds: duration,
    baseline,
    gateway,
    fixedRate: FIXED_RATE,
    cpuMsPerCall,
    addedP50Ms: gateway.latencyP50Ms - baseline.latencyP50Ms,
    // At saturation latency is mostly queueing; the server's time per request is 1 / throughput,
    // so the gateway's own cost per call is the difference of those.
    addedMsPerRequest: Number(
      (
        1000 / gateway.requestsPerSecond -
        1000 / baseline.requestsPerSecond
      ).toFixed(3),
    ),
  }
}
