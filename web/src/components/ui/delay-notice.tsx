/** The slim notice about production access delays for benefits APIs (R-NAV-DELAY-NOTICE). */
export function DelayNotice() {
  return (
    <div className="usa-alert usa-alert--info usa-alert--slim" role="status">
      <div className="usa-alert__body">
        <p className="usa-alert__text">
          VA is experiencing long delays in approving production access for
          Veteran benefits APIs. Thank you for your patience and support.
        </p>
      </div>
    </div>
  )
}
