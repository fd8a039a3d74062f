import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { useIsOnScreen } from './use-is-on-screen.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

test('Follows whether the element is in the viewport, and stops watching on unmount', () => {
  const footer = document.createElement('footer')
  footer.className = 'site-footer'
  document.body.append(footer)
  let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined
  const observe = vi.fn()
  const disconnect = vi.fn()
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof report) {
        report = callback
      }
      observe = observe
      disconnect = disconnect
    },
  )
  const { result, unmount } = renderHook(() => useIsOnScreen('.site-footer'))
  expect(result.current).toBe(false)
  expect(observe).toHaveBeenCalledWith(footer)
  act(() => report([{ isIntersecting: true }]))
  expect(result.current).toBe(true)
  act(() => report([{ isIntersecting: false }]))
  expect(result.current).toBe(false)
  unmount()
  expect(disconnect).toHaveBeenCalled()
})

test('Without IntersectionObserver it says false', () => {
  vi.stubGlobal('IntersectionObserver', undefined)
  document.body.innerHTML = '<footer class="site-footer"></footer>'
  const { result } = renderHook(() => useIsOnScreen('.site-footer'))
  expect(result.current).toBe(false)
})
