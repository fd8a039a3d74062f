import { Dialog } from '#web/components/ui/dialog.tsx'
import type { NetworkCheckState } from './use-va-network-check.ts'

/** Props of VaNetworkDialog. */
export interface VaNetworkDialogProps {
  state: NetworkCheckState
  isOpen: boolean
  onStart: () => void
  onClose: () => void
}

/** "Requirements for APIs" is on the VA network: this dialog checks the connection first. */
export function VaNetworkDialog({
  state,
  isOpen,
  onStart,
  onClose,
}: VaNetworkDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      heading="Requirements for APIs"
      footer={
        state === 'start' || state === 'unavailable' ? (
          <ul className="usa-button-group">
            <li className="usa-button-group__item">
              <button type="button" className="usa-button" onClick={onStart}>
                {state === 'unavailable' ? 'Try again' : 'Check my connection'}
              </button>
            </li>
            <li className="usa-button-group__item">
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={onClose}
              >
                Cancel
              </button>
            </li>
          </ul>
        ) : null
      }
    >
      <div aria-live="polite">
        {state === 'start' ? (
          <p>
            The publishing requirements are only for internal VA teams and live
            on the VA network. We will check that you are connected, then take
            you there.
          </p>
        ) : state === 'testing' ? (
          <p>Checking your connection to the VA network…</p>
        ) : state === 'connected' ? (
          <p>
            You are connected to the VA network. Taking you to the requirements…
          </p>
        ) : (
          <p>
            It looks like you&apos;re not connected to the VA network. This
            resource is for VA employees and contractors. To view it, you must
            connect to the VA network.
          </p>
        )}
      </div>
    </Dialog>
  )
}
