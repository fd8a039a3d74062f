import { useQuery } from '@tanstack/react-query'
import {
  REQUEST_LOG_BODY_BYTES,
  REQUEST_LOG_DETAIL_DAYS,
  type RequestLogCallDetail,
} from '@portal/schema/request-log'
import { getJson, RequestFailedError } from '#web/lib/http.ts'

function Headers({
  title,
  headers,
}: {
  title: string
  headers: Record<string, string>
}) {
  const entries = Object.entries(headers)
  return (
    <>
      <h3>{title}</h3>
      {entries.length === 0 ? (
        <p>None.</p>
      ) : (
        <dl className="request-log__headers">
          {entries.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  )
}

function Body({
  title,
  body,
}: {
  title: string
  body: RequestLogCallDetail['requestBody']
}) {
  return (
    <>
      <h3>{title}</h3>
      {body.text === null ? (
        <p>No body.</p>
      ) : (
        <>
          {body.truncated ? (
            <p>
              Truncated: the first {REQUEST_LOG_BODY_BYTES / 1024} KB are kept.
            </p>
          ) : null}
          {/* A long body scrolls inside its box; the keyboard reaches it to scroll. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (axe scrollable-region-focusable) */}
          <pre className="request-log__body" tabIndex={0} aria-label={title}>
            {body.text}
          </pre>
        </>
      )}
    </>
  )
}

/** Props of RequestLogDetail. */
export interface RequestLogDetailProps {
  /** The call's detail address (the list's `callUrl(id)`). */
  url: string
}

/**
 * One call's request and answer headers and bodies (R-REQLOG-DETAIL). A 404 means the detail is
 * past its 7 days (or not this app's): the row stays, its detail is gone.
 */
export function RequestLogDetail({ url }: RequestLogDetailProps) {
  const detail = useQuery({
    queryKey: ['account', 'request-log', 'call', url],
    queryFn: ({ signal }) => getJson<RequestLogCallDetail>(url, { signal }),
    retry: false,
  })
  if (detail.isPending)
    return <p role="status">Loading the call’s headers and bodies…</p>
  if (detail.error)
    return (
      <p role="alert">
        {detail.error instanceof RequestFailedError &&
        detail.error.status === 404
          ? `The headers and bodies of this call are no longer kept: they are kept for ${REQUEST_LOG_DETAIL_DAYS} days.`
          : 'The call’s headers and bodies could not be loaded. Please try again later.'}
      </p>
    )
  const call = detail.data
  return (
    <div className="request-log__detail">
      <Headers title="Request headers" headers={call.requestHeaders} />
      <Body title="Request body" body={call.requestBody} />
      <Headers title="Answer headers" headers={call.responseHeaders} />
      <Body title="Answer body" body={call.responseBody} />
    </div>
  )
}
