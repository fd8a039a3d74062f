import { useEffect, useState } from 'react'

/**
 * Whether the first element matching `selector` is at least partly in the viewport, updated as
 * the page scrolls (IntersectionObserver). False where the browser has no observer.
 */
export function useIsOnScreen(selector: string): boolean {
  const [isOnScreen, setIsOnScreen] = useState(false)
  useEffect(() => {
    const element = document.querySelector(selector)
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      setIsOnScreen(entries.some((entry) => entry.isIntersecting))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [selector])
  return isOnScreen
}
