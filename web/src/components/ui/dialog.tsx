import { useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useFocusTrap } from './use-focus-trap.ts'

/** Props of Dialog. */
export interface DialogProps {
  isOpen: boolean
  /** Called for Escape, the close button and a click on the overlay. */
  onClose: () => void
  heading: ReactNode
  children: ReactNode
  /** Buttons under the content (USWDS modal footer). */
  footer?: ReactNode
  /** A footer with one "Close" button, for dialogs that only inform. */
  hasCloseButton?: boolean
  isLarge?: boolean
}

/**
 * A modal dialog in USWDS markup. Unlike trussworks' ref-driven Modal it is controlled by the
 * page's state, because our dialogs also open from code (a form answer, a failed probe) and the page
 * must know when one closes. A focus trap (`useFocusTrap`, trussworks' own focus-trap) keeps focus
 * inside, closes on Escape from the moment the dialog shows and gives focus back to whatever
 * opened it.
 */
export function Dialog({
  isOpen,
  onClose,
  heading,
  children,
  footer,
  hasCloseButton = false,
  isLarge = false,
}: DialogProps) {
  const id = useId()
  const windowRef = useRef<HTMLDivElement>(null)
  useFocusTrap(windowRef, isOpen, {
    initialFocus: () => document.getElementById(`${id}-heading`) ?? false,
    // Escape and a click on the overlay ask the page to close the dialog; the trap ends (and
    // focus goes back) when the dialog unmounts, so onClose runs once either way. Escape works
    // from the moment the dialog shows, before focus has moved into it (useFocusTrap).
    onEscape: onClose,
    clickOutsideDeactivates: () => {
      onClose()
      return false
    },
    returnFocusOnDeactivate: true,
    fallbackFocus: () =>
      document.getElementById(`${id}-window`) ?? document.body,
  })
  if (!isOpen) return null
  const buttons =
    footer ??
    (hasCloseButton ? (
      <button type="button" className="usa-button" onClick={onClose}>
        Close
      </button>
    ) : null)
  return createPortal(
    <div
      className="usa-modal-wrapper is-visible"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-body`}
    >
      <div className="usa-modal-overlay">
        <div
          ref={windowRef}
          id={`${id}-window`}
          className={isLarge ? 'usa-modal usa-modal--lg' : 'usa-modal'}
          tabIndex={-1}
        >
          <div className="usa-modal__content">
            <div className="usa-modal__main">
              <h2
                className="usa-modal__heading"
                id={`${id}-heading`}
                tabIndex={-1}
              >
                {heading}
              </h2>
              <div className="usa-prose" id={`${id}-body`}>
                {children}
              </div>
              {buttons ? (
                <div className="usa-modal__footer">{buttons}</div>
              ) : null}
            </div>
            <button
              type="button"
              className="usa-button usa-modal__close"
              aria-label="Close this window"
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  )
}

/** Props of ConfirmButtons. */
export interface ConfirmButtonsProps {
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  /** The confirming button in the secondary style (a step that cannot be undone). */
  isSecondary?: boolean
  isDisabled?: boolean
}

/** A dialog's footer that asks to confirm: the confirming button, then Cancel. */
export function ConfirmButtons({
  confirmLabel,
  onConfirm,
  onCancel,
  isSecondary = false,
  isDisabled = false,
}: ConfirmButtonsProps) {
  return (
    <ul className="usa-button-group">
      <li className="usa-button-group__item">
        <button
          type="button"
          className={
            isSecondary ? 'usa-button usa-button--secondary' : 'usa-button'
          }
          disabled={isDisabled}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </li>
      <li className="usa-button-group__item">
        <button
          type="button"
          className="usa-button usa-button--unstyled padding-105 text-center"
          onClick={onCancel}
        >
          Cancel
        </button>
      </li>
    </ul>
  )
}
