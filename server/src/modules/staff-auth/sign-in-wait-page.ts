/** How long to wait, in words a person reads at a glance. */
function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds))
  if (whole < 60) return `${whole} ${whole === 1 ? 'second' : 'seconds'}`
  const minutes = Math.ceil(whole / 60)
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}

/**
 * The page a browser gets when a staff sign-in goes over its limit (R-STAFF-SIGNIN-LIMIT). The
 * start and the callback are top-level navigations, so a JSON envelope would be shown raw: this is
 * plain HTML, without script or inline style (the server's CSP holds), saying how long to wait.
 */
export function renderSignInWaitPage(retryAfterSeconds: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Too many sign-in attempts | VA API Platform console</title></head>
<body><main>
<h1>Too many sign-in attempts</h1>
<p>Wait ${waitInWords(retryAfterSeconds)}, then sign in again.</p>
<p><a href="/console/sign-in">Go to the console’s sign-in page</a></p>
</main></body></html>`
}
