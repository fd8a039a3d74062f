// The signed-up developer's pair from the emailed link, kept for this browser session so the
// test-data pages of their other APIs show credentials too.
const KEY = 'testUserSession'

/** The saved pair: the consumer id and the link hash. */
export interface TestDataSession {
  id: string
  testUserHash: string
}

/** The saved pair, if any. */
export function readTestDataSession(): TestDataSession | null {
  try {
    const value = JSON.parse(
      sessionStorage.getItem(KEY) ?? 'null',
    ) as TestDataSession | null
    return value?.id && value.testUserHash ? value : null
  } catch {
    return null
  }
}

/** Saves the pair from the URL. */
export function saveTestDataSession(session: TestDataSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session))
}

/** Forgets the pair (after the server refused it). */
export function clearTestDataSession(): void {
  sessionStorage.removeItem(KEY)
}
