import path from 'node:path'
import type { Plugin } from 'vite'
import { purgeRules } from './purge-rules.ts'

// Classes swagger-ui builds from values (`opblock-${method}`, `model-${…}`), found by reading its
// bundle for template strings and concatenations; and the syntax highlighter's token classes.
const BUILT_CLASSES = [
  /^opblock-/,
  /^json-schema-2020-12__constraint--/,
  /^models-section-/,
  /^model-/,
  /^tag-/,
  /^op-/,
  /^object-/,
  /^response/,
  /^col-/,
  /^operation-/,
  /^overview-/,
  /^hljs/,
  /^microlight/,
]

/**
 * Keeps the rules of swagger-ui's stylesheet that swagger-ui's own code and ours use (PurgeCSS
 * over its bundle and the docs viewer), so the docs page loads 9 kB of its CSS instead of 28 kB of
 * gzip (R-PERF-CSS, ADR 021). Only at build time, like the USWDS purge.
 */
export function swaggerUiCss(): Plugin {
  let root = process.cwd()
  return {
    name: 'portal:swagger-ui-css',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async transform(code, id) {
      if (!/swagger-ui-react[\\/]swagger-ui\.css$/.test(id.split('?')[0] ?? ''))
        return
      // The stylesheet sits beside the bundle it styles.
      const swaggerDir = path.dirname(id.split('?')[0] ?? id)
      const css = await purgeRules(
        code,
        [
          path.join(swaggerDir, 'swagger-ui-es-bundle-core.js'),
          path.join(root, 'src/features/docs-viewer/*.{ts,tsx,css}'),
        ],
        BUILT_CLASSES,
      )
      return { code: css, map: null }
    },
  }
}
