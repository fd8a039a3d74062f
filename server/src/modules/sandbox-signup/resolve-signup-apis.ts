import { resolveRequestedApis, type RequestedApi } from '../catalogue/index.ts'
import type { SignupStore } from './signup-store.ts'

/**
 * Checks a signup's `apis` list against the catalogue: each must be found, and none closed to
 * public sandbox signup for the auth type asked (422, R-PUBLIC-SIGNUP).
 */
export function resolveSignupApis(
  store: SignupStore,
  apis: string,
): Promise<RequestedApi[]> {
  return resolveRequestedApis(store.findApis, apis, 'sandbox')
}
