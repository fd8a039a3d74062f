import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * A value this tab keeps in session storage, or `fallback`: the server renders the fallback and
 * hydration starts from it too, then the browser shows its own value (ADR 051: no mismatch).
 */
export function useSessionValue(key: string, fallback: string): string {
  return useSyncExternalStore(
    noSubscription,
    () => sessionStorage.getItem(key) ?? fallback,
    () => fallback,
  )
}
