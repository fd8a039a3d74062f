import { reportClientError } from '#web/lib/report-error.ts'

// Until the shell has rendered once, any failure means the portal did not start.
let started = false

/** Called when the shell has rendered: from then on failures are render errors, not start-ups. */
export function markStarted(): void {
  started = true
  // Browser tests wait for it before they press anything a server-rendered page shows (ADR 051).
  document.documentElement.dataset.started = 'true'
}

/**
 * Reports a failure that no error boundary caught: a failed start-up before the shell rendered,
 * a render error after (R-REPORT-KINDS).
 */
export function reportUncaughtError(error: unknown): void {
  reportClientError(started ? 'render' : 'startup', error)
}

/**
 * Reports script errors and unhandled rejections raised before the shell has rendered: a module
 * that throws while loading, a first render that fails. Returns the function that stops listening.
 */
export function watchStartupErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (!started) reportClientError('startup', event.error ?? event.message)
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!started) reportClientError('startup', event.reason)
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}

/** What a visitor sees when the portal could not start: plain DOM, since React may be the cause. */
export function showStartupFailure(doc: Document = document): void {
  const container = doc.getElementById('root') ?? doc.body
  const message = doc.createElement('p')
  message.setAttribute('role', 'alert')
  message.textContent =
    'The VA API Platform could not start. Please reload the page or try again later.'
  container.replaceChildren(message)
}

/**
 * An earlier version of the portal registered a service worker; it must not serve stale pages, so
 * every registration of this origin is removed at start-up (R-WEB-SERVICE-WORKER).
 */
export async function unregisterServiceWorkers(
  container:
    | Pick<ServiceWorkerContainer, 'getRegistrations'>
    | undefined = navigator.serviceWorker,
): Promise<number> {
  if (!container) return 0
  const registrations = await container.getRegistrations()
  const results = await Promise.all(
    registrations.map((registration) => registration.unregister()),
  )
  return results.filter(Boolean).length
}
