import { useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now, following changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Below the small-screen breakpoint of the spec (768px). */
export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)'
