// The CCG helper's token request is its only user: a module of its own keeps it out of the entry
// chunk, where http.ts is (ADR 021, R-PERF-SHELL).

/** What a form POST answered: its status and its JSON body (null when empty or not JSON). */
export interface FormPostResult {
  status: number
  body: unknown
}

/**
 * POSTs form-encoded fields to a service that is not our API (the sandbox authorization server's
 * token endpoint, R-OAUTH-CCG-HELPER-TOKEN) and returns the status and JSON body whatever the
 * status: an OAuth error body is what the caller shows. No CSRF pair, no X-Request-ID and no
 * cookies: the service needs none, and a custom header would make a cross-origin request need a
 * preflight. A network failure throws TypeError.
 */
export async function postForm(
  url: string,
  fields: Readonly<Record<string, string>>,
): Promise<FormPostResult> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: new URLSearchParams(fields),
    credentials: 'omit',
  })
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  return { status: response.status, body }
}
