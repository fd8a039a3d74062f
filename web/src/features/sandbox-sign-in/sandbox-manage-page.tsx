import { useRef, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import type { GivenGrant } from '@portal/schema/sandbox-sign-in'
import { Alert } from '#web/components/ui/alert.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { deleteResource, getJson } from '#web/lib/http.ts'
import { useSiteConfigState } from '#web/lib/site-config.ts'
import { grantsUrl, serverBaseOf } from './sign-in-urls.ts'

interface GrantList {
  signedIn: boolean
  grants: GivenGrant[]
}

const dateOf = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })

/**
 * /sandbox-sign-in/manage?server={authPath}: the grants the signed-in test user gave at one
 * sandbox authorization server, each with Revoke (R-OAUTH-SIGN-IN-MANAGE).
 */
export function SandboxManagePage() {
  const [searchParams] = useSearchParams()
  const siteConfig = useSiteConfigState()
  const base = serverBaseOf(
    searchParams.get('server'),
    siteConfig.config?.sandboxBaseUrl,
  )
  const queryKey = ['sandbox-grants', base]
  const queryClient = useQueryClient()
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      getJson<GrantList>(grantsUrl(base ?? ''), { signal }),
    enabled: base !== null,
    retry: false,
  })
  const [status, setStatus] = useState('')
  const statusRef = useRef<HTMLDivElement>(null)
  const revoke = useMutation({
    mutationFn: (grant: GivenGrant) =>
      deleteResource(grantsUrl(base ?? '', grant.id)),
    onSuccess: async (_, grant) => {
      await queryClient.invalidateQueries({ queryKey })
      setStatus(`Access for ${grant.clientId} was revoked.`)
      // The row and its button are gone: focus goes to the message that says so.
      statusRef.current?.focus()
    },
  })

  const isBadLink = !siteConfig.isLoading && base === null
  return (
    <div className="grid-container page-content">
      <PageTitle
        title="Sandbox access you gave"
        description="See which applications a sandbox test user allowed, and revoke their access."
      />
      <h1 className="page-heading">Sandbox access you gave</h1>
      <div role="status" ref={statusRef} tabIndex={-1}>
        {status ? (
          // The alert's look without a role of its own: the region around it is the status.
          <div className="usa-alert usa-alert--success usa-alert--slim">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{status}</p>
            </div>
          </div>
        ) : null}
      </div>
      {revoke.error ? <SubmitError error={revoke.error} /> : null}
      {isBadLink ? (
        <Alert type="error">
          This link does not name a sandbox authorization server.
        </Alert>
      ) : list.error ? (
        <Alert type="error">
          The sandbox did not answer. Please try again later.
        </Alert>
      ) : !list.data ? (
        <LoadingIndicator label="Loading the access you gave" />
      ) : !list.data.signedIn ? (
        <Alert type="info">
          You are not signed in to this sandbox authorization server as a test
          user. Sign in through an application first; the access you give then
          shows here.
        </Alert>
      ) : list.data.grants.length === 0 ? (
        <p>The test user has not given any application access.</p>
      ) : (
        <table className="usa-table usa-table--stacked">
          <caption className="usa-sr-only">Applications with access</caption>
          <thead>
            <tr>
              <th scope="col">Application (client ID)</th>
              <th scope="col">Scopes</th>
              <th scope="col">Given on</th>
              <th scope="col">Expires</th>
              <th scope="col">
                <span className="usa-sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.grants.map((grant) => (
              <tr key={grant.id}>
                <th scope="row" data-label="Application (client ID)">
                  <code>{grant.clientId}</code>
                </th>
                <td data-label="Scopes">
                  {grant.scopes.map((scope) => (
                    <code key={scope} className="display-block">
                      {scope}
                    </code>
                  ))}
                </td>
                <td data-label="Given on">{dateOf(grant.createdAt)}</td>
                <td data-label="Expires">
                  {grant.expiresAt ? dateOf(grant.expiresAt) : 'Never'}
                </td>
                <td>
                  <button
                    type="button"
                    className="usa-button usa-button--secondary"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(grant)}
                  >
                    Revoke
                    <span className="usa-sr-only"> {grant.clientId}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
