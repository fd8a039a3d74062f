import { useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

const STORAGE_KEY = 'portal-scroll-positions'

function readSaved(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(
      sessionStorage.getItem(STORAGE_KEY) ?? '{}',
    )
    return new Map(
      Object.entries(saved as Record<string, number>).filter(
        ([, y]) => typeof y === 'number',
      ),
    )
  } catch {
    return new Map()
  }
}

/**
 * What React Router's ScrollRestoration did for the data router, which the declarative route table
 * does not have (ADR 021): back and forward return to where the reader was on that entry (kept
 * across a reload in session storage); a new page starts at the top. A change of the query alone
 * (the explore filters, a docs version) keeps the scroll position; a hash is left to useHashFocus.
 */
export function useScrollRestoration(): void {
  const location = useLocation()
  const navigationType = useNavigationType()
  const positions = useRef<Map<string, number> | null>(null)
  const currentKey = useRef(location.key)
  const lastPathname = useRef(location.pathname)

  useLayoutEffect(() => {
    positions.current ??= readSaved()
    const saved = positions.current
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
    const onScroll = () => saved.set(currentKey.current, window.scrollY)
    const onPageHide = () => {
      try {
        sessionStorage.setItem(
          STORAGE_KEY,
          JSON.stringify(Object.fromEntries(saved)),
        )
      } catch {
        // Storage full or blocked: back and forward still work within this page load.
      }
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('pagehide', onPageHide)
      if ('scrollRestoration' in history) history.scrollRestoration = 'auto'
    }
  }, [])

  useLayoutEffect(() => {
    currentKey.current = location.key
    const pathChanged = lastPathname.current !== location.pathname
    lastPathname.current = location.pathname
    const saved = positions.current?.get(location.key)
    if (navigationType === 'POP' && saved !== undefined)
      window.scrollTo(0, saved)
    else if (pathChanged && !location.hash) window.scrollTo(0, 0)
  }, [location.key, location.pathname, location.hash, navigationType])
}
