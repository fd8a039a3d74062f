/** What the scheduler runs and how it reports. */
export interface DeprecationSchedulerOptions {
  sendDue: () => Promise<number>
  /** How often it looks without being woken (a reminder's day comes without any change). */
  intervalMs: number
  onError: (error: unknown) => void
}

/**
 * The notices' scheduler (R-DEPRECATION-ONCE): it runs on every instance, woken by a change of the
 * catalogue (NOTIFY from any instance, so a published deprecation is announced at once), by the
 * test clock moving, and every `intervalMs`. One pass at a time here; a wake-up during a pass runs
 * one more after it. Instances racing each other are harmless: the notices' unique key lets only
 * the first insert of an (API, notice, address) land.
 */
export function startDeprecationScheduler(
  options: DeprecationSchedulerOptions,
) {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  const pass = async () => {
    do {
      again = false
      try {
        await options.sendDue()
      } catch (error) {
        options.onError(error)
      }
    } while (again && !stopped)
  }

  const wake = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = pass().finally(() => {
      running = null
    })
  }

  const timer = setInterval(wake, options.intervalMs)
  timer.unref()

  return {
    wake,
    /** Waits for the pass in progress, if any (tests, and the app's close). */
    idle: async () => {
      while (running) await running
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
