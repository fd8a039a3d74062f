import { expect, test } from 'vitest'
import { makeCatalogue } from './fixtures/catalogue.ts'
import {
  displayCategoryName,
  normalizeCatalogue,
} from './normalize-catalogue.ts'

test('A trailing "APIs" is dropped from category names', () => {
  expect(displayCategoryName('Health APIs')).toBe('Health')
  expect(displayCategoryName('Veteran Verification APIs')).toBe(
    'Veteran Verification',
  )
  expect(displayCategoryName('Health')).toBe('Health')
})

test('Every API carries its category key, slug and display name', () => {
  const { apis, categories } = normalizeCatalogue(makeCatalogue())
  expect(categories.map((category) => category.key)).toEqual([
    'facilities',
    'health',
  ])
  expect(apis.map((api) => api.urlSlug)).toEqual([
    'va-facilities',
    'patient-health',
    'community-care',
  ])
  expect(apis[1]).toMatchObject({
    categoryUrlFragment: 'health',
    categoryUrlSlug: 'health',
    categoryName: 'Health',
  })
})
