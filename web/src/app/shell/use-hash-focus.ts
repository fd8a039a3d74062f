import { useEffect } from 'react'
import { useLocation } from 'react-router'

const WAIT_MS = 3000

/**
 * When the address has a hash, smoothly scrolls to the element it names and moves focus there,
 * so keyboard and screen-reader users land where the link pointed. Pages render lazily, so the
 * element is looked for on each frame for a few seconds.
 */
export function useHashFocus(): void {
  const { hash, pathname, key } = useLocation()
  useEffect(() => {
    if (!hash || hash.length < 2) return
    const id = decodeURIComponent(hash.slice(1))
    const started = performance.now()
    let frame = 0
    const tryFocus = () => {
      const target = document.getElementById(id)
      if (target) {
        if (!target.hasAttribute('tabindex'))
          target.setAttribute('tabindex', '-1')
        const reduceMotion = window.matchMedia(
          '(prefers-reduced-motion: reduce)',
        ).matches
        target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' })
        target.focus({ preventScroll: true })
        return
      }
      if (performance.now() - started < WAIT_MS)
        frame = requestAnimationFrame(tryFocus)
    }
    frame = requestAnimationFrame(tryFocus)
    return () => cancelAnimationFrame(frame)
  }, [hash, pathname, key])
}
