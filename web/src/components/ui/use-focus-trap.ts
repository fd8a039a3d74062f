import { useEffect, useRef, type RefObject } from 'react'
import type { Options } from 'focus-trap'

/**
 * Keeps keyboard focus inside `containerRef` while `isActive` (a dialog, the small-screen menu):
 * Tab cycles within it, Escape and outside clicks do what the options say, and focus goes back on
 * release. focus-trap is imported when a trap is first needed, so no page's first load carries it
 * (R-PERF-FIRST-LOAD); it arrives in milliseconds, before a user can press Tab.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  isActive: boolean,
  options: Options,
): void {
  // The latest callbacks, without re-creating the trap on every render.
  const optionsRef = useRef(options)
  useEffect(() => {
    optionsRef.current = options
  })
  useEffect(() => {
    if (!isActive) return
    let isCancelled = false
    let deactivate: (() => void) | undefined
    import('focus-trap').then(
      ({ createFocusTrap }) => {
        const container = containerRef.current
        if (isCancelled || !container) return
        const trap = createFocusTrap(container, optionsRef.current)
        trap.activate()
        deactivate = () => trap.deactivate()
      },
      () => {
        // Without the trap the dialog still works; the chunk error is not worth a broken page.
      },
    )
    return () => {
      isCancelled = true
      deactivate?.()
    }
  }, [isActive, containerRef])
}
