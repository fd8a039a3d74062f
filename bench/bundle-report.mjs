// What is in a chunk: its minified characters attributed to the sources its source map names
// (source-map-explorer's method), grouped by package, so the entry chunk's contents are known.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const BASE64 =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

function decodeSegment(text) {
  const values = []
  let value = 0
  let shift = 0
  for (const char of text) {
    const digit = BASE64.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/** The package (or workspace folder) a source path belongs to. */
export function packageOf(source) {
  const parts = source.split('/')
  const at = parts.lastIndexOf('node_modules')
  if (at >= 0) {
    const name = parts[at + 1] ?? ''
    return name.startsWith('@') ? `${name}/${parts[at + 2]}` : name
  }
  const workspace = parts.findIndex((part) => ['web', 'schema'].includes(part))
  if (workspace >= 0) return parts.slice(workspace, workspace + 3).join('/')
  return parts.slice(-2).join('/')
}

/** Characters of the chunk per source file, from its source map. */
export function chunkSources(distDir, file) {
  const mapFile = path.join(distDir, `${file}.map`)
  if (!existsSync(mapFile)) return {}
  const map = JSON.parse(readFileSync(mapFile, 'utf8'))
  const lines = readFileSync(path.join(distDir, file), 'utf8').split('\n')
  const sizes = {}
  let sourceIndex = 0
  map.mappings.split(';').forEach((line, lineNumber) => {
    let column = 0
    const segments = line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const [columnDelta, sourceDelta] = decodeSegment(segment)
        column += columnDelta
        if (sourceDelta !== undefined) sourceIndex += sourceDelta
        return {
          column,
          source: sourceDelta === undefined ? null : sourceIndex,
        }
      })
    const length = lines[lineNumber]?.length ?? 0
    segments.forEach((segment, i) => {
      if (segment.source === null) return
      const name = map.sources[segment.source] ?? '?'
      const end = segments[i + 1]?.column ?? length
      sizes[name] = (sizes[name] ?? 0) + Math.max(0, end - segment.column)
    })
  })
  return sizes
}

/** Characters per package over a list of chunks, largest first. */
export function packagesOf(distDir, files) {
  const totals = {}
  for (const file of files.filter((name) => name.endsWith('.js')))
    for (const [source, size] of Object.entries(chunkSources(distDir, file)))
      totals[packageOf(source)] = (totals[packageOf(source)] ?? 0) + size
  return Object.fromEntries(Object.entries(totals).sort((a, b) => b[1] - a[1]))
}

/** A Markdown report: the entry chunk's packages, then each route's first-load scripts. */
export function bundleReportMarkdown(distDir, entryFile, routeScripts) {
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`
  const out = [
    `# Bundle report`,
    '',
    `## Entry chunk \`${entryFile}\` (minified characters)`,
    '',
  ]
  for (const [name, size] of Object.entries(packagesOf(distDir, [entryFile])))
    out.push(`- ${name}: ${kb(size)}`)
  for (const [route, scripts] of Object.entries(routeScripts)) {
    out.push('', `## First load of \`${route}\``, '')
    for (const script of scripts) out.push(`- \`${script}\``)
    out.push('', 'Packages:', '')
    for (const [name, size] of Object.entries(packagesOf(distDir, scripts)))
      out.push(`- ${name}: ${kb(size)}`)
  }
  return `${out.join('\n')}\n`
}
