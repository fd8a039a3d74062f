import type { Plugin } from 'vite'

// swagger-ui's ES bundle imports the CommonJS `to-buffer` as a namespace (`import * as n`) and
// then calls it, which only works under webpack: built by Vite, sha.js's update() throws "is not
// a function" and the Authorize dialog's PKCE (S256 challenge) never starts (R-OAUTH-DOCS). The
// import is rewritten to the module's default export, the function itself.
export const NAMESPACE_IMPORT = 'import*as n from"to-buffer"'

/** Makes swagger-ui's Authorization Code with PKCE work in a Vite build. */
export function swaggerUiPkce(): Plugin {
  return {
    name: 'swagger-ui-pkce',
    enforce: 'pre',
    transform(code, id) {
      if (
        !id.includes('swagger-ui-es-bundle-core') ||
        !code.includes(NAMESPACE_IMPORT)
      )
        return null
      return {
        code: code.replace(NAMESPACE_IMPORT, 'import n from"to-buffer"'),
        map: null,
      }
    },
  }
}
