import { expect, test } from 'vitest'
import YAML from 'yaml'
import type { SpecCheck } from '@portal/schema/spec-publishing'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { signInStaff } from '../../../test/staff-kit.ts'
import { referenceDataSpec, TEST_API } from '../../../test/spec-kit.ts'

// R-SPEC-FINDING-LOCATION: every finding names its path, its line in the uploaded text and, for
// the validator's schema errors, the offending property.

const CHECK = `/platform-backend/v0/console/apis/${TEST_API.slug}/specs/check`

/** The reference document with the states operation's `description` misspelled `descriptions`. */
function misspelled() {
  const document = referenceDataSpec({ plainHttp: true })
  const operation = (
    document.paths['/states'] as { get: Record<string, unknown> }
  ).get
  operation.descriptions = operation.description
  delete operation.description
  return document
}

/** The line (from 1) of the first line of `text` that `pattern` matches. */
const lineOf = (text: string, pattern: RegExp) =>
  text.split('\n').findIndex((line) => pattern.test(line)) + 1

async function check(text: string): Promise<SpecCheck> {
  const { app, db } = await buildTestApp()
  const { headers } = await signInStaff(db, { roles: ['publisher'] })
  const response = await app.inject({
    method: 'POST',
    url: CHECK,
    headers,
    payload: { document: text },
  })
  expect(response.statusCode).toBe(200)
  return response.json<SpecCheck>()
}

test('A misspelled key on an operation (YAML) is an error at the operation, on its line, naming the property', async () => {
  const text = YAML.stringify(misspelled())
  const report = await check(text)
  expect(report.canPublish).toBe(false)
  expect(report.findings).toContainEqual({
    severity: 'error',
    code: 'openapi-validator',
    message:
      'The property "descriptions" is not allowed here: correct its spelling or remove it (extensions start with "x-").',
    path: 'paths./states.get',
    line: lineOf(text, /^\s+descriptions: /),
    property: 'descriptions',
  })
  // No finding is left without a place.
  expect(report.findings.filter((finding) => !finding.path)).toEqual([])
  // Spectral's findings have their lines too.
  expect(report.findings).toContainEqual(
    expect.objectContaining({
      code: 'department-https-servers',
      path: 'servers.1.url',
      line: lineOf(text, /url: http:\/\//),
    }),
  )
})

test('The same misspelling in a JSON document is on its line there', async () => {
  const text = JSON.stringify(misspelled(), null, 2)
  const report = await check(text)
  expect(report.findings).toContainEqual(
    expect.objectContaining({
      code: 'openapi-validator',
      path: 'paths./states.get',
      line: lineOf(text, /"descriptions": /),
      property: 'descriptions',
    }),
  )
})

test('An OpenAPI 3.1 document gets the same located finding (its schema is 2020-12)', async () => {
  const text = YAML.stringify({ ...misspelled(), openapi: '3.1.0' })
  const report = await check(text)
  expect(report.findings).toContainEqual(
    expect.objectContaining({
      code: 'openapi-validator',
      path: 'paths./states.get',
      line: lineOf(text, /^\s+descriptions: /),
      property: 'descriptions',
    }),
  )
})
