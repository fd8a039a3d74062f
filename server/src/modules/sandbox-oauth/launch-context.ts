/** The launch context a token carries (001 §3: patient ICN, ICN + sta3n, or portal_id). */
export interface LaunchContext {
  patient?: string
  sta3n?: string
  portal_id?: string
}

/** R-OAUTH-LAUNCH: the messages a bad or missing launch parameter gets. */
export const LAUNCH_MESSAGES = {
  required: 'launch is required when the scope includes launch',
  invalid:
    'launch must be base64-encoded JSON with a patient ICN, a patient ICN and sta3n, or a portal_id',
} as const

const FIELD = /^[A-Za-z0-9-]{1,64}$/

/** Decodes a launch parameter; null when it is not base64 JSON of the shapes 001 §3 allows. */
export function decodeLaunch(value: string): LaunchContext | null {
  if (value.length > 2048) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8'))
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return null
  const {
    patient,
    sta3n,
    portal_id: portalId,
  } = parsed as Record<string, unknown>
  const ok = (field: unknown) =>
    field === undefined || (typeof field === 'string' && FIELD.test(field))
  if (!ok(patient) || !ok(sta3n) || !ok(portalId)) return null
  if (typeof patient !== 'string' && typeof portalId !== 'string') return null
  if (sta3n !== undefined && patient === undefined) return null
  return {
    ...(typeof patient === 'string' ? { patient } : {}),
    ...(typeof sta3n === 'string' ? { sta3n } : {}),
    ...(typeof portalId === 'string' ? { portal_id: portalId } : {}),
  }
}

/**
 * Whether the scopes ask for a launch context the client must pass: the `launch` scope. (With
 * `launch/patient` the patient is the test user who signs in.)
 */
export function wantsLaunch(scope: string | undefined): boolean {
  return (scope ?? '').split(' ').includes('launch')
}
