import { DELAY_NOTICE } from '@portal/schema/content/production-access'

/** The slim notice about production access delays for benefits APIs (R-NAV-DELAY-NOTICE). */
export function DelayNotice() {
  return (
    <div className="usa-alert usa-alert--info usa-alert--slim" role="status">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{DELAY_NOTICE}</p>
      </div>
    </div>
  )
}
