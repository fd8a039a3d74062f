import { expect, test } from 'vitest'
import { CatalogueSchema, EnvironmentSchema } from './catalogue.ts'
import { makeApiEntry, makeCatalogue } from './fixtures/catalogue.ts'

test('Environment accepts sandbox and production only', () => {
  expect(EnvironmentSchema.parse('sandbox')).toBe('sandbox')
  expect(EnvironmentSchema.parse('production')).toBe('production')
  const result = EnvironmentSchema.safeParse('staging')
  expect(result.success).toBe(false)
  expect(result.error?.issues[0]?.message).toBe(
    'environment must be one of: sandbox, production',
  )
})

test('The catalogue schema drops fields that are not part of the public contract', () => {
  const catalogue = makeCatalogue()
  const facilities = catalogue.facilities!
  const withServerOnly = {
    ...facilities,
    apis: [{ ...makeApiEntry(), _lpb: { kongAcl: 'va_facilities' } }],
  }
  const parsed = CatalogueSchema.parse({ facilities: withServerOnly })
  expect(parsed.facilities?.apis[0]).not.toHaveProperty('_lpb')
})

test('The catalogue schema rejects an API without a slug', () => {
  const { urlSlug: _omit, ...withoutSlug } = makeApiEntry()
  const catalogue = makeCatalogue()
  const result = CatalogueSchema.safeParse({
    facilities: { ...catalogue.facilities, apis: [withoutSlug] },
  })
  expect(result.success).toBe(false)
})
