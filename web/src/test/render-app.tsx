import { QueryClientProvider } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router'
import { AppRoutes, createRoutes } from '#web/app/router.tsx'
import { createQueryClient } from '#web/app/query-client.ts'

/** Options of renderApp. */
export interface RenderAppOptions {
  /** Pages added under the layout, after the app's own (e.g. one that throws). */
  extraPages?: RouteObject[]
}

/**
 * Renders the whole app (real routes, real query client) at a path. `router` lets a test read the
 * current location and navigate, as a user following a link would.
 */
export function renderApp(
  path: string,
  { extraPages = [] }: RenderAppOptions = {},
) {
  const queryClient = createQueryClient()
  const routes = createRoutes(queryClient)
  routes[0]?.children?.unshift(...extraPages)
  let location: Location | undefined
  let navigate: NavigateFunction | undefined
  function Spy() {
    location = useLocation()
    navigate = useNavigate()
    return null
  }
  const router = {
    get state() {
      if (!location) throw new Error('The app has not rendered')
      return { location }
    },
    async navigate(to: string) {
      await act(async () => {
        await navigate?.(to)
      })
    },
  }
  const user = userEvent.setup()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Spy />
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { ...view, queryClient, router, user }
}
