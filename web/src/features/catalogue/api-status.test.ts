import { expect, test } from 'vitest'
import { makeApiEntry } from '@portal/schema/fixtures/catalogue'
import { isApiDeactivated, isApiDeprecated } from './api-status.ts'

const NONE = { deprecated: [], deactivated: [] }
const withDates = makeApiEntry({
  urlSlug: 'decision-reviews',
  urlFragment: 'decision_reviews',
  deactivationInfo: {
    deprecationContent: 'Deprecated.',
    deprecationDate: '2024-09-30T00:00:00-04:00',
    deactivationContent: 'Deactivated.',
    deactivationDate: '2027-09-30T00:00:00-04:00',
  },
})

test('An API is deprecated only once now is past its deprecation date', () => {
  expect(
    isApiDeprecated(withDates, new Date('2024-09-30T03:59:59Z'), NONE),
  ).toBe(false)
  expect(
    isApiDeprecated(withDates, new Date('2024-09-30T04:00:01Z'), NONE),
  ).toBe(true)
})

test('An API is deactivated only once now is past its deactivation date', () => {
  expect(
    isApiDeactivated(withDates, new Date('2026-11-22T00:00:00Z'), NONE),
  ).toBe(false)
  expect(
    isApiDeactivated(withDates, new Date('2027-09-30T04:00:01Z'), NONE),
  ).toBe(true)
})

test('An API without deactivation info is neither deprecated nor deactivated', () => {
  const api = makeApiEntry()
  expect(isApiDeprecated(api, new Date(), NONE)).toBe(false)
  expect(isApiDeactivated(api, new Date(), NONE)).toBe(false)
})

test('An environment override forces either state by urlFragment or slug', () => {
  const api = makeApiEntry({
    urlSlug: 'va-facilities',
    urlFragment: 'facilities',
  })
  const now = new Date()
  expect(
    isApiDeprecated(api, now, { deprecated: ['facilities'], deactivated: [] }),
  ).toBe(true)
  expect(
    isApiDeactivated(api, now, {
      deprecated: [],
      deactivated: ['va-facilities'],
    }),
  ).toBe(true)
  expect(
    isApiDeactivated(api, now, {
      deprecated: ['va-facilities'],
      deactivated: [],
    }),
  ).toBe(false)
})
