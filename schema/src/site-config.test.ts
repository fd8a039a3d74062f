import { expect, test } from 'vitest'
import {
  FeatureFlagsSchema,
  isEnabledByFlags,
  isListedByFlags,
} from './site-config.ts'

test('Flags default to off and empty maps', () => {
  expect(FeatureFlagsSchema.parse({})).toEqual({
    categories: {},
    deactivated_apis: {},
    enabled: {},
    hosted_apis: {},
    show_testing_notice: false,
  })
})

test('An API is hidden when its urlFragment or its category is switched off, and only then', () => {
  const flags = FeatureFlagsSchema.parse({
    categories: { health: false, facilities: true },
    enabled: { vaForms: false },
  })
  expect(
    isEnabledByFlags(flags, { urlFragment: 'fhir', categoryKey: 'health' }),
  ).toBe(false)
  expect(
    isEnabledByFlags(flags, { urlFragment: 'vaForms', categoryKey: 'vaForms' }),
  ).toBe(false)
  expect(
    isEnabledByFlags(flags, {
      urlFragment: 'facilities',
      categoryKey: 'facilities',
    }),
  ).toBe(true)
  expect(
    isEnabledByFlags(flags, { urlFragment: 'claims', categoryKey: 'benefits' }),
  ).toBe(true)
})

test('An API marked deactivated by the flags is not listed', () => {
  const flags = FeatureFlagsSchema.parse({ deactivated_apis: { fhir: true } })
  expect(
    isListedByFlags(flags, { urlFragment: 'fhir', categoryKey: 'health' }),
  ).toBe(false)
  expect(
    isListedByFlags(flags, {
      urlFragment: 'facilities',
      categoryKey: 'facilities',
    }),
  ).toBe(true)
})
