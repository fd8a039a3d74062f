// The restricted-access module: what other code may use of it. Outside code imports this file only.
export { registerRestrictedAccess } from './register-restricted-access.ts'
export {
  isValidRestrictedAccessLink,
  restrictedAccessStatusUrl,
} from './status-link.ts'
