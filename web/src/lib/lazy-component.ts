import { createElement, lazy, type ComponentType } from 'react'

// The lazy components whose chunk failed, each with what gives it a fresh start.
const failed = new Set<() => void>()

/**
 * A component whose code is a lazy chunk, as React.lazy, except after a failure: React.lazy keeps
 * a rejected load and throws it on every later render, so a page or dialog whose chunk failed once
 * stayed broken until a reload. Once an error boundary has shown the failure
 * (renewFailedLazyComponents), this one starts over with a fresh React.lazy, so the next mount (the
 * page visited again, the dialog opened again) loads the chunk again, from a fresh address
 * (fresh-import.ts, R-WEB-CHUNK-RETRY). Not before: a render React retries at once would request
 * the chunk again and again while the network is down.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const create = () =>
    lazy(async () => {
      try {
        return { default: await load() }
      } catch (error) {
        failed.add(renew)
        throw error
      }
    })
  let current = create()
  const renew = () => {
    current = create()
  }
  return function LazyComponent(props: P) {
    return createElement(current, props)
  }
}

/** Called by an error boundary that has caught an error: failed lazy components load again when next mounted. */
export function renewFailedLazyComponents(): void {
  for (const renew of failed) renew()
  failed.clear()
}
