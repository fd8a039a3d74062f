import { expect, test } from 'vitest'
import { makeApiEntry, makeCatalogue } from '@portal/schema/fixtures/catalogue'
import { makeSiteConfig } from '@portal/schema/fixtures/site-config'
import { normalizeCatalogue } from '@portal/schema/normalize-catalogue'
import type { PublicEnvironment } from '@portal/schema/public-status'
import { findSlugTarget, toPublicCatalogue } from './public-catalogue.ts'

function catalogue(environment: Partial<PublicEnvironment> = {}) {
  const raw = makeCatalogue()
  raw.health?.apis.push(
    makeApiEntry({
      name: 'Hidden API',
      urlSlug: 'hidden',
      isStealthLaunched: true,
    }),
    makeApiEntry({ name: 'Old API', urlSlug: 'old', urlFragment: 'old' }),
    makeApiEntry({
      name: 'Disabled API',
      urlSlug: 'disabled',
      enabledByDefault: false,
    }),
  )
  return toPublicCatalogue(normalizeCatalogue(raw), {
    now: new Date(),
    overrides: { deprecated: [], deactivated: ['old'] },
    ...environment,
  })
}
const slugs = (apis: { urlSlug: string }[]) => apis.map((api) => api.urlSlug)

test('Stealth-launched, deactivated and disabled APIs are not listed (R-PUBLIC-LISTED)', () => {
  expect(slugs(catalogue().listed)).toEqual([
    'va-facilities',
    'patient-health',
    'community-care',
  ])
})

test('A category switched off is no category, and its APIs are not found (R-FLAGS-CATEGORY)', () => {
  const { categories, listed, apis } = catalogue({
    flags: makeSiteConfig({ categories: { facilities: false } }).flags,
  })
  expect(categories.map((category) => category.key)).toEqual(['health'])
  expect(slugs(listed)).toEqual(['patient-health', 'community-care'])
  expect(
    apis.find((api) => api.urlSlug === 'va-facilities')?.status.isFound,
  ).toBe(false)
})

test('A slug finds stealth and deactivated APIs, not switched-off ones (R-PUBLIC-FOUND)', () => {
  const view = catalogue({
    flags: makeSiteConfig({ enabled: { fhir: false } }).flags,
  })
  expect(findSlugTarget(view, 'hidden')).toMatchObject({ kind: 'api' })
  expect(findSlugTarget(view, 'old')).toMatchObject({
    kind: 'api',
    api: { status: { isDeactivated: true } },
  })
  expect(findSlugTarget(view, 'patient-health')).toEqual({ kind: 'none' })
  expect(findSlugTarget(view, 'no-such-api')).toEqual({ kind: 'none' })
})

test('A category key names the category with its listed APIs; a switched-off one nothing', () => {
  const target = findSlugTarget(catalogue(), 'health')
  expect(target).toMatchObject({ kind: 'category', name: 'Health' })
  expect(target.kind === 'category' && slugs(target.apis)).toEqual([
    'patient-health',
    'community-care',
  ])
  const off = catalogue({
    flags: makeSiteConfig({ categories: { health: false } }).flags,
  })
  expect(findSlugTarget(off, 'health')).toEqual({ kind: 'none' })
})
