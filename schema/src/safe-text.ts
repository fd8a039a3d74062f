// R-INPUT-SAFE-TEXT: PostgreSQL stores neither a NUL character (text and jsonb refuse it) nor a
// lone UTF-16 surrogate (it becomes U+FFFD in text, and jsonb refuses its \ud800 escape), and
// neither is anything a person types. One rule, shared by the server (every route) and the web.

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex -- finding NUL is the point of this pattern
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** The deepest nesting of arrays and objects a request may carry (no form comes close). */
export const MAX_JSON_DEPTH = 32

/** Whether a string holds a character that is never stored: NUL or a lone surrogate. */
export function hasUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value)
}

/** The message for a field holding such a character. */
export function unsafeTextMessage(field: string): string {
  return `${field} contains characters that are not allowed`
}

/** What is wrong with a JSON value, and where (path segments from the root). */
export type JsonValueProblem =
  | { kind: 'unsafe-text'; path: (string | number)[] }
  | { kind: 'too-deep'; path: (string | number)[] }

// A key is named in a path; its unsafe characters are shown as U+FFFD so the path is printable.
const printable = (key: string) =>
  key.replace(new RegExp(UNSAFE_TEXT.source, 'g'), '\ufffd')

/**
 * The first string (a value or an object key) holding NUL or a lone surrogate in a JSON value, or
 * the first place nested deeper than `maxDepth`. Walks without recursion, so no input can
 * overflow the stack; null when the value is fine.
 */
export function findJsonValueProblem(
  value: unknown,
  maxDepth = MAX_JSON_DEPTH,
): JsonValueProblem | null {
  // A key is pending as its own item, checked just before its value.
  const pending: { value: unknown; path: (string | number)[]; isKey?: true }[] =
    [{ value, path: [] }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next
    if (typeof current === 'string') {
      if (!hasUnsafeText(current)) continue
      return {
        kind: 'unsafe-text',
        path: next.isKey ? [...path, printable(current)] : path,
      }
    }
    if (typeof current !== 'object' || current === null) continue
    if (path.length >= maxDepth) return { kind: 'too-deep', path }
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((item, index) => [index, item])
      : Object.entries(current)
    // Pushed in reverse so the first field in document order is reported first.
    for (const [key, item] of entries.reverse()) {
      pending.push({ value: item, path: [...path, key] })
      if (typeof key === 'string')
        pending.push({ value: key, path, isKey: true })
    }
  }
  return null
}

/** A path as the API names fields: dotted (`primaryContact.email`, `statusUpdateEmails.0`). */
export function dottedPath(path: readonly (string | number)[]): string {
  return path.join('.')
}
