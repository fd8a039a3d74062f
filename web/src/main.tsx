// The only web module with side effects: styles, the router and the first render.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createBrowserRouter } from 'react-router'
import '@uswds/uswds/css/uswds.min.css'
import './app/styles.css'
import { routes } from './app/router.tsx'
import { createQueryClient } from './app/query-client.ts'

// An earlier version of the portal registered a service worker; it must not serve stale pages.
void navigator.serviceWorker?.getRegistrations().then((registrations) => {
  for (const registration of registrations) void registration.unregister()
})

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </QueryClientProvider>
  </StrictMode>,
)
