import { expect, test } from 'vitest'
import { navFor } from './console-nav.ts'

test('Every staff member sees the console home; reviewers the production and restricted access requests; support the support requests; publishers the publishing requests, the API entries and the API specs; only admins see staff and the audit trail', () => {
  expect(navFor(['reviewer']).map((item) => item.label)).toEqual([
    'Console home',
    'Overview',
    'Production requests',
    'Restricted access requests',
  ])
  expect(navFor(['support', 'admin']).map((item) => item.label)).toEqual([
    'Console home',
    'Overview',
    'Support requests',
    'Staff and roles',
    'Audit trail',
  ])
  // The overview is for those who do the work or lead it; a publisher alone does not see it.
  expect(navFor(['publisher']).map((item) => item.label)).toEqual([
    'Console home',
    'Publishing requests',
    'API entries',
    'API specs',
  ])
})
