/** Search engines never list the console (with the server's X-Robots-Tag on /console). */
export function ConsoleNoIndex() {
  return <meta name="robots" content="noindex, nofollow" />
}
