import { createContext, useContext } from 'react'

/**
 * What a page rendered on the server tells the server about itself, and what the server tells the
 * page (ADR 051). In the browser there is none: `useServerRender()` is null there.
 */
export interface ServerRender {
  /** The public origin (`https://developer.va.gov`), for canonical and Open Graph addresses. */
  origin: string
  /** Sets the answer's status: a page that says "Page not found" sets 404. */
  setStatus: (status: number) => void
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
