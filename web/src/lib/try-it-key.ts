// "Use this key for Try it out in this browser" (R-GATEWAY-TRY-IT): the signup success page keeps
// the sandbox key in this browser's storage only, and the docs page's Authorize dialog reads it.
// It never goes to the server except as the `apikey` header of the developer's own calls.

const STORAGE_KEY = 'sandboxTryItKey'

/** Keeps the key in this browser; false when storage is unavailable (private mode, settings). */
export function saveTryItKey(apiKey: string): boolean {
  try {
    window.localStorage.setItem(STORAGE_KEY, apiKey)
    return true
  } catch {
    return false
  }
}

/** The key kept for Try it out, if any. */
export function readTryItKey(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

/** Removes the key from this browser. */
export function forgetTryItKey(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Nothing kept, nothing to forget.
  }
}
