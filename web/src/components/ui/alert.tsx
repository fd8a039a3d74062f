import type { ReactNode } from 'react'

/** Props of Alert. */
export interface AlertProps {
  type: 'error' | 'warning' | 'info' | 'success'
  heading?: string
  children: ReactNode
}

/** A USWDS alert; errors use role="alert" so they are announced at once. */
export function Alert({ type, heading, children }: AlertProps) {
  return (
    <div
      className={`usa-alert usa-alert--${type}`}
      role={type === 'error' ? 'alert' : 'status'}
    >
      <div className="usa-alert__body">
        {heading ? <h2 className="usa-alert__heading">{heading}</h2> : null}
        <div className="usa-alert__text">{children}</div>
      </div>
    </div>
  )
}
