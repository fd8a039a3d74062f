import fc from 'fast-check'
import { expect, test } from 'vitest'
import YAML from 'yaml'
import { referenceDataSpec, TEST_API } from '../spec-kit.ts'
import { signInStaff } from '../staff-kit.ts'
import {
  API,
  buildFuzzApp,
  expectSafeAnswer,
  FUZZ_PARAMETERS,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  injectSettled,
  snapshotRows,
  StatusTally,
} from './fuzz-kit.ts'

// Each case validates and lints a document (tenths of a second), so the spec endpoints get a
// fraction of the runs of cheaper ones; `npm run fuzz` still raises them tenfold.
const RUNS = Math.max(40, Math.round(FUZZ_RUNS / 40))
const SPECS = `${API}/console/apis/${TEST_API.slug}/specs`

/** A JSON path into the clean document and a value to put there (or a key to delete). */
const mutation = fc.record({
  path: fc.array(
    fc.constantFrom(
      'paths',
      '/states',
      'get',
      'responses',
      '200',
      'content',
      'servers',
      '0',
      'url',
      'components',
      'securitySchemes',
      'apikey',
      'type',
      'info',
      'openapi',
      'parameters',
      '$ref',
    ),
    { minLength: 1, maxLength: 6 },
  ),
  value: fc.oneof(
    fc.constant(undefined),
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(
      '#/components/schemas/Nowhere',
      'https://example.com/x.json',
      'file:///etc/passwd',
      '../other.yaml#/a',
      'http://sandbox-api.va.gov/services/x',
    ),
  ),
})

function mutated(edit: {
  path: string[]
  value: unknown
}): Record<string, unknown> {
  const document: Record<string, unknown> = structuredClone(referenceDataSpec())
  let node: Record<string, unknown> = document
  for (const key of edit.path.slice(0, -1)) {
    const next = node[key]
    if (typeof next !== 'object' || next === null) node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  const last = edit.path.at(-1)!
  if (edit.value === undefined) delete node[last]
  else node[last] = edit.value
  return document
}

/** YAML built from anchors and aliases, nested: some within the alias limit, some beyond. */
const aliasBomb = fc
  .record({
    width: fc.integer({ min: 1, max: 12 }),
    depth: fc.integer({ min: 1, max: 12 }),
  })
  .map(({ width, depth }) => {
    const lines = ['openapi: 3.0.3', 'l0: &l0 [x]']
    for (let level = 1; level <= depth; level += 1)
      lines.push(
        `l${level}: &l${level} [${Array(width)
          .fill(`*l${level - 1}`)
          .join(', ')}]`,
      )
    return `${lines.join('\n')}\n`
  })

/** Documents: any JSON, any text, a mutated clean document (JSON or YAML), alias bombs, deep nests. */
const documentText = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.tuple(mutation, fc.boolean()).map(([edit, asYaml]) => {
    const document = mutated(edit)
    return asYaml ? YAML.stringify(document) : JSON.stringify(document)
  }),
  aliasBomb,
  fc
    .integer({ min: 1, max: 400 })
    .map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc
    .string({ maxLength: 100 })
    .map((text) => `openapi: 3.0.3\ninfo: ${text}\n`),
)

test(
  'Publishing arbitrary and malformed documents never answers 5xx, and a refused one publishes nothing',
  async () => {
    const { app, db } = await buildFuzzApp()
    const { headers } = await signInStaff(db, { roles: ['publisher'] })
    const tally = new StatusTally()
    await fc.assert(
      fc.asyncProperty(
        documentText,
        fc.constantFrom('check', 'publish'),
        fc.boolean(),
        async (document, action, confirm) => {
          const before = await snapshotRows(db, [
            'doc_versions',
            'spec_publications',
          ])
          const response = await injectSettled(app, {
            method: 'POST',
            url: action === 'check' ? `${SPECS}/check` : SPECS,
            headers,
            payload: {
              document,
              ...(action === 'publish'
                ? {
                    releaseNote: 'Fuzz.',
                    confirmBreaking: confirm,
                    version: 'fuzz',
                    label: 'Fuzz',
                  }
                : {}),
            },
          })
          expectSafeAnswer(response, tally)
          // A check, or a refused publication, leaves every version and publication as it was.
          const after = await snapshotRows(db, [
            'doc_versions',
            'spec_publications',
          ])
          const mustBeUnchanged =
            response.statusCode >= 400 || action === 'check'
          expect(mustBeUnchanged ? after : before).toEqual(before)
        },
      ),
      { ...FUZZ_PARAMETERS, numRuns: RUNS },
    )
    // The runs reached past the guards: both refusals and answers.
    expect(tally.counts.get(400) ?? 0, tally.toString()).toBeGreaterThan(0)
    expect(tally.counts.get(200) ?? 0, tally.toString()).toBeGreaterThan(0)
  },
  FUZZ_TIMEOUT,
)
