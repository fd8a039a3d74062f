import type { KoaContextWithOIDC } from 'oidc-provider'
import { escapeHtml } from '../../escape-html.ts'

const escape = (value: unknown) => escapeHtml(String(value ?? ''))

/**
 * The page a browser sees when an authorization request cannot go back to the client (an unknown
 * client or a redirect_uri that is not registered): the RFC 6749 error and its description,
 * plain HTML without script or inline style, never a stack (R-OAUTH-ERRORS).
 */
export function renderOauthError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): void {
  ctx.type = 'html'
  ctx.set(
    'content-security-policy',
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  )
  ctx.set('cache-control', 'no-store')
  ctx.body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in request refused | VA API sandbox</title></head>
<body><main><h1>The sign-in request was refused</h1>
<p>The application that sent you here made a request the sandbox authorization server cannot accept.</p>
<dl><dt>error</dt><dd>${escape(out.error)}</dd>${
    out.error_description
      ? `<dt>error_description</dt><dd>${escape(out.error_description)}</dd>`
      : ''
  }</dl>
<p><a href="/">Go to the developer portal</a></p></main></body></html>`
}
