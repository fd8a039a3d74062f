import { expect, test } from 'vitest'
import { DEFAULT_FLAGS, isCategoryEnabled } from './feature-flags.ts'
import { FeatureFlagsSchema } from './site-config.ts'

test('Flags default to off and empty maps', () => {
  expect(FeatureFlagsSchema.parse({})).toEqual({
    categories: {},
    deactivated_apis: {},
    enabled: {},
    hosted_apis: {},
    show_testing_notice: false,
  })
  expect(DEFAULT_FLAGS).toEqual(FeatureFlagsSchema.parse({}))
})

// What the flags mean for an API is tested with the public-status rule (public-status.test.ts).
test('A category is on unless the categories flag switches its key off (R-FLAGS-CATEGORY)', () => {
  const flags = FeatureFlagsSchema.parse({
    categories: { health: false, facilities: true },
  })
  expect(isCategoryEnabled(flags, 'health')).toBe(false)
  expect(isCategoryEnabled(flags, 'facilities')).toBe(true)
  expect(isCategoryEnabled(flags, 'benefits')).toBe(true)
})
