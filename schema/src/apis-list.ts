import { AUTH_TYPES, type AuthType } from './catalogue.ts'

/** One entry of an `apis` list: an auth type and an API's altID. */
export interface ApiListEntry {
  authType: AuthType | null
  altID: string
  raw: string
}

/** The most entries an `apis` list may have. */
const MAX_ENTRIES = 30

/**
 * Splits `acg/claims, apikey/facilities` into entries: spaces ignored, duplicates collapsed.
 * A bare altID has no auth type yet (the server picks the API's default). Returns an error
 * message for a malformed list.
 */
export function parseApisList(
  value: string,
): { entries: ApiListEntry[] } | { error: string } {
  const raws = [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ]
  if (raws.length === 0) return { error: 'Choose at least one API' }
  if (raws.length > MAX_ENTRIES)
    return { error: `Choose at most ${MAX_ENTRIES} APIs` }
  const entries: ApiListEntry[] = []
  for (const raw of raws) {
    const parts = raw.split('/')
    if (parts.length > 2 || parts.some((part) => part === ''))
      return { error: `invalid api provided: ${raw}` }
    const [first = '', second] = parts
    if (second === undefined) {
      entries.push({ authType: null, altID: first, raw })
      continue
    }
    if (!(AUTH_TYPES as readonly string[]).includes(first))
      return { error: `Invalid auth type: ${first}` }
    entries.push({ authType: first as AuthType, altID: second, raw })
  }
  return { entries }
}
