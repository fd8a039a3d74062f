import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { STAFF_MESSAGES, type StaffRole } from '@portal/schema/staff'
import { HttpError } from '../../errors.ts'
import { STAFF_SESSION_COOKIE, isWellFormedToken } from './session-token.ts'
import type { StaffStore } from './staff-store.ts'

/** The signed-in staff member of a request that passed `requireStaff`. */
export interface StaffIdentity {
  id: string
  email: string
  name: string
  roles: StaffRole[]
  /** When the session ends at the latest. */
  expiresAt: Date
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireStaff(...)` once the session and the role check pass. */
    staff?: StaffIdentity
  }
}

/** 401: no session, or it has ended. */
const signInRequired = () => new HttpError(401, [STAFF_MESSAGES.signInRequired])

/** The staff member a guard has let through (a route without a guard has none: 401). */
export function staffOf(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw signInRequired()
  return request.staff
}

/** A guard for console routes: `preHandler: requireStaff('admin')`. */
export type RequireStaff = (...roles: StaffRole[]) => preHandlerAsyncHookHandler

/**
 * Builds `requireStaff(...roles)`: a preHandler that answers 401 without a live session and 403
 * when the staff member holds none of the roles (no roles named: any staff member), and sets
 * `request.staff`. The role check runs on the server for every console endpoint, whatever the
 * web app shows.
 */
export function createRequireStaff(
  store: StaffStore,
  now: () => number,
): RequireStaff {
  return (...roles) =>
    async function requireStaff(request) {
      const token = request.cookies[STAFF_SESSION_COOKIE]
      const staff = isWellFormedToken(token)
        ? await store.sessionStaff(token, now())
        : null
      if (!staff) throw signInRequired()
      if (roles.length > 0 && !roles.some((role) => staff.roles.includes(role)))
        throw new HttpError(403, [STAFF_MESSAGES.roleRequired])
      request.staff = staff
    }
}
