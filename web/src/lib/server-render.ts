import { createContext, useContext } from 'react'
import { QueryClientContext } from '@tanstack/react-query'
import type { PageSubmission } from '@portal/schema/page-submission'
import { useHydrated } from './use-hydrated.ts'

/**
 * What a page rendered on the server tells the server about itself, and what the server tells the
 * page (ADR 051). In the browser there is none: `useServerRender()` is null there.
 */
export interface ServerRender {
  /** The public origin (`https://developer.va.gov`), for canonical and Open Graph addresses. */
  origin: string
  /** Sets the answer's status: a page that says "Page not found" sets 404. */
  setStatus: (status: number) => void
  /** The page's CSRF token, for the hidden field of a form posted without JavaScript. */
  csrfToken?: string | undefined
  /** The form this page answers, posted without JavaScript (R-SSR-FORM-POST). */
  submission?: PageSubmission | undefined
}

export const ServerRenderContext = createContext<ServerRender | null>(null)

/** The server render's record, or null in the browser. */
export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext)
}

// The public origin the server rendered the page with, once the browser has read it (main.tsx):
// the browser then shows the same addresses as the HTML, whatever host name it used.
let renderedOrigin: string | undefined

/** Keeps the origin the server rendered this page with (the browser's start does). */
export function keepRenderedOrigin(origin: string): void {
  renderedOrigin = origin
}

/** The origin of the page's public address, on the server as in the browser. */
export function usePageOrigin(): string {
  const server = useServerRender()
  return server ? server.origin : (renderedOrigin ?? window.location.origin)
}

/**
 * Marks the page being rendered as answering `status` (a "Page not found" page: 404), so the
 * server sends the status the page says; in the browser it does nothing.
 */
export function useAnswerStatus(status: number): void {
  const server = useServerRender()
  server?.setStatus(status)
}

/**
 * Where the page's data carries the submission it answers to the browser, so a page that hydrates
 * (a post sent before the script had run) renders what the server rendered.
 */
export const PAGE_SUBMISSION_KEY = ['page-submission'] as const

/**
 * The form submission this page answers (R-SSR-FORM-POST): the server render's, or in the browser
 * the one in the page's data while the page hydrates; none for a page the browser renders later.
 */
export function usePageSubmission(): PageSubmission | undefined {
  const server = useServerRender()
  const isHydrated = useHydrated()
  // A component shown outside the app's provider (a unit test) has no page data.
  const queryClient = useContext(QueryClientContext)
  if (server) return server.submission
  if (isHydrated) return undefined
  return queryClient?.getQueryData<PageSubmission>(PAGE_SUBMISSION_KEY)
}
