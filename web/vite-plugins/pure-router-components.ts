import type { Plugin } from 'vite'

// React Router's module-level `var Form = React.forwardRef(…)`, `React.memo(…)` and
// `React.createContext(…)` calls carry no pure annotation, so a bundler keeps every one of them,
// and all they use, even when nothing imports them.
const UNANNOTATED_CALL =
  /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm
// `Form.displayName = "Form"` writes to the object, which keeps it; the names are for React's
// development tools, which a production build does not serve.
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm
const REACT_ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/

/**
 * Marks those calls `@__PURE__` (they are: React's component wrappers and contexts have no side
 * effects), so React Router's parts the app never imports (its `<Form>` with the submission
 * helpers, the data router's memoised routes) leave the entry chunk (ADR 021, R-PERF-SHELL).
 */
export function pureRouterComponents(): Plugin {
  return {
    name: 'portal:pure-router-components',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_FILE },
      handler(code) {
        const annotated = code
          .replace(UNANNOTATED_CALL, '$1/* @__PURE__ */ $2')
          .replace(DISPLAY_NAME, '')
        return annotated === code ? null : { code: annotated, map: null }
      },
    },
  }
}
