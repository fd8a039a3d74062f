// The only web module with side effects (with the start-up guard it imports first): styles, the
// router and the first render.
import './app/startup-guard.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router'
import '@uswds/uswds/css/uswds.min.css'
import './app/styles.css'
import { AppRoutes, createRoutes } from './app/router.tsx'
import { createQueryClient } from './app/query-client.ts'
import {
  reportUncaughtError,
  showStartupFailure,
  unregisterServiceWorkers,
} from './app/startup.ts'
import { reportClientError, reportRequestFailures } from './lib/report-error.ts'

void unregisterServiceWorkers().catch((error: unknown) => {
  reportClientError('startup', error)
})

reportRequestFailures()

try {
  const queryClient = createQueryClient()
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  createRoot(root, {
    onUncaughtError: (error) => {
      console.error(error)
      reportUncaughtError(error)
    },
  }).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes routes={createRoutes(queryClient)} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  )
} catch (error) {
  reportClientError('startup', error)
  showStartupFailure()
}
