import { useHydrated } from '#web/lib/use-hydrated.ts'
import { StartAfterPaint } from './start-after-paint.tsx'

/** Props of LoadingIndicator. */
export interface LoadingIndicatorProps {
  label: string
}

/**
 * A spinner with its text, announced politely to screen readers. It holds a screen's height, so
 * what follows (the footer) stays below the fold until the content arrives and takes its place,
 * instead of showing and then being pushed away (R-PERF-CLS). In a server-rendered page it says
 * the page waits for the app (the docs viewer, a signed link's page reading its token): the app
 * starts once the page has painted, not on the reader's first gesture (ADR 062).
 */
export function LoadingIndicator({ label }: LoadingIndicatorProps) {
  const hydrated = useHydrated()
  return (
    <div className="loading-area">
      {hydrated ? null : <StartAfterPaint />}
      <div className="loading-indicator" role="status">
        <span className="loading-indicator__spinner" aria-hidden="true" />
        <span>{label}</span>
      </div>
    </div>
  )
}
