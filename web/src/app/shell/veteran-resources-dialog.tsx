import { Dialog } from '#web/components/ui/dialog.tsx'

/** Props of VeteranResourcesDialog. */
export interface VeteranResourcesDialogProps {
  isOpen: boolean
  onClose: () => void
}

/** The Veteran resources dialog's content; loaded the first time it opens (VeteranResources). */
export function VeteranResourcesDialog({
  isOpen,
  onClose,
}: VeteranResourcesDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      heading="Veteran resources"
      hasCloseButton
    >
      <p>
        This site is for software developers who build apps with VA data. You
        cannot apply for or manage benefits here.
      </p>
      <p>If you are a Veteran or a family member, these can help:</p>
      <ul>
        <li>
          <a href="https://www.va.gov/">VA.gov</a>: apply for and manage
          benefits, health care and records.
        </li>
        <li>
          <a href="https://www.va.gov/find-locations/">Find a VA location</a>{' '}
          near you.
        </li>
        <li>
          Call MyVA411 at <a href="tel:+18006982411">800-698-2411</a>, any day
          and any time.
        </li>
        <li>
          In crisis? Call the Veterans Crisis Line: <a href="tel:988">988</a>,
          then press 1.
        </li>
      </ul>
    </Dialog>
  )
}
