import { expect, test } from 'vitest'
import { navFor } from './console-nav.ts'

test('Every staff member sees the console home; reviewers the production requests; publishers the API specs; only admins see staff and the audit trail', () => {
  expect(navFor(['publisher']).map((item) => item.label)).toEqual([
    'Console home',
    'API specs',
  ])
  expect(navFor(['reviewer']).map((item) => item.label)).toEqual([
    'Console home',
    'Production requests',
  ])
  expect(navFor(['support', 'admin']).map((item) => item.label)).toEqual([
    'Console home',
    'Staff and roles',
    'Audit trail',
  ])
})
