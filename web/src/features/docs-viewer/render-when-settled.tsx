import { useDeferredValue, useEffect, useState, type ReactNode } from 'react'

// swagger-ui renders through react-redux, whose store updates React renders synchronously, in one
// task. After the spec arrives, swagger-ui resolves its security schemes (a 35 ms debounce, then
// one more store update): rendered at once, the operations would render twice, each time in one
// long task (about 200 ms at 4× CPU slowdown on the Facilities spec). So they wait for that update
// (or at most a second) and then render as a deferred value, which React renders in slices it can
// interrupt (R-PERF-LIGHTHOUSE, ADR 021).
const SETTLE_AT_MOST_MS = 1000

interface RenderWhenSettledProps {
  /** True once swagger-ui's store has had its last update of the spec's loading. */
  settled: boolean
  fallback: ReactNode
  children: ReactNode
}

/** Shows `fallback` until `settled` (or a second), then renders `children` in slices. */
export function RenderWhenSettled({
  settled,
  fallback,
  children,
}: RenderWhenSettledProps) {
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), SETTLE_AT_MOST_MS)
    return () => clearTimeout(timer)
  }, [])
  const ready = useDeferredValue(settled || timedOut, false)
  return ready ? children : fallback
}
