import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams, useSearchParams } from 'react-router'
import type { InteractionDetails } from '@portal/schema/sandbox-sign-in'
import { SIGN_IN_MESSAGES } from '@portal/schema/sandbox-sign-in-texts'
import { catalogueQueries } from '#web/catalogue/catalogue-queries.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { getJson, RequestFailedError } from '#web/lib/http.ts'
import { useSiteConfigState } from '#web/lib/site-config.ts'
import { CodeStep } from './code-step.tsx'
import { ConsentStep } from './consent-step.tsx'
import { PasswordStep } from './password-step.tsx'
import { interactionUrl, serverBaseOf } from './sign-in-urls.ts'

const TITLES = {
  password: 'Sign in as a sandbox test user',
  code: 'Enter the 6-digit code',
  consent: 'Allow access to the test user’s data?',
} as const

/**
 * /sandbox-sign-in/{uid}?server={authPath}: where a sandbox authorization server sends the
 * browser to sign in a test user and to consent (R-OAUTH-SIGN-IN).
 */
export function SandboxSignInPage() {
  const { uid = '' } = useParams()
  const [searchParams] = useSearchParams()
  const siteConfig = useSiteConfigState()
  const base = serverBaseOf(
    searchParams.get('server'),
    siteConfig.config?.sandboxBaseUrl,
  )
  const details = useQuery({
    queryKey: ['sandbox-sign-in', base, uid],
    queryFn: ({ signal }) =>
      getJson<InteractionDetails>(interactionUrl(base ?? '', uid, 'details'), {
        signal,
      }),
    enabled: base !== null,
    retry: false,
    staleTime: Infinity,
  })
  // The password step's success moves on without asking the server again.
  const [passedPassword, setPassedPassword] = useState(false)
  const step =
    details.data?.step === 'password' && passedPassword
      ? 'code'
      : details.data?.step
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (passedPassword) headingRef.current?.focus()
  }, [passedPassword])

  const isExpired =
    (!siteConfig.isLoading && base === null) ||
    (details.error instanceof RequestFailedError &&
      (details.error.status === 403 || details.error.status === 404))
  if (isExpired || details.error)
    return (
      <Frame title="Sandbox sign-in">
        <Alert type="error" heading="This sign-in cannot continue">
          <p>
            {isExpired
              ? SIGN_IN_MESSAGES.expired
              : 'The sandbox did not answer. Please try again later.'}
          </p>
        </Alert>
      </Frame>
    )
  if (!details.data || !base || !step)
    return (
      <Frame title="Sandbox sign-in">
        <LoadingIndicator label="Loading the sign-in" />
      </Frame>
    )
  const data = details.data
  return (
    <Frame title={TITLES[step]} headingRef={headingRef}>
      {step === 'consent' ? (
        <ConsentStep
          details={data}
          consentUrl={interactionUrl(base, uid, 'consent')}
          denyUrl={interactionUrl(base, uid, 'deny')}
        />
      ) : (
        <>
          <TestUsersNote apis={data.apis} />
          {step === 'password' ? (
            <PasswordStep
              loginUrl={interactionUrl(base, uid, 'login')}
              onDone={() => setPassedPassword(true)}
            />
          ) : (
            <CodeStep codeUrl={interactionUrl(base, uid, 'code')} />
          )}
        </>
      )}
    </Frame>
  )
}

interface FrameProps {
  title: string
  headingRef?: React.RefObject<HTMLHeadingElement | null>
  children: React.ReactNode
}

function Frame({ title, headingRef, children }: FrameProps) {
  return (
    <div className="grid-container page-content">
      <PageTitle
        title={title}
        description="Sign in to the sandbox as a test user and choose what an application may read."
      />
      <h1 ref={headingRef} tabIndex={-1} className="page-heading">
        {title}
      </h1>
      {children}
    </div>
  )
}

/** Says these are test users and where their credentials are: each API's test data page. */
function TestUsersNote({ apis }: { apis: string[] }) {
  const catalogue = useQuery(catalogueQueries.all())
  const links = apis.flatMap((name) => {
    const api = catalogue.data?.apis.find(
      (candidate) => candidate.name === name,
    )
    return api ? [{ name, to: `/explore/api/${api.urlSlug}/test-users` }] : []
  })
  return (
    <p className="usa-intro">
      This is the sandbox: sign in as one of the API’s test users, never with
      your own account. Their email addresses, passwords and the seeds of their
      one-time codes are on the test data page
      {links.length ? (
        <>
          {' '}
          of{' '}
          {links.map((link, index) => (
            <span key={link.to}>
              {index > 0 ? ', ' : null}
              <Link to={link.to}>{link.name}</Link>
            </span>
          ))}
        </>
      ) : (
        <>
          {' '}
          of each API (<Link to="/explore">explore the APIs</Link>)
        </>
      )}
      , linked from your sandbox signup email.
    </p>
  )
}
