// Build-time settings, read once. Plain code rather than a Zod schema: these two lists are all
// there is, and every page loads this module, so Zod would ride on every first load (ADR 021).

/** A comma-separated list of urlFragments or slugs; unset or empty is an empty list. */
function parseList(value: unknown): string[] {
  return typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : []
}

/** The web app's build-time settings. */
export const webEnv = {
  /** Forces these APIs into the deprecated state whatever their dates say. */
  VITE_DEPRECATED_APIS: parseList(import.meta.env.VITE_DEPRECATED_APIS),
  /** Forces these APIs into the deactivated state whatever their dates say. */
  VITE_DEACTIVATED_APIS: parseList(import.meta.env.VITE_DEACTIVATED_APIS),
}
