import type { StaffRole } from '@portal/schema/staff'

/** A person the embedded development identity provider can sign in. */
export interface DevIdentityUser {
  /** The ID token's `sub`. */
  id: string
  email: string
  name: string
  emailVerified: boolean
  /** The roles the local console gives them at start; null: not portal staff. */
  portalRoles: StaffRole[] | null
  /** Why this user is in the list, as the sign-in page says it. */
  note: string
}

/**
 * The embedded identity provider's directory (README: "Staff sign-in"): one staff member per
 * role, an admin holding every role, and three who must be refused (not staff, an unverified
 * email, a domain outside STAFF_EMAIL_DOMAINS). Invented people on a reserved domain.
 */
export const DEV_IDENTITY_USERS: readonly DevIdentityUser[] = [
  {
    id: 'dev-lead',
    email: 'lead@va.example',
    name: 'Lee Lead',
    emailVerified: true,
    portalRoles: ['admin', 'reviewer', 'support', 'publisher'],
    note: 'Every role',
  },
  {
    id: 'dev-admin',
    email: 'admin@va.example',
    name: 'Avery Admin',
    emailVerified: true,
    portalRoles: ['admin'],
    note: 'Admin',
  },
  {
    id: 'dev-reviewer',
    email: 'reviewer@va.example',
    name: 'Riley Reviewer',
    emailVerified: true,
    portalRoles: ['reviewer'],
    note: 'Reviewer',
  },
  {
    id: 'dev-support',
    email: 'support@va.example',
    name: 'Sam Support',
    emailVerified: true,
    portalRoles: ['support'],
    note: 'Support',
  },
  {
    id: 'dev-publisher',
    email: 'publisher@va.example',
    name: 'Pat Publisher',
    emailVerified: true,
    portalRoles: ['publisher'],
    note: 'Publisher',
  },
  {
    id: 'dev-visitor',
    email: 'visitor@va.example',
    name: 'Vic Visitor',
    emailVerified: true,
    portalRoles: null,
    note: 'Not portal staff: refused',
  },
  {
    id: 'dev-unverified',
    email: 'unverified@va.example',
    name: 'Uma Unverified',
    emailVerified: false,
    portalRoles: null,
    note: 'Email not verified: refused',
  },
  {
    id: 'dev-outsider',
    email: 'someone@elsewhere.example',
    name: 'Oz Outsider',
    emailVerified: true,
    portalRoles: null,
    note: 'Domain not allowed: refused',
  },
]

/** A user of the directory by `sub`. */
export function devUser(id: string): DevIdentityUser | undefined {
  return DEV_IDENTITY_USERS.find((user) => user.id === id)
}
