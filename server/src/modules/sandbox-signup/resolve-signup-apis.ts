import {
  resolveRequestedApis,
  type PublicForm,
  type RequestedApi,
} from '../catalogue/index.ts'
import type { SignupStore } from './signup-store.ts'

/** Where a signup comes from: the public form, a restricted-access request, or its grant. */
export type SignupForm = Extract<
  PublicForm,
  'sandbox' | 'restricted' | 'granted'
>

/**
 * Checks a signup's `apis` list against the catalogue: each must be found, and none closed to
 * public sandbox signup for the auth type asked (422, R-PUBLIC-SIGNUP); a restricted-access request
 * only for such an auth type (R-RESTRICTED-ASK); a granted one for any offered (R-RESTRICTED-COLLECT).
 */
export function resolveSignupApis(
  store: SignupStore,
  apis: string,
  form: SignupForm = 'sandbox',
): Promise<RequestedApi[]> {
  return resolveRequestedApis(store.findApis, apis, form)
}
