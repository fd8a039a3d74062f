import { useMutation } from '@tanstack/react-query'
import { formatDemoTime } from '@portal/schema/production-review-timeline'
import { statusActions, type StatusLink } from './status-queries.ts'

// Saves a file the server sent under a name, as a link with `download` would.
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = name
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  URL.revokeObjectURL(url)
}

/**
 * The demo's date in Eastern Time, its meeting link and, while it is ahead, its calendar file
 * (R-REVIEW-DEMO). A decided request keeps the date and link as its record (R-REVIEW-DEMO-KEPT).
 */
export function DemoSection({
  link,
  demo,
  isUpcoming,
}: {
  link: StatusLink
  demo: { at: string; meetingLink: string }
  isUpcoming: boolean
}) {
  const download = useMutation({
    mutationFn: () => statusActions.calendar(link),
    onSuccess: (blob) => saveFile(blob, 'demo.ics'),
  })
  return (
    <section aria-labelledby="demo-heading">
      <h2 id="demo-heading">Your demo</h2>
      <p>
        <strong>{formatDemoTime(new Date(demo.at))}</strong>
      </p>
      <p>
        Meeting link:{' '}
        <a className="usa-link" href={demo.meetingLink} rel="noreferrer">
          {demo.meetingLink}
        </a>
      </p>
      {isUpcoming ? (
        <button
          type="button"
          className="usa-button usa-button--outline"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          Download the calendar file (.ics)
        </button>
      ) : null}
      {download.error ? (
        <p className="usa-error-message" role="alert">
          The calendar file could not be downloaded. Please try again later.
        </p>
      ) : null}
    </section>
  )
}
