import { useState, type FormEvent } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import {
  REQUEST_LOG_DETAIL_DAYS,
  REQUEST_LOG_MAX_CALLS,
  type RequestLogCall,
  type RequestLogPage,
} from '@portal/schema/request-log'
import { getJson } from '#web/lib/http.ts'
import { RequestLogDetail } from './request-log-detail.tsx'
import './request-log.css'

const STATUS_OPTIONS: [string, string][] = [
  ['2xx', '2xx: succeeded'],
  ['4xx', '4xx: refused (client errors)'],
  ['5xx', '5xx: failed (server errors)'],
]

const TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
})

/** Props of RequestLog. */
export interface RequestLogProps {
  /** The app's log address, without a query: `/platform-backend/v0/account/apps/{id}/calls`. */
  callsUrl: string
  /** One call's detail address. */
  callUrl: (callId: string) => string
  /** The app's APIs for the API filter: the slug the log records and the name shown. */
  apis: readonly { slug: string; name: string }[]
}

function pageUrl(
  callsUrl: string,
  { status, api }: { status: string; api: string },
  before: string | null,
) {
  const query = new URLSearchParams()
  if (status) query.set('status', status)
  if (api) query.set('api', api)
  if (before) query.set('before', before)
  const text = query.toString()
  return text ? `${callsUrl}?${text}` : callsUrl
}

function CallRow({ call, callUrl }: { call: RequestLogCall; callUrl: string }) {
  const [isOpen, setIsOpen] = useState(false)
  const detailId = `request-log-call-${call.id}`
  return (
    <>
      <tr>
        <td>
          <time dateTime={call.at}>{TIME.format(new Date(call.at))} UTC</time>
        </td>
        <td>
          {call.credential.kind} {call.credential.prefix}…
        </td>
        <td>{call.method}</td>
        <td className="request-log__path">{call.path}</td>
        <td>{call.status}</td>
        <td>{call.latencyMs} ms</td>
        <td className="request-log__path">{call.requestId ?? '—'}</td>
        <td>
          <button
            type="button"
            className="usa-button usa-button--unstyled"
            aria-expanded={isOpen}
            aria-controls={detailId}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? 'Hide details' : 'Show details'}{' '}
            <span className="usa-sr-only">
              of {call.method} {call.path} at {TIME.format(new Date(call.at))}
            </span>
          </button>
        </td>
      </tr>
      <tr id={detailId} hidden={!isOpen}>
        <td colSpan={8}>
          {isOpen ? <RequestLogDetail url={callUrl} /> : null}
        </td>
      </tr>
    </>
  )
}

/**
 * An app's request log (R-REQLOG-LIST, R-REQLOG-FILTER): its newest sandbox calls in a table,
 * filtered by status and API through a GET form whose values live in the page's address, older
 * calls page by page, and each call's headers and bodies under its row.
 */
export function RequestLog({ callsUrl, callUrl, apis }: RequestLogProps) {
  const [params, setParams] = useSearchParams()
  const status = params.get('status') ?? ''
  const api = params.get('api') ?? ''
  const isFiltered = Boolean(status || api)
  const log = useInfiniteQuery({
    queryKey: ['account', 'request-log', callsUrl, status, api],
    queryFn: ({ pageParam, signal }) =>
      getJson<RequestLogPage>(pageUrl(callsUrl, { status, api }, pageParam), {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  })
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const next = new URLSearchParams(params)
    for (const name of ['status', 'api']) {
      const value = String(data.get(name) ?? '')
      if (value) next.set(name, value)
      else next.delete(name)
    }
    setParams(next)
  }
  const calls = log.data?.pages.flatMap((page) => page.calls) ?? []
  return (
    <section className="request-log" aria-labelledby="request-log-title">
      <h2 id="request-log-title">Request log</h2>
      <p>
        The app’s last {REQUEST_LOG_MAX_CALLS.toLocaleString('en-US')} sandbox
        calls, newest first. Headers and bodies are kept for{' '}
        {REQUEST_LOG_DETAIL_DAYS} days; credentials in them are shown as
        [redacted].
      </p>
      <form
        method="get"
        aria-label="Filter the calls"
        className="usa-form request-log__filters"
        onSubmit={apply}
      >
        <div className="usa-form-group">
          <label className="usa-label" htmlFor="status">
            Status
          </label>
          <select
            className="usa-select"
            id="status"
            name="status"
            defaultValue={status}
            key={`status-${status}`}
          >
            <option value="">Any status</option>
            {STATUS_OPTIONS.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
        <div className="usa-form-group">
          <label className="usa-label" htmlFor="api">
            API
          </label>
          <select
            className="usa-select"
            id="api"
            name="api"
            defaultValue={api}
            key={`api-${api}`}
          >
            <option value="">Any API</option>
            {apis.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="usa-button">
          Show calls
        </button>
      </form>
      {log.isPending ? <p role="status">Loading the calls…</p> : null}
      {log.error && !log.data ? (
        <p role="alert">
          The request log could not be loaded. Please try again later.
        </p>
      ) : null}
      {log.data ? (
        <>
          <p role="status">
            {calls.length === 0
              ? isFiltered
                ? 'No calls match these filters.'
                : 'No calls yet: calls to the sandbox with this app’s credentials appear here.'
              : `Showing ${calls.length} ${calls.length === 1 ? 'call' : 'calls'}.`}
          </p>
          {calls.length > 0 ? (
            <div className="usa-table-container--scrollable">
              <table className="usa-table usa-table--borderless request-log__table">
                <caption>
                  Sandbox calls of this app{isFiltered ? ' (filtered)' : ''},
                  newest first
                </caption>
                <thead>
                  <tr>
                    {[
                      'Time',
                      'Credential',
                      'Method',
                      'Path',
                      'Status',
                      'Latency',
                      'Request id',
                      'Details',
                    ].map((column) => (
                      <th scope="col" key={column}>
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {calls.map((call) => (
                    <CallRow
                      key={call.id}
                      call={call}
                      callUrl={callUrl(call.id)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {log.error ? (
            <p role="alert">
              The older calls could not be loaded. Please try again.
            </p>
          ) : null}
          {log.hasNextPage ? (
            <button
              type="button"
              className="usa-button usa-button--outline"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {log.isFetchingNextPage
                ? 'Loading older calls…'
                : 'Load older calls'}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
