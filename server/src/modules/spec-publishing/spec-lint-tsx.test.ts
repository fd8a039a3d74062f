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
  paths: { '/a': { get: { descriptions: 'x', responses: { 200: { description: 'ok' } } } } },
}
const text = JSON.stringify(document, null, 2)
const validation = await validateDocument(document, text)
const lint = await lintDocument(document, { apiKey: true, oauth: false }, text)
console.log(JSON.stringify({
  validation: validation.map((f) => [f.path, f.line, f.property]),
  lint: lint.map((f) => f.code),
}))
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
  const result = JSON.parse(out) as { validation: unknown[]; lint: string[] }
  // The validator's schema error, located (R-SPEC-FINDING-LOCATION): Ajv and the parsers load.
  expect(result.validation).toEqual([['paths./a.get', 11, 'descriptions']])
  // The department's rules ran: a document with no sandbox server is an error finding.
  expect(result.lint.length).toBeGreaterThan(0)
})
