import { createElement, lazy, useState, type ComponentType } from 'react'
import type { SignupSuccessProps } from './signup-success.tsx'

// The credentials view is a chunk of its own (R-PERF-FIRST-LOAD). The form loads it while the
// signup is sent, so the page shows the success heading and the credentials in one render
// (issue 27): a view still loading when the heading changed left the heading alone a moment.
let loaded: ComponentType<SignupSuccessProps> | undefined

/** Loads the credentials view; resolves when it can render at once (never rejects). */
export function loadSignupSuccess(): Promise<void> {
  return import('./signup-success.tsx').then(
    (module) => {
      loaded = module.SignupSuccess
    },
    // SignupSuccessView loads it again and shows a failure to the error boundary.
    () => undefined,
  )
}

const LazySignupSuccess = lazy(async () => ({
  default: (await import('./signup-success.tsx')).SignupSuccess,
}))

/**
 * The credentials view: at once when loadSignupSuccess has loaded it, else through React.lazy
 * (render it under Suspense). Which one is fixed at its first render, so it never remounts.
 */
export function SignupSuccessView(props: SignupSuccessProps) {
  const [view] = useState(() => loaded ?? LazySignupSuccess)
  return createElement(view, props)
}
