/** Props of LoadingIndicator. */
export interface LoadingIndicatorProps {
  label: string
}

/**
 * A spinner with its text, announced politely to screen readers. It holds a screen's height, so
 * what follows (the footer) stays below the fold until the content arrives and takes its place,
 * instead of showing and then being pushed away (R-PERF-CLS).
 */
export function LoadingIndicator({ label }: LoadingIndicatorProps) {
  return (
    <div className="loading-area">
      <div className="loading-indicator" role="status">
        <span className="loading-indicator__spinner" aria-hidden="true" />
        <span>{label}</span>
      </div>
    </div>
  )
}
