import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router'
import { expect, test, vi } from 'vitest'
import { page, preloadLandingPages } from './route-pages.tsx'

// R-PERF-LANDING: the landing page's chunks load before the first render, so it shows
// at once instead of behind a Suspense fallback React keeps for at least 300 ms.

function Area() {
  return (
    <section>
      <h1>Area</h1>
      <Suspense fallback={<p>Loading inner page</p>}>
        <Outlet />
      </Suspense>
    </section>
  )
}

function table() {
  const area = vi.fn(() => Promise.resolve({ Area }))
  const inner = vi.fn(() =>
    Promise.resolve({ Inner: () => <h2>Inner page</h2> }),
  )
  const other = vi.fn(() => Promise.resolve({ Other: () => <h2>Other</h2> }))
  const routes: RouteObject[] = [
    {
      path: '/area',
      element: page('area', area, (m) => m.Area),
      children: [
        { index: true, element: page('inner', inner, (m) => m.Inner) },
      ],
    },
    { path: '/other', element: page('other', other, (m) => m.Other) },
  ]
  return { routes, area, inner, other }
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

function renderAt(routes: RouteObject[], url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={<p>Loading page</p>}>
        <Routes routes={routes} />
      </Suspense>
    </MemoryRouter>,
  )
}

test('Preloaded, a page and the page inside it render on the first render, with no loading fallback', async () => {
  const { routes, area, inner, other } = table()
  await preloadLandingPages(routes, '/area')
  expect(area).toHaveBeenCalledOnce()
  expect(inner).toHaveBeenCalledOnce()
  expect(other).not.toHaveBeenCalled()
  renderAt(routes, '/area')
  // Synchronously: nothing suspended.
  expect(screen.getByRole('heading', { name: 'Inner page' })).toBeVisible()
  expect(screen.queryByText(/Loading/)).not.toBeInTheDocument()
})

test('A page not preloaded still loads on its first render, behind the fallback', async () => {
  const { routes } = table()
  renderAt(routes, '/other')
  expect(screen.getByText('Loading page')).toBeVisible()
  expect(await screen.findByRole('heading', { name: 'Other' })).toBeVisible()
})

test('A page whose chunk does not arrive in time renders anyway and loads as before', async () => {
  vi.useFakeTimers()
  const never = () => new Promise<{ Slow: () => null }>(() => undefined)
  const routes: RouteObject[] = [
    { path: '/slow', element: page('slow', never, (m) => m.Slow) },
  ]
  const waited = preloadLandingPages(routes, '/slow', 3000)
  await vi.advanceTimersByTimeAsync(3000)
  await expect(waited).resolves.toBeUndefined()
  vi.useRealTimers()
})

test('A failed preload does not stop the start: the page shows the failure when it renders', async () => {
  const routes: RouteObject[] = [
    {
      path: '/broken',
      element: page(
        'broken',
        () => Promise.reject<{ Broken: () => null }>(new Error('offline')),
        (m) => m.Broken,
      ),
    },
  ]
  await expect(preloadLandingPages(routes, '/broken')).resolves.toBeUndefined()
})
