/** USWDS step indicator: the steps with the current one marked (and announced). */
export function StepIndicator({
  steps,
  current,
}: {
  steps: readonly string[]
  current: number
}) {
  return (
    // A named group: a plain div may not carry aria-label (axe), and under 640px USWDS hides
    // the labels, so the group's name and the step heading below carry the progress.
    <div
      role="group"
      className="usa-step-indicator usa-step-indicator--counters-sm"
      aria-label="Progress"
    >
      <ol className="usa-step-indicator__segments">
        {steps.map((label, index) => {
          const number = index + 1
          const state =
            number < current
              ? ' usa-step-indicator__segment--complete'
              : number === current
                ? ' usa-step-indicator__segment--current'
                : ''
          return (
            <li
              key={label}
              className={`usa-step-indicator__segment${state}`}
              aria-current={number === current ? 'step' : undefined}
            >
              <span className="usa-step-indicator__segment-label">
                {label}
                {number < current ? (
                  <span className="usa-sr-only"> completed</span>
                ) : null}
                {number > current ? (
                  <span className="usa-sr-only"> not completed</span>
                ) : null}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
