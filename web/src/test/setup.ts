import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from './msw-server.ts'

// findBy* waits up to 5 s: on two busy cores a lazy route and its data can take over the 1 s default.
configure({ asyncUtilTimeout: 5_000 })

// Any request without a handler fails the test: the network edge is always explicit.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())

// jsdom does not scroll; the explore filters scroll to the top on apply.
window.scrollTo = () => undefined

// jsdom has no media queries: every test runs at desktop width unless it stubs matchMedia.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList
