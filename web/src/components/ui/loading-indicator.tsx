/** Props of LoadingIndicator. */
export interface LoadingIndicatorProps {
  label: string
}

/** A spinner with its text, announced politely to screen readers. */
export function LoadingIndicator({ label }: LoadingIndicatorProps) {
  return (
    <div className="loading-indicator" role="status">
      <span className="loading-indicator__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
