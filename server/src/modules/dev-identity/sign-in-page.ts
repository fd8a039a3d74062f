import { escapeHtml } from '../../escape-html.ts'
import { DEV_IDP_PATH } from './dev-identity-provider.ts'
import { DEV_IDENTITY_USERS } from './dev-users.ts'

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} | Development identity provider</title>
<link rel="stylesheet" href="${DEV_IDP_PATH}/assets/sign-in.css"></head>
<body><header><p class="tag">Development only: never in production</p></header>
<main>${body}</main></body></html>`
}

/**
 * The embedded identity provider's sign-in page: pick one of the invented users (no password;
 * this provider exists so the console's real OpenID Connect flow runs locally and in CI).
 */
export function renderSignInPage(uid: string, clientId: string): string {
  const options = DEV_IDENTITY_USERS.map(
    (user, index) => `<div class="option">
<input type="radio" id="user-${user.id}" name="user" value="${user.id}"${index === 0 ? ' checked' : ''}>
<label for="user-${user.id}"><span class="name">${escapeHtml(user.name)}</span> <span class="email">${escapeHtml(user.email)}</span> <span class="note">${escapeHtml(user.note)}</span></label>
</div>`,
  ).join('\n')
  const base = `${DEV_IDP_PATH}/interaction/${encodeURIComponent(uid)}`
  return page(
    'Sign in',
    `<h1>Sign in to the VA API Platform console</h1>
<p>This development identity provider stands in for the department’s own on local runs and in
tests. Choose who to sign in as; no password is needed.</p>
<p>Application asking: <code>${escapeHtml(clientId)}</code></p>
<form method="post" action="${base}/login">
<fieldset><legend>Sign in as</legend>
${options}
</fieldset>
<button type="submit">Sign in</button>
</form>
<form method="post" action="${base}/abort">
<button type="submit" class="secondary">Cancel</button>
</form>`,
  )
}

/** What a browser sees when the sign-in it comes back to has expired or never existed. */
export function renderExpiredPage(): string {
  return page(
    'Sign-in expired',
    `<h1>This sign-in has expired</h1>
<p>Sign-ins must be finished within 10 minutes. Start again from the console.</p>
<p><a href="/console/sign-in">Go to the console sign-in</a></p>`,
  )
}

/** The page's few styles (the strict CSP allows no inline style). */
export const SIGN_IN_CSS = `body{font-family:system-ui,sans-serif;margin:0;color:#1b1b1b;line-height:1.5}
header{background:#1b1b1b;color:#fff;padding:.5rem 1rem}
.tag{margin:0;font-weight:700}
main{max-width:40rem;margin:0 auto;padding:1rem}
fieldset{border:1px solid #565c65;padding:1rem;margin:0 0 1rem}
legend{font-weight:700;padding:0 .25rem}
.option{display:flex;gap:.5rem;align-items:baseline;margin:.5rem 0}
.option label{display:flex;flex-wrap:wrap;gap:0 .75rem}
.name{font-weight:700}
.note{color:#3d4551}
button{font:inherit;padding:.5rem 1.25rem;border:0;border-radius:.25rem;background:#005ea2;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#005ea2;box-shadow:inset 0 0 0 2px #005ea2}
button:focus,input:focus,a:focus{outline:.25rem solid #2491ff;outline-offset:.25rem}
form{margin:0 0 1rem}
a{color:#005ea2}`
