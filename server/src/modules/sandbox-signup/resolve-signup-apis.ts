import { sandboxSignupAuthTypes } from '@portal/schema/sandbox-access'
import {
  resolveRequestedApis,
  type RequestedApi,
} from '../catalogue/resolve-requested-apis.ts'
import type { SignupStore } from './signup-store.ts'

/**
 * Checks a signup's `apis` list against the catalogue: none may be closed to public sandbox
 * signup (422).
 */
export function resolveSignupApis(
  store: SignupStore,
  apis: string,
): Promise<RequestedApi[]> {
  return resolveRequestedApis(store.findApis, apis, sandboxSignupAuthTypes)
}
