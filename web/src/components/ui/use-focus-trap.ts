import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import type { Options } from 'focus-trap'

/** Options of useFocusTrap: focus-trap's own, with Escape handled by the hook. */
export type FocusTrapOptions = Omit<Options, 'escapeDeactivates'> & {
  /** Called for Escape while the trap is the newest one open. */
  onEscape: () => void
}

// The traps open now, oldest first: Escape belongs to the newest, as focus-trap's own stack has it
// (a dialog opened from the small-screen menu closes first).
const openTraps: object[] = []

/**
 * Keeps keyboard focus inside `containerRef` while `isActive` (a dialog, the small-screen menu):
 * Tab cycles within it, Escape calls `onEscape`, outside clicks do what the options say, and focus
 * goes back on release. focus-trap is imported when a trap is first needed, so no page's first
 * load carries it (R-PERF-FIRST-LOAD).
 *
 * Escape does not wait for that import: the hook listens for it from the render that shows the
 * container (a layout effect runs before the browser paints it), so a key pressed before focus
 * has moved inside still closes it (issue 27: under load, 1 try in 6 did nothing).
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  isActive: boolean,
  options: FocusTrapOptions,
): void {
  // The latest callbacks, without re-creating the trap on every render.
  const optionsRef = useRef(options)
  useEffect(() => {
    optionsRef.current = options
  })
  useLayoutEffect(() => {
    if (!isActive) return
    const trap = {}
    openTraps.push(trap)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' && event.key !== 'Esc') return
      if (openTraps.at(-1) !== trap) return
      optionsRef.current.onEscape()
    }
    // Capture, on the document: wherever focus is, even outside the container.
    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      openTraps.splice(openTraps.indexOf(trap), 1)
    }
  }, [isActive])
  useEffect(() => {
    if (!isActive) return
    let isCancelled = false
    let deactivate: (() => void) | undefined
    import('focus-trap').then(
      ({ createFocusTrap }) => {
        const container = containerRef.current
        if (isCancelled || !container) return
        const { onEscape: _onEscape, ...trapOptions } = optionsRef.current
        const trap = createFocusTrap(container, {
          ...trapOptions,
          escapeDeactivates: false,
        })
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
