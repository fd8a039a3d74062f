import { useCallback, useEffect, useRef, useState } from 'react'
import { isReachable } from '#web/lib/http.ts'

/** The spec's wait before saying the VA network is not reachable (R-PUBLISHING-NETWORK-CHECK). */
const NETWORK_FAILURE_DELAY_MS = 1500

/** The check's states: start, testing, then connected or unavailable. */
export type NetworkCheckState =
  'start' | 'testing' | 'connected' | 'unavailable'

/**
 * Probes a URL reachable only inside the VA network (a no-cors GET: the answer is opaque, but
 * it only resolves when the host is reachable). Connected sends the browser to the redirect URL;
 * a failure shows "unavailable" no sooner than 1.5 s after the start.
 */
export function useVaNetworkCheck(probeUrl: string, redirectUrl: string) {
  const [state, setState] = useState<NetworkCheckState>('start')
  const timers = useRef<number[]>([])
  const controller = useRef<AbortController | null>(null)

  const reset = useCallback(() => {
    controller.current?.abort()
    for (const timer of timers.current) window.clearTimeout(timer)
    timers.current = []
    setState('start')
  }, [])
  useEffect(() => reset, [reset])

  const start = useCallback(() => {
    reset()
    setState('testing')
    const started = Date.now()
    const abort = new AbortController()
    controller.current = abort
    void isReachable(probeUrl, abort.signal).then((reachable) => {
      if (abort.signal.aborted) return
      if (reachable) {
        setState('connected')
        window.location.assign(redirectUrl)
        return
      }
      const wait = Math.max(
        0,
        NETWORK_FAILURE_DELAY_MS - (Date.now() - started),
      )
      timers.current.push(
        window.setTimeout(() => setState('unavailable'), wait),
      )
    })
  }, [probeUrl, redirectUrl, reset])

  return { state, start, reset }
}
