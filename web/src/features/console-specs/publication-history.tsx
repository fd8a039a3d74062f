import type { ApiSpecs } from '@portal/schema/spec-publishing'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'

/** Props of PublicationHistory. */
export interface PublicationHistoryProps {
  publications: ApiSpecs['publications']
  onRollBack: () => void
  isRollingBack: boolean
  error: Error | null
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })

/** The API's publications, newest first, and the one-step rollback of the latest. */
export function PublicationHistory({
  publications,
  onRollBack,
  isRollingBack,
  error,
}: PublicationHistoryProps) {
  const latest = publications.find(
    (publication) => publication.rolledBackAt === null,
  )
  return (
    <section aria-labelledby="publications-heading">
      <h2 id="publications-heading">Publications</h2>
      {publications.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <table className="usa-table usa-table--stacked console-table">
          <caption className="usa-sr-only">Publications, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Breaking</th>
              <th scope="col">Published</th>
              <th scope="col">By</th>
              <th scope="col">Rolled back</th>
            </tr>
          </thead>
          <tbody>
            {publications.map((publication) => (
              <tr key={publication.id}>
                <th scope="row" data-label="Version">
                  {publication.label} ({publication.version})
                </th>
                <td data-label="Breaking">
                  {publication.breaking ? 'Yes' : 'No'}
                </td>
                <td data-label="Published">{when(publication.publishedAt)}</td>
                <td data-label="By">
                  {publication.publishedBy ?? 'The seed data'}
                </td>
                <td data-label="Rolled back">
                  {publication.rolledBackAt
                    ? when(publication.rolledBackAt)
                    : 'No'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error ? (
        <ConsoleRequestError
          error={error}
          what="The publication was not rolled back."
        />
      ) : null}
      {latest ? (
        <>
          <p className="usa-hint" id="rollback-hint">
            A rolled-back publication’s release note stays; a short dated note
            saying it was rolled back is added to the release notes and their
            feeds, and emailed to the API’s subscribers.
          </p>
          <button
            type="button"
            className="usa-button usa-button--secondary"
            onClick={onRollBack}
            disabled={isRollingBack}
            aria-describedby="rollback-hint"
          >
            {isRollingBack
              ? 'Rolling back...'
              : `Roll back ${latest.label} (${when(latest.publishedAt)})`}
          </button>
        </>
      ) : null}
    </section>
  )
}
