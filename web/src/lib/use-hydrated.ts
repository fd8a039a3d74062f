import { useEffectEvent, useLayoutEffect, useSyncExternalStore } from 'react'

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

/**
 * Runs `carry` once, when the component mounts: as the page hydrates, a component whose
 * server-rendered form works without the app (a `<details>`, a link to its `:target`) reads what
 * the reader opened in it before the app started, and opens its own form to match when
 * `useHydrated` turns (ADR 062). Mounted by the app alone, it finds nothing to carry.
 */
export function useCarryOver(carry: () => void): void {
  const onMount = useEffectEvent(carry)
  useLayoutEffect(() => {
    onMount()
  }, [])
}
