/** Props of FormFooter. */
export interface FormFooterProps {
  submitLabel: string
  /** The submit button's label while the form is sending; without it the label stays. */
  pendingLabel?: string
  isPending: boolean
  /** Shows a Back button first. */
  onBack?: () => void
  /** Shows a Cancel button after Back. */
  onCancel?: () => void
}

/**
 * The buttons that end every form: Back and Cancel when the form has them, then submit, which is
 * disabled while the form is sending.
 */
export function FormFooter({
  submitLabel,
  pendingLabel,
  isPending,
  onBack,
  onCancel,
}: FormFooterProps) {
  return (
    <div className="form-footer">
      {onBack ? (
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={onBack}
        >
          Back
        </button>
      ) : null}
      {onCancel ? (
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          onClick={onCancel}
        >
          Cancel
        </button>
      ) : null}
      <button type="submit" className="usa-button" disabled={isPending}>
        {isPending && pendingLabel ? pendingLabel : submitLabel}
      </button>
    </div>
  )
}
