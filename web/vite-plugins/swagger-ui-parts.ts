import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

// swagger-ui and its libraries are about 1 MB of script. As one chunk they evaluate in one task of
// about 250 ms at 4× CPU slowdown, the largest part of the docs page's Total Blocking Time. Here
// they are parts, each a chunk of its own, and `virtual:swagger-ui-parts` lists a loader per part,
// leaves first: the docs viewer awaits them one by one with a yield between, so each part
// evaluates, and its CommonJS modules initialise, in a task of its own (R-PERF-LIGHTHOUSE,
// ADR 021 seventh pass). The first part's import preloads every part, so they download together.

/** swagger-ui's own ES bundle inside swagger-ui-react (a private file; swagger-ui-assumptions.test.ts). */
export const CORE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/swagger-ui-react/swagger-ui-es-bundle-core.js',
)

/** The parts before swagger-ui's own bundle, in the order they evaluate; the last takes the rest. */
export const PARTS: [chunk: string, packages: string[]][] = [
  ['docs-corejs', ['@babel/runtime-corejs3', 'core-js-pure']],
  ['docs-lodash', ['lodash']],
  ['docs-immutable', ['immutable']],
  ['docs-markdown', ['remarkable', 'autolinker', 'dompurify']],
  ['docs-highlight', ['react-syntax-highlighter', 'highlight.js', 'lowlight']],
  ['docs-yaml', ['js-yaml']],
  ['docs-client', ['swagger-client']],
  ['docs-libs', []],
]
// The app's entry has these already.
export const IN_ENTRY = new Set(['react', 'react-dom'])

// swagger-client's ApiDOM resolver strategies (OpenAPI 3.1/3.2, JSON Schema 2020-12), as swagger-ui's
// bundle imports them: vite.config.ts leaves them out of the docs page (no-apidom-strategy.ts).
export const APIDOM_STRATEGIES =
  /^swagger-client\/es\/resolver\/strategies\/(?:openapi-3-[12]|json-schema-2020-12)-apidom$/

const LIST_ID = 'virtual:swagger-ui-parts'
const PART_ID = 'virtual:swagger-ui-part/'
// swagger-ui's constructor and statics straight from its bundle: swagger-ui-react's own entry adds
// a React component the viewer never renders (2.6 kB of the docs page's first load).
const CORE_ID = 'virtual:swagger-ui-core'

/** The npm package a bare specifier names. */
export function packageOf(specifier: string): string {
  const [scope, name] = specifier.split('/')
  return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? specifier)
}

/** The bare specifiers swagger-ui's bundle imports (`from"x"`, `import"x"`: its ES build's form). */
export function bundleImports(core = readFileSync(CORE, 'utf8')): Set<string> {
  return new Set(
    [...core.matchAll(/(?:from|import)\s*"([^".][^"]*)"/g)].map(
      (match) => match[1] ?? '',
    ),
  )
}

/** What swagger-ui's bundle imports, by part: the specifiers each part's module imports. */
function specifiersByPart(): string[][] {
  const byPart = PARTS.map((): string[] => [])
  for (const specifier of bundleImports()) {
    const name = packageOf(specifier)
    if (IN_ENTRY.has(name)) continue
    const index = PARTS.findIndex(([, packages]) => packages.includes(name))
    byPart[index === -1 ? PARTS.length - 1 : index]?.push(specifier)
  }
  return byPart
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Rolldown chunk groups: one per part, then swagger-ui's bundle with what is left. */
export function swaggerUiPartGroups() {
  const byPart = specifiersByPart()
  const groups = PARTS.map(([name, packages], index) => {
    const names = [...packages, ...(byPart[index] ?? []).map(packageOf)].map(
      escape,
    )
    const test = new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`)
    return {
      name,
      test: (id: string) => id === `\0${PART_ID}${index}` || test.test(id),
      priority: 50 - index,
    }
  })
  return [
    ...groups,
    {
      name: 'docs-swagger-ui',
      test: (id: string) => id === CORE,
      priority: 50 - PARTS.length,
    },
  ]
}

let partFiles: string[] = []

/** Vite's modulePreload.resolveDependencies: the first part's import preloads all of them. */
export function preloadSwaggerUiParts(
  filename: string,
  deps: string[],
  context: { hostType: 'html' | 'js' },
): string[] {
  if (context.hostType !== 'js' || filename !== partFiles[0]) return deps
  return [...new Set([...deps, ...partFiles])]
}

/**
 * Serves `virtual:swagger-ui-parts` and `virtual:swagger-ui-core`, and records the parts' files
 * for the preload.
 */
export function swaggerUiParts(): Plugin {
  return {
    name: 'portal:swagger-ui-parts',
    resolveId(id) {
      return id === LIST_ID || id === CORE_ID || id.startsWith(PART_ID)
        ? `\0${id}`
        : null
    },
    load(id) {
      if (id === `\0${CORE_ID}`)
        return `export { default } from ${JSON.stringify(CORE)}`
      if (id === `\0${LIST_ID}`) {
        const loaders = PARTS.map(
          (_, index) => `() => import('${PART_ID}${index}')`,
        )
        loaders.push(`() => import(${JSON.stringify(CORE)})`)
        return `export default [${loaders.join(',\n')}]`
      }
      if (!id.startsWith(`\0${PART_ID}`)) return null
      const specifiers =
        specifiersByPart()[Number(id.slice(PART_ID.length + 1))] ?? []
      // Namespace imports, exported: each CommonJS module initialises when this part evaluates.
      return [
        ...specifiers.map(
          (specifier, i) =>
            `import * as m${i} from ${JSON.stringify(specifier)}`,
        ),
        `export default [${specifiers.map((_, i) => `m${i}`).join(', ')}]`,
      ].join('\n')
    },
    generateBundle(_, bundle) {
      const files = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk' && chunk.name.startsWith('docs-') ? [chunk] : [],
      )
      const order = (name: string) => {
        const index = PARTS.findIndex(([part]) => part === name)
        return index === -1 ? PARTS.length : index
      }
      partFiles = files
        .sort((a, b) => order(a.name) - order(b.name))
        .map((chunk) => chunk.fileName)
    },
  }
}
