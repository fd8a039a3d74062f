// Double-submit CSRF: a fresh random token goes both into a cookie and into a header; the server
// accepts a POST only when the two match (a cross-site page can set neither).

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '')
}

/** Sets a new CSRF cookie for the API path and returns the header that must match it. */
export function prepareCsrf(apiPrefix: string): Record<string, string> {
  const token = randomToken()
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `CSRF-TOKEN=${token}; Path=${apiPrefix}; SameSite=Strict${secure}`
  return { 'X-Csrf-Token': token }
}
