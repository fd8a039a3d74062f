import { http, HttpResponse } from 'msw'
import type { StaffMe, StaffMember } from '@portal/schema/staff'
import type { StaffRole } from '@portal/schema/staff-texts'
import { server } from './msw-server.ts'

/** A signed-in staff member for the console's page tests. */
function staffMe(roles: StaffRole[]): StaffMe {
  return {
    id: '5f0c3a9e-0000-4000-8000-000000000001',
    email: 'rita@va.example',
    name: roles.includes('admin') ? 'Ada Admin' : 'Rita Reviewer',
    roles,
    expiresAt: '2026-11-26T10:00:00.000Z',
  }
}

/** A staff member as the admin's list shows them. */
export function staffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: '5f0c3a9e-0000-4000-8000-000000000002',
    email: 'sam@va.example',
    name: 'Sam Support',
    roles: ['support'],
    active: true,
    createdAt: '2026-11-01T12:00:00.000Z',
    lastSignInAt: null,
    ...overrides,
  }
}

/** The session answer (signed in with these roles) and, for admins, a staff list. */
export function staffAnswers(options: {
  roles: StaffRole[]
  staff?: StaffMember[]
}) {
  server.use(
    http.get('*/platform-backend/v0/console/session', () =>
      HttpResponse.json(staffMe(options.roles)),
    ),
    http.get('*/platform-backend/v0/console/staff', () =>
      HttpResponse.json({ staff: options.staff ?? [staffMember()] }),
    ),
  )
}
