const FIXED: Record<string, string> = {
  openid: 'Confirm who you are (sign-in)',
  profile: 'Read your name and basic profile',
  offline_access: 'Keep access while you are away (a refresh token)',
  email: 'Read your email address',
  'launch/patient': 'Choose the patient the application works with',
  launch: 'Start with a chosen patient or context',
}

const WHO: Record<string, string> = {
  patient: 'your',
  user: 'your',
  system: 'all',
}

/**
 * A scope in plain words where its meaning is obvious (R-OAUTH-SIGN-IN-CONSENT): the fixed
 * OpenID and launch scopes, and SMART scopes such as `patient/Condition.read`. Other scopes get
 * no wording: the page shows the raw scope alone rather than guess.
 */
export function describeScope(scope: string): string | null {
  const fixed = FIXED[scope]
  if (fixed) return fixed
  const smart = /^(patient|user|system)\/([A-Za-z*]+)\.(read|write|\*)$/.exec(
    scope,
  )
  if (!smart) return null
  const [, who, resource, access] = smart as unknown as [
    string,
    string,
    string,
    string,
  ]
  const what = resource === '*' ? 'health records' : `${resource} records`
  const verb =
    access === 'read'
      ? 'Read'
      : access === 'write'
        ? 'Change'
        : 'Read and change'
  return `${verb} ${WHO[who] ?? 'your'} ${what}`
}
