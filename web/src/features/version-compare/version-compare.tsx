import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import type { VersionCompare } from '@portal/schema/version-compare'
import {
  COMPARE_GROUP_IDS,
  comparePageHref,
  operationDocsHref,
} from '@portal/schema/version-compare-texts'
import { Alert } from '#web/components/ui/alert.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { RequestFailedError } from '#web/lib/http.ts'
import { CompareForm } from './compare-form.tsx'
import { compareQueries } from './compare-queries.ts'

/** Props of VersionComparison. */
export interface VersionComparisonProps {
  urlSlug: string
  urlFragment: string
}

/** "3 changes" */
const counted = (count: number) => `${count} change${count === 1 ? '' : 's'}`

/** The groups with changes, breaking first, each change linked to its operation in the docs. */
function ChangeGroups({
  compare,
  urlSlug,
}: {
  compare: VersionCompare
  urlSlug: string
}) {
  const labelOf = (version: string) =>
    compare.versions.find((candidate) => candidate.version === version)
      ?.label ?? version
  const groups = COMPARE_GROUP_IDS.flatMap((id) => {
    const group = compare.groups.find((candidate) => candidate.id === id)
    return group && group.changes.length > 0 ? [group] : []
  })
  if (groups.length === 0)
    return <p>No change to the OpenAPI document between these versions.</p>
  return groups.map((group) => (
    <section key={group.id} aria-labelledby={`changes-${group.id}`}>
      <h3 id={`changes-${group.id}`}>
        {group.title} ({group.changes.length})
      </h3>
      <ul className="usa-list">
        {group.changes.map((change) => (
          <li key={`${change.action} ${change.path}`}>
            {change.description}
            {change.operation ? (
              <>
                {': '}
                <Link to={operationDocsHref(urlSlug, change.operation)}>
                  {change.operation.method.toUpperCase()}{' '}
                  {change.operation.path} in the{' '}
                  {labelOf(change.operation.version)} docs
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  ))
}

/**
 * The compare of two versions of an API (R-COMPARE-PAGE): the pair from `?from=&to=` (left out,
 * the latest two), the form to choose another, and the changes publishing's diff finds, breaking
 * first. A pair the server refuses shows its message and a way back to the latest two.
 */
export function VersionComparison({
  urlSlug,
  urlFragment,
}: VersionComparisonProps) {
  const [searchParams, setSearchParams] = useSearchParams()
  const pair = { from: searchParams.get('from'), to: searchParams.get('to') }
  const { data, error, isPending } = useQuery(
    compareQueries.pair(urlFragment, pair),
  )
  const resultsRef = useRef<HTMLHeadingElement>(null)
  // Empty on first render: the announcement is for a change the user made.
  const [announcement, setAnnouncement] = useState('')

  if (isPending) return <LoadingIndicator label="Comparing versions" />
  if (error || !data) {
    const messages =
      error instanceof RequestFailedError && error.errors.length > 0
        ? error.errors
        : [
            'The versions could not be compared right now. Please try again later.',
          ]
    return (
      <>
        <Alert type="error" heading="These versions cannot be compared">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
        {pair.from || pair.to ? (
          <p>
            <Link to={comparePageHref(urlSlug)}>
              Compare the latest two versions
            </Link>
          </p>
        ) : null}
      </>
    )
  }
  const total = data.groups.reduce(
    (sum, group) => sum + group.changes.length,
    0,
  )
  const breaking =
    data.groups.find((group) => group.id === 'breaking')?.changes.length ?? 0
  const twin = comparePageHref(urlSlug, {
    from: data.from.version,
    to: data.to.version,
  }).replace('/changes?', '/changes.md?')
  return (
    <>
      <CompareForm
        versions={data.versions}
        from={data.from}
        to={data.to}
        onCompare={(chosen) => {
          setSearchParams(chosen, { preventScrollReset: true })
          setAnnouncement('Showing the changes between the versions chosen.')
          resultsRef.current?.focus()
        }}
      />
      <div className="usa-sr-only" role="status">
        {announcement}
      </div>
      <h2 ref={resultsRef} tabIndex={-1} className="margin-top-4">
        {data.from.label} to {data.to.label}
      </h2>
      <p>
        {counted(total)}
        {breaking > 0
          ? `, ${breaking} of them breaking: clients written for ${data.from.label} may fail with ${data.to.label}.`
          : '.'}{' '}
        <a href={twin}>This comparison in Markdown</a>
      </p>
      <ChangeGroups compare={data} urlSlug={urlSlug} />
    </>
  )
}
