import { expect, test } from 'vitest'
import { navFor } from './console-nav.ts'

test('Every staff member sees the console home; only admins see staff and the audit trail', () => {
  expect(navFor(['reviewer']).map((item) => item.label)).toEqual([
    'Console home',
  ])
  expect(navFor(['support', 'admin']).map((item) => item.label)).toEqual([
    'Console home',
    'Staff and roles',
    'Audit trail',
  ])
})
