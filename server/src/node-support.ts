// Which Node the portal runs on (ADR 012): the two LTS lines CI tests, Node 22 and Node 24, from
// the releases every dependency accepts. `npm start` and `npm test` run on the npm registry's
// `node` package (a root devDependency), whatever Node the machine has; this check is for a
// server started some other way, and for the suites, which fail on a Node the portal dropped.

/** The oldest release of each supported line: [major, minor]. */
const SUPPORTED_NODE_LINES = [
  [22, 19],
  [24, 11],
] as const

/** How a Node version stands: supported, newer than the tested lines, or too old to run. */
export type NodeSupport = 'supported' | 'untested' | 'unsupported'

/** How `version` ("24.21.0" or "v24.21.0") stands against the supported lines. */
export function nodeSupport(version: string): NodeSupport {
  const [major = 0, minor = 0] = version
    .replace(/^v/, '')
    .split('.')
    .map(Number)
  const [[oldestMajor, oldestMinor]] = SUPPORTED_NODE_LINES
  if (major < oldestMajor || (major === oldestMajor && minor < oldestMinor))
    return 'unsupported'
  const line = SUPPORTED_NODE_LINES.find(([lineMajor]) => lineMajor === major)
  if (line) return minor >= line[1] ? 'supported' : 'unsupported'
  return major > SUPPORTED_NODE_LINES.at(-1)![0] ? 'untested' : 'unsupported'
}

const LINES = SUPPORTED_NODE_LINES.map(
  ([major, minor]) => `${major} (≥ ${major}.${minor})`,
).join(' or ')

/** The start-up line for a Node that is not supported: refused, or run with a warning. */
export function nodeSupportMessage(version: string): string | undefined {
  switch (nodeSupport(version)) {
    case 'supported':
      return undefined
    case 'untested':
      return `Warning: Node ${version} is newer than the portal is tested on (Node ${LINES}).`
    case 'unsupported':
      return `Node ${version} is not supported: the portal runs on Node ${LINES}. \`npm start\` runs it on the Node that \`npm ci\` installs (docs/decisions/012-node-versions.md).`
  }
}
