/**
 * Answers keyed to the seeded test users (R-GATEWAY-TEST-USERS): an operation that takes a patient
 * ICN or a Veteran's identity answers for that test user, shaped by the spec.
 */

/** A test user's cells, by column name ("ICN", "First Name", "SSN", "Status", …). */
export type TestUser = Record<string, string | null>

/** Who a request is about. */
export type Identity =
  | { kind: 'icn'; icn: string }
  | { kind: 'person'; ssn: string; firstName: string; lastName: string }

// The parameter names the department's specs give a patient's or a Veteran's ICN.
const ICN_PARAMETERS = new Set([
  'patient',
  'icn',
  'patient_icn',
  'patienticn',
  'veteranid',
  'veteran_id',
])

const digits = (value: string) => value.replaceAll(/\D/g, '')
const same = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase()

/** The identity a validated request names: an ICN parameter, or a person in a JSON body. */
export function identityOf(
  parameters: Record<string, unknown>,
  body: unknown,
): Identity | null {
  for (const [name, value] of Object.entries(parameters)) {
    if (!ICN_PARAMETERS.has(name.toLowerCase())) continue
    const icn = Array.isArray(value) ? value[0] : value
    if (typeof icn === 'string' && icn.trim() !== '')
      return { kind: 'icn', icn: icn.trim() }
  }
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const person = body as Record<string, unknown>
    const { ssn, first_name: firstName, last_name: lastName } = person
    if (
      typeof ssn === 'string' &&
      typeof firstName === 'string' &&
      typeof lastName === 'string'
    )
      return { kind: 'person', ssn: digits(ssn), firstName, lastName }
  }
  return null
}

/** The test user the identity names, if the API has one. */
export function findTestUser(
  users: readonly TestUser[],
  identity: Identity,
): TestUser | undefined {
  if (identity.kind === 'icn')
    return users.find((user) => same(user.ICN, identity.icn))
  return users.find(
    (user) =>
      digits(user.SSN ?? '') === identity.ssn &&
      same(user['First Name'], identity.firstName) &&
      same(user['Last Name'], identity.lastName),
  )
}

// A test user's status column ("Status", "Veteran Confirmation Status") answers a `…status` field.
function statusOf(user: TestUser | undefined): string {
  const column = Object.keys(user ?? {}).find((name) => /status$/i.test(name))
  return (column && user?.[column]) || 'not confirmed'
}

const FIELD_COLUMNS: Record<string, string> = {
  first_name: 'First Name',
  firstname: 'First Name',
  last_name: 'Last Name',
  lastname: 'Last Name',
  birth_date: 'Birthdate',
  birthdate: 'Birthdate',
}

/**
 * The spec's answer with the test user's facts in it: ICN fields and FHIR patient references carry
 * the ICN, name fields the user's names, and a `…status` field the user's status (an unknown
 * person is "not confirmed", as the department's sandbox answers).
 */
export function personalize(
  value: unknown,
  identity: Identity,
  user: TestUser | undefined,
  key = '',
): unknown {
  if (Array.isArray(value))
    return value.map((item) => personalize(item, identity, user, key))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        name,
        personalize(item, identity, user, name),
      ]),
    )
  }
  if (typeof value !== 'string') return value
  const name = key.toLowerCase()
  if (identity.kind === 'icn') {
    if (ICN_PARAMETERS.has(name)) return identity.icn
    if (value.startsWith('Patient/')) return `Patient/${identity.icn}`
    if (value.includes('/Patient/'))
      return value.replace(/\/Patient\/[^/?#]*/, `/Patient/${identity.icn}`)
  }
  if (/(^|_)status$/.test(name) && identity.kind === 'person')
    return statusOf(user)
  const column = FIELD_COLUMNS[name]
  if (column && user?.[column]) return user[column]
  return value
}
