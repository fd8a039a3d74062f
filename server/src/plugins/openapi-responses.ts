import { z } from 'zod'
import { ApiErrorSchema } from '@portal/schema/api-error'

// The answers every route of the API documents (R-PLATFORM-OPENAPI): its own on success, and the
// `{"errors": [...]}` envelope for each error it can give. The schemas document only: answers are
// serialized as they always were, and the server tests check every answer against the document
// (server/test/response-contract.ts) instead of failing a user's request at run time (ADR 033).

/** The statuses an error answer may have, and what each means on this API. */
const ERROR_DESCRIPTIONS = {
  400: 'The request is not valid (a parameter, the body, a character no field may hold); for the body, `fieldErrors` names each field and its messages',
  401: 'Sign-in required: there is no staff or account session, or it has ended',
  403: 'Refused: the CSRF pair is missing or does not match, the link is not valid, the staff member lacks the role, or the account’s last proof is too old',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'The request body is too large',
  414: 'The address is too long',
  415: 'This content type is not accepted',
  422: 'Understood, but refused by a rule',
  429: 'Over the rate limit: see the RateLimit and Retry-After headers',
  500: 'Internal server error: the log has the details under the request id',
  503: 'The database is away: try again after Retry-After seconds',
} as const

/** A status an error answer may have. */
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS

/**
 * Every route may answer these, whatever it does: the input guard (a bad character, an address too
 * long), the limit, a crash, the database away.
 */
const ALWAYS: ErrorStatus[] = [400, 414, 429, 500, 503]

/** A documented answer: its meaning and its body by media type. */
interface ResponseDoc {
  description: string
  content: { 'application/json': { schema: typeof ApiErrorSchema } }
}

/** Answers of a route for `codes` (and those of every route), each the error envelope with its meaning. */
export function errorResponses(
  ...codes: ErrorStatus[]
): Partial<Record<ErrorStatus, ResponseDoc>> {
  return Object.fromEntries(
    [...new Set([...codes, ...ALWAYS])].map((code) => [
      code,
      {
        description: ERROR_DESCRIPTIONS[code],
        content: { 'application/json': { schema: ApiErrorSchema } },
      },
    ]),
  )
}

/** The errors of a POST that the CSRF check and the input guard can refuse, besides its own. */
export function postErrorResponses(...codes: ErrorStatus[]) {
  return errorResponses(403, 413, 415, ...codes)
}

/** A JSON answer of `schema`, described. */
export function json(description: string, schema: z.ZodType) {
  return { description, content: { 'application/json': { schema } } }
}

// An answer without a body: `z.undefined()` is `{"type": "null"}` in the document, which
// @fastify/swagger shows as no content, and lets a handler `send()` nothing.

/** 204: done, nothing to answer. */
export const NO_CONTENT = z.undefined().describe('Done: the answer has no body')

/** 304: the copy the client has (its If-None-Match) is still current. */
export const NOT_MODIFIED = z
  .undefined()
  .describe('Not modified: the copy named by If-None-Match is current')

/** An answer in another media type than JSON (a CSV, a calendar file): its body is text. */
export function text(description: string, mediaType: string) {
  return { description, content: { [mediaType]: { schema: z.string() } } }
}

/** A redirect (the browser follows its Location header); it has no body. */
export function redirect(description: string) {
  return z.undefined().describe(description)
}

/** A JSON answer whose shape is another document's (a spec, a collection): any object. */
export const ANY_OBJECT = z.record(z.string(), z.unknown())

/** An answer of one sentence for the user. */
export const MessageSchema = z.object({ message: z.string() })
