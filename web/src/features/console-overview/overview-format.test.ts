import { expect, test } from 'vitest'
import { durationText, weekLabel, weekLongLabel } from './overview-format.ts'

test('Durations are said in days past a day, in hours below', () => {
  expect(durationText(3.5 * 86_400)).toBe('3.5 days')
  expect(durationText(86_400)).toBe('1 day')
  expect(durationText(10 * 86_400 + 60)).toBe('10 days')
  expect(durationText(5 * 3600 + 100)).toBe('5 hours')
  expect(durationText(3600)).toBe('1 hour')
  expect(durationText(120)).toBe('less than an hour')
})

test('A week is named by its Monday, whatever the browser’s time zone', () => {
  expect(weekLabel('2031-03-03')).toBe('Mar 3')
  expect(weekLongLabel('2030-12-30')).toBe('December 30, 2030')
})
