import './credential-care.css'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { CARE_MESSAGES } from '@portal/schema/credential-care-texts'
import { Alert } from '#web/components/ui/alert.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { AddToAccount } from '#web/account/add-to-account.tsx'
import { RequestFailedError } from '#web/lib/http.ts'
import { AuditTrail } from './audit-trail.tsx'
import { careActions, careQueries, type CareLink } from './care-queries.ts'
import { CredentialCard } from './credential-card.tsx'
import { NewLinkForm } from './new-link-form.tsx'
import { RequestError } from './request-error.tsx'

const TITLE = 'Your sandbox credentials'

function RevokeLinks({ link }: { link: CareLink }) {
  const revoke = useMutation({
    mutationFn: () =>
      careActions.revokeLinks(link) as Promise<{ message: string }>,
  })
  if (revoke.data) return <Alert type="success">{revoke.data.message}</Alert>
  return (
    <>
      <p>
        Anyone with this page’s link can manage your credentials. If you
        forwarded it by mistake, stop every link sent so far; we email you a new
        one.
      </p>
      <button
        type="button"
        className="usa-button usa-button--secondary"
        disabled={revoke.isPending}
        onClick={() => revoke.mutate()}
      >
        Revoke all links
      </button>
      <RequestError error={revoke.error} />
    </>
  )
}

/** /sandbox-credentials/{userId}/{hash}: rotate, revoke and watch your sandbox credentials (R-CARE-*). */
export function CredentialCarePage() {
  const { userId = '', hash = '' } = useParams()
  const link = { userId, hash }
  const hasLink = Boolean(userId && hash)
  const query = useQuery({ ...careQueries.overview(link), enabled: hasLink })
  const isRefused =
    query.error instanceof RequestFailedError && query.error.status === 403
  return (
    <div className="grid-container page-content credential-care">
      <PageTitle title={TITLE} />
      {/* The address carries the signed pair: no link from here may pass it on (R-CARE-HEADERS). */}
      <meta name="referrer" content="no-referrer" />
      <h1>{TITLE}</h1>
      {hasLink && query.isPending ? (
        <LoadingIndicator label="Loading your credentials" />
      ) : null}
      {isRefused ? (
        <Alert type="error">
          {CARE_MESSAGES.invalidLink} Ask for a new link below.
        </Alert>
      ) : query.error ? (
        <RequestError error={query.error} />
      ) : null}
      {query.data ? (
        <>
          <AddToAccount
            claim={{ kind: 'consumer', userId, hash }}
            what="these credentials"
          />
          <p className="usa-intro">
            Hello {query.data.firstName}. Rotate a key or secret without signing
            up again, revoke what you no longer use, and see every call the
            sandbox received with each credential. Every change is emailed to
            you.
          </p>
          {query.data.applications.map((application) => (
            <section
              key={application.id}
              className="care-application"
              aria-labelledby={`application-${application.id}`}
            >
              <h2 id={`application-${application.id}`}>
                {application.apis.map((api) => api.name).join(', ')}
              </h2>
              <p>
                Signed up {new Date(application.createdAt).toLocaleDateString()}
                .
              </p>
              {application.credentials.map((credential) => (
                <CredentialCard
                  // A rotation makes a new row the credential's id: the card (and the secret it
                  // shows once) stays, keyed by what the credential is.
                  key={credential.kind}
                  link={link}
                  application={application}
                  credential={credential}
                />
              ))}
            </section>
          ))}
          <h2>Changes</h2>
          <AuditTrail events={query.data.events} />
          <h2>This page’s link</h2>
          <RevokeLinks link={link} />
        </>
      ) : null}
      {!query.data ? <NewLinkForm /> : null}
    </div>
  )
}
