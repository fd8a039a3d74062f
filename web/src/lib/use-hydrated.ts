import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * False on the server and while the page hydrates, true after (ADR 051): what only a browser can
 * show (swagger-ui, a value of this browser's storage) renders once the page has hydrated, so the
 * browser's first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
