import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const serverRoot = fileURLToPath(new URL('../../..', import.meta.url))

// `npm run dev` (and `npm run bench`) run the server's sources under tsx, whose interop with the
// CommonJS packages that spec-lint.ts loads on first use differs from vitest's and the bundle's.
// A lint that works here but not there once answered every publication with 500 in dev.
const SCRIPT = `
import { lintDocument, validateDocument } from './src/modules/spec-publishing/spec-lint.ts'
const document = {
  openapi: '3.0.3',
  info: { title: 'T', version: '1', description: 'D' },
  paths: { '/a': { get: { responses: { 200: { description: 'ok' } } } } },
}
const validation = await validateDocument(document)
const lint = await lintDocument(document, { apiKey: true, oauth: false })
console.log(JSON.stringify({ validation: Array.isArray(validation), lint: lint.map((f) => f.code) }))
`

test('The document check loads and lints under tsx, as `npm run dev` runs it (R-SPEC-LINT)', async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', SCRIPT],
    { cwd: serverRoot },
  )
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const code = await new Promise<number | null>((resolve) =>
    child.on('close', resolve),
  )
  expect(err).toBe('')
  expect(code).toBe(0)
  const result = JSON.parse(out) as { validation: boolean; lint: string[] }
  expect(result.validation).toBe(true)
  // The department's rules ran: a document with no sandbox server is an error finding.
  expect(result.lint.length).toBeGreaterThan(0)
})
