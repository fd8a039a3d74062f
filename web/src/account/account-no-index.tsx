/** Search engines never list the account pages (with the server's X-Robots-Tag on /account). */
export function AccountNoIndex() {
  return <meta name="robots" content="noindex, nofollow" />
}
