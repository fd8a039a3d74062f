import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { INVALID_LINK_MESSAGE } from '@portal/schema/test-data'
import { Alert } from '#web/components/ui/alert.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { MarkdownContent } from '#web/components/ui/markdown.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { TestDataTable } from '#web/features/test-data/test-data-table.tsx'
import { testDataQueries } from '#web/features/test-data/test-data-queries.ts'
import {
  clearTestDataSession,
  readTestDataSession,
  saveTestDataSession,
} from '#web/features/test-data/test-data-session.ts'
import { RequestFailedError } from '#web/lib/http.ts'
import { useSiteConfig } from '#web/lib/site-config.ts'
import { useApiArea } from './api-area-context.ts'

/** /explore/api/{urlSlug}/test-users[/{userId}/{hash}]: the API's sandbox test users. */
export function ApiTestUsersRoute() {
  const { api } = useApiArea()
  const { userId, hash } = useParams()
  const urlPair = userId && hash ? { id: userId, testUserHash: hash } : null
  const session = readTestDataSession() ?? urlPair
  const query = useQuery(testDataQueries.forApi(api.urlSlug, session))

  // The emailed link's pair becomes the session when there is none yet.
  useEffect(() => {
    if (urlPair && !readTestDataSession()) saveTestDataSession(urlPair)
  }, [urlPair?.id, urlPair?.testUserHash]) // eslint-disable-line react-hooks/exhaustive-deps -- the pair's values are the dependency
  // A refused pair is forgotten, so the page falls back to the visitor's view next time.
  const isRefused =
    query.error instanceof RequestFailedError &&
    (query.error.status === 403 ||
      query.error.errors.includes(INVALID_LINK_MESSAGE))
  useEffect(() => {
    if (isRefused) clearTestDataSession()
  }, [isRefused])

  const sandboxBase = useSiteConfig()?.sandboxBaseUrl
  const sandboxAccessPath = api.status.isOpenForSandboxSignup
    ? `/explore/api/${api.urlSlug}/sandbox-access`
    : null
  return (
    <>
      <PageTitle title={`${api.name} Test data`} />
      <h1>{api.name} Test data</h1>
      <p className="usa-intro">
        Sandbox test users for the {api.name}: use them to try the API without
        real Veteran data.
        {sandboxBase ? (
          <>
            {' '}
            The sandbox answers for them at <code>{sandboxBase}</code>.
          </>
        ) : null}
        {query.data &&
        !query.data.signedIn &&
        query.data.tables.some((table) => table.withCredentials) ? (
          <>
            {' '}
            Sign-in credentials are shown to developers who open this page from
            the link in their sandbox welcome email.
            {sandboxAccessPath ? (
              <>
                {' '}
                <Link to={sandboxAccessPath}>Get sandbox access</Link>.
              </>
            ) : null}
          </>
        ) : null}
      </p>
      {query.data?.signedIn && session ? (
        <p>
          Rotate, revoke and see the usage of your keys on{' '}
          <Link
            to={`/sandbox-credentials/${session.id}/${session.testUserHash}`}
          >
            your sandbox credentials
          </Link>
          .
        </p>
      ) : null}
      {query.isPending ? (
        <LoadingIndicator label="Validating access to test data." />
      ) : null}
      {query.error ? (
        <Alert type="error">
          There was an error requesting access to the test user data.
          {isRefused ? (
            <>
              {' '}
              Check the link in your sandbox access email, or{' '}
              {sandboxAccessPath ? (
                <Link to={sandboxAccessPath}>sign up for sandbox access</Link>
              ) : (
                'sign up for sandbox access'
              )}{' '}
              again.
            </>
          ) : null}
        </Alert>
      ) : null}
      {query.data?.fallbackContent ? (
        <MarkdownContent tree={query.data.fallbackContent} />
      ) : null}
      {query.data?.tables.map((table) => (
        <TestDataTable
          key={table.name}
          table={table}
          isSignedIn={query.data.signedIn}
          sandboxAccessPath={sandboxAccessPath}
        />
      ))}
    </>
  )
}
