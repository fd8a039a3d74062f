/** A page of the account's side navigation. */
export interface AccountNavItem {
  to: string
  label: string
}

/**
 * The account's pages, in navigation order. Each account feature adds its own here; the server
 * checks the session (and the team role) again on every call.
 */
export const ACCOUNT_NAV: readonly AccountNavItem[] = [
  { to: '/account', label: 'Overview' },
  { to: '/account/apps', label: 'Apps' },
  { to: '/account/team', label: 'Team' },
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/security', label: 'Sign-in and security' },
  { to: '/account/delete', label: 'Delete account' },
]
