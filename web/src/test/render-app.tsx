import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { createRoutes } from '#web/app/router.tsx'
import { createQueryClient } from '#web/app/query-client.ts'

/** Renders the whole app (real routes, real query client) at a path. */
export function renderApp(path: string) {
  const queryClient = createQueryClient()
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [path],
  })
  const user = userEvent.setup()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, user }
}
