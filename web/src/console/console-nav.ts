import type { StaffRole } from '@portal/schema/staff-texts'

/** A page of the console's navigation and who may see it. */
export interface ConsoleNavItem {
  to: string
  label: string
  /** What the page is for, as the console home lists it. */
  description: string
  /** Shown to staff holding one of these roles; empty: to every staff member. */
  roles: readonly StaffRole[]
}

/**
 * The console's pages, in navigation order. Each console feature adds its own here; the server
 * checks the role again on every call, so hiding an item is a courtesy, never the rule.
 */
const CONSOLE_NAV: readonly ConsoleNavItem[] = [
  {
    to: '/console',
    label: 'Console home',
    description: 'Who you are signed in as and what you can do.',
    roles: [],
  },
  {
    to: '/console/overview',
    label: 'Overview',
    description:
      'The work in numbers: open requests by status, overdue reviews, median times to review and decide, requests per week.',
    roles: ['reviewer', 'support', 'admin'],
  },
  {
    to: '/console/reviews',
    label: 'Production requests',
    description:
      'Review production access requests: the queue, the checklist, changes, demos and decisions.',
    roles: ['reviewer'],
  },
  {
    to: '/console/restricted-access',
    label: 'Restricted access requests',
    description:
      'Developers’ asks for sandbox access to restricted APIs: the checklist, grant, deny and revoke.',
    roles: ['reviewer'],
  },
  {
    to: '/console/support',
    label: 'Support requests',
    description:
      'The contact form’s support and publishing requests: assign, note, reply by email, close, hand publishing requests to the publishers.',
    roles: ['support'],
  },
  {
    to: '/console/publishing-requests',
    label: 'Publishing requests',
    description:
      'Publishing requests handed over by support: read them, add notes, close them.',
    roles: ['publisher'],
  },
  {
    to: '/console/api-entries',
    label: 'API entries',
    description:
      'Add and edit APIs’ catalogue entries, preview their public pages, publish, and revert any change.',
    roles: ['publisher'],
  },
  {
    to: '/console/api-specs',
    label: 'API specs',
    description:
      'Publish an API’s OpenAPI document: lint findings, breaking changes, the release note, and rollback.',
    roles: ['publisher'],
  },
  {
    to: '/console/staff',
    label: 'Staff and roles',
    description:
      'Add staff members, change their roles, deactivate those who left.',
    roles: ['admin'],
  },
  {
    to: '/console/audit',
    label: 'Audit trail',
    description:
      'Every staff action: who, what, before and after, when and from where. Filter it and download it as CSV.',
    roles: ['admin'],
  },
]

/** The items a staff member with these roles may see. */
export function navFor(roles: readonly StaffRole[]): ConsoleNavItem[] {
  return CONSOLE_NAV.filter(
    (item) =>
      item.roles.length === 0 ||
      item.roles.some((role) => roles.includes(role)),
  )
}
