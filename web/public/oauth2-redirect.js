// swagger-ui's OAuth 2 redirect page (R-OAUTH-DOCS), as its own file so the strict CSP holds:
// the Authorize dialog opens the authorization server in this window; the server sends the
// browser back here with a code (or an error), which is handed to the dialog in the opener.
// Same contract as swagger-ui's dist/oauth2-redirect.html.
;(function () {
  'use strict'
  function run() {
    var oauth2 = window.opener && window.opener.swaggerUIRedirectOauth2
    if (!oauth2) return
    var source = /code|token|error/.test(window.location.hash)
      ? window.location.hash.substring(1)
      : window.location.search.substring(1)
    var query = {}
    new URLSearchParams(source).forEach(function (value, key) {
      query[key] = value
    })
    var isValid = query.state === oauth2.state
    var flow = oauth2.auth.schema.get('flow')
    var codeFlow =
      flow === 'accessCode' ||
      flow === 'authorizationCode' ||
      flow === 'authorization_code'
    if (codeFlow && !oauth2.auth.code) {
      if (!isValid) {
        oauth2.errCb({
          authId: oauth2.auth.name,
          source: 'auth',
          level: 'warning',
          message:
            'Authorization may be unsafe: the state sent was not returned by the server.',
        })
      }
      if (query.code) {
        delete oauth2.state
        oauth2.auth.code = query.code
        oauth2.callback({ auth: oauth2.auth, redirectUrl: oauth2.redirectUrl })
      } else {
        oauth2.errCb({
          authId: oauth2.auth.name,
          source: 'auth',
          level: 'error',
          message: query.error
            ? '[' +
              query.error +
              ']: ' +
              (query.error_description || 'no code was returned.')
            : '[Authorization failed]: no code was returned by the server.',
        })
      }
    } else {
      oauth2.callback({
        auth: oauth2.auth,
        token: query,
        isValid: isValid,
        redirectUrl: oauth2.redirectUrl,
      })
    }
    window.close()
  }
  if (document.readyState !== 'loading') run()
  else document.addEventListener('DOMContentLoaded', run)
})()
