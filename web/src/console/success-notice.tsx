import { useEffect, useRef, type ReactNode } from 'react'

/**
 * What a console form says once its change is done ("… is published."). It takes the focus when
 * it appears: the form that had it is gone or far below, and without this a keyboard user's next
 * Tab would start after the form, past the message and its link. Give it a `key` that changes
 * with each message, so each new one is focused.
 */
export function SuccessNotice({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <div
      ref={ref}
      className="usa-alert usa-alert--success usa-alert--slim"
      role="status"
      tabIndex={-1}
    >
      <div className="usa-alert__body">
        <p className="usa-alert__text">{children}</p>
      </div>
    </div>
  )
}
