// PostgreSQL's classes for a server that is not there for us: connection exceptions (08),
// operator intervention such as a shutdown or a restart in progress (57P), a statement cancelled
// by statement_timeout (57014: the server is too slow now), too many connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|57014|53300)$/
// Node's socket errors while the server is down or restarting.
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// node-postgres says these in plain words, with no code; the last is its query_timeout (a server
// that stopped answering).
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection terminated due to connection timeout|Query read timeout)/

/**
 * True when an error means "the database is away", not "this request is wrong": such a request
 * gets 503 (R-OPS-DB-OUTAGE), and the pool connects anew on a later request.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))
      return true
  }
  if (UNAVAILABLE_MESSAGE.test(error.message)) return true
  // AggregateError from a connection attempt to several addresses (localhost: ::1 and 127.0.0.1).
  if (error instanceof AggregateError)
    return error.errors.some((inner) => isDatabaseUnavailable(inner))
  return false
}
