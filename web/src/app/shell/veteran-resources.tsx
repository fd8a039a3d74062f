import { useState, type ComponentType } from 'react'
import { reportClientError } from '#web/lib/report-error.ts'
import type { VeteranResourcesDialogProps } from './veteran-resources-dialog.tsx'

/**
 * Veterans sometimes arrive here looking for their benefits; this dialog tells them this site is
 * for developers and points them to where they can get help. The dialog (with the modal and its
 * focus trap) is a chunk loaded on the first press: every page shows the button, few open it
 * (ADR 021, R-PERF-SHELL). A chunk that fails to load leaves the dialog closed, reported.
 */
export function VeteranResources() {
  const [isOpen, setIsOpen] = useState(false)
  const [ResourcesDialog, setResourcesDialog] =
    useState<ComponentType<VeteranResourcesDialogProps>>()
  const open = () => {
    setIsOpen(true)
    if (ResourcesDialog) return
    import('./veteran-resources-dialog.tsx').then(
      (module) => setResourcesDialog(() => module.VeteranResourcesDialog),
      (error: unknown) => {
        setIsOpen(false)
        reportClientError('chunk', error)
      },
    )
  }
  return (
    <>
      <button
        type="button"
        className="usa-button usa-button--unstyled site-footer__veterans"
        onClick={open}
      >
        Looking for Veteran resources?
      </button>
      {ResourcesDialog ? (
        <ResourcesDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />
      ) : null}
    </>
  )
}
