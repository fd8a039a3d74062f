import { expect, test } from 'vitest'
import { nodeSupport, nodeSupportMessage } from './node-support.ts'

test.each([
  ['v20.20.2', 'unsupported'],
  ['22.18.0', 'unsupported'],
  ['v22.19.0', 'supported'],
  ['22.23.3', 'supported'],
  ['23.11.0', 'unsupported'],
  ['24.10.0', 'unsupported'],
  ['v24.11.0', 'supported'],
  ['24.21.0', 'supported'],
  ['25.1.0', 'untested'],
  ['26.10.0', 'untested'],
])('Node %s is %s (ADR 012)', (version, expected) => {
  expect(nodeSupport(version)).toBe(expected)
})

test('A dropped Node is refused with the lines the portal runs on; a newer one gets a warning', () => {
  expect(nodeSupportMessage('v20.20.2')).toBe(
    'Node v20.20.2 is not supported: the portal runs on Node 22 (≥ 22.19) or 24 (≥ 24.11). `npm start` runs it on the Node that `npm ci` installs (docs/decisions/012-node-versions.md).',
  )
  expect(nodeSupportMessage('v26.10.0')).toMatch(/^Warning: Node v26\.10\.0 /)
  expect(nodeSupportMessage('v24.21.0')).toBeUndefined()
})

// The suites run through npm scripts, on the root devDependency `node` (Node 24), and again on
// Node 22 (scripts/test-node.sh): this fails if either ran on a Node the portal dropped.
test(`This suite runs on a supported Node (${process.version})`, () => {
  expect(nodeSupport(process.version)).toBe('supported')
})
