import { useState } from 'react'
import { Link } from 'react-router'
import { PRODUCTION_MESSAGES } from '@portal/schema/production-request-texts'
import { ConfirmButtons, Dialog } from '#web/components/ui/dialog.tsx'
import { CheckboxField } from '#web/components/ui/form-fields.tsx'
import { useProductionRequestForm } from './form-context.tsx'

/** The dialogs of the form; one at most is open. */
export type ApplicationDialog =
  'leave' | 'notUsBased' | 'attestation' | 'privacy' | 'success' | null

/** Whether a dialog is open, and how it closes. */
interface OpenProps {
  isOpen: boolean
  onClose: () => void
}

/** "Are you sure you want to leave?" */
export function LeaveDialog({
  isOpen,
  onStay,
  onLeave,
}: {
  isOpen: boolean
  onStay: () => void
  onLeave: () => void
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onStay}
      heading="Are you sure you want to leave?"
      footer={
        <ul className="usa-button-group">
          <li className="usa-button-group__item">
            <button type="button" className="usa-button" onClick={onLeave}>
              Yes, leave
            </button>
          </li>
          <li className="usa-button-group__item">
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={onStay}
            >
              No, stay on form
            </button>
          </li>
        </ul>
      }
    >
      <p>The information you entered will not be saved.</p>
    </Dialog>
  )
}

/** Only US-based companies are granted access. */
export function NotUsBasedDialog({ isOpen, onClose }: OpenProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      heading="We can't grant production access"
      hasCloseButton
    >
      <p>
        We currently only grant access to US-based companies. You may{' '}
        <Link to="/support/contact-us">contact us</Link> if you have any
        questions.
      </p>
    </Dialog>
  )
}

/**
 * The attestation an API requires (R-PROD-ATTESTATION), asked when it is the only thing left on
 * step 1. Confirm closes it once the box is ticked (and goes on), else shows the error; Cancel
 * unticks.
 */
export function AttestationDialog({
  isOpen,
  onConfirmed,
  onCancel,
}: {
  isOpen: boolean
  onConfirmed: () => void
  onCancel: () => void
}) {
  const { register, getValue, setValue } = useProductionRequestForm()
  const [error, setError] = useState<string | undefined>()
  const close = (confirmed: boolean) => {
    setError(undefined)
    if (confirmed) onConfirmed()
    else {
      setValue('attestationChecked', false)
      onCancel()
    }
  }
  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => close(false)}
      heading="Confirm who uses your app"
      isLarge
      footer={
        <ConfirmButtons
          confirmLabel="Confirm"
          onConfirm={() => {
            if (getValue('attestationChecked') === true) close(true)
            else {
              setError(PRODUCTION_MESSAGES.attestationChecked)
              document.getElementById('attestationChecked')?.focus()
            }
          }}
          onCancel={() => close(false)}
        />
      }
    >
      <p>
        Production access to this API is only for apps whose end users are all
        one of these:
      </p>
      <ul>
        <li>a benefits claimant,</li>
        <li>an accredited individual,</li>
        <li>
          an accredited representative of a Veteran Service Organization, or
        </li>
        <li>a person authorized by the Secretary of Veterans Affairs.</li>
      </ul>
      <CheckboxField
        registration={register('attestationChecked', {
          onChange: () => setError(undefined),
        })}
        label="I attest that every user of my app is one of the above."
        error={error}
      />
    </Dialog>
  )
}

/** The Privacy Act Statement of the government form notice. */
export function PrivacyActDialog({ isOpen, onClose }: OpenProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      heading="Privacy Act Statement"
      isLarge
      hasCloseButton
    >
      <p>
        VA asks for this information under 38 U.S.C. 501 to decide whether to
        give your application production access to its APIs and to contact you
        about it. Giving it is voluntary, but without it we cannot review your
        application.
      </p>
      <p>
        We use it only to review and manage your access, and may share it as the
        Privacy Act allows (5 U.S.C. 552a), for example with contractors who run
        the API platform. We never sell it. You can ask us to delete it; we do
        so within 45 days.
      </p>
    </Dialog>
  )
}

/** "Thanks for submitting": the request is stored and a confirmation email is on its way. */
export function SuccessDialog({
  isOpen,
  email,
  onClose,
}: {
  isOpen: boolean
  email: string
  onClose: () => void
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      heading="Thanks for submitting"
      hasCloseButton
    >
      <p>
        We received your application for production access. A confirmation email
        is on its way to {email || 'your primary contact'} and your status
        update addresses.
      </p>
      <p>
        We review applications in the order they arrive and will contact you
        about the next steps, which may include a demo of your app.
      </p>
    </Dialog>
  )
}
