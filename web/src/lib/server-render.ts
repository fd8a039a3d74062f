import { createContext, useContext } from 'react'
import type { PageSubmission } from '@portal/schema/page-submission'

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

/** The origin of the page's public address, on the server as in the browser. */
export function usePageOrigin(): string {
  const server = useServerRender()
  return server ? server.origin : window.location.origin
}

/**
 * Marks the page being rendered as answering `status` (a "Page not found" page: 404), so the
 * server sends the status the page says; in the browser it does nothing.
 */
export function useAnswerStatus(status: number): void {
  const server = useServerRender()
  server?.setStatus(status)
}

/** The form submission this server render answers, or undefined (always in the browser). */
export function usePageSubmission(): PageSubmission | undefined {
  return useServerRender()?.submission
}
