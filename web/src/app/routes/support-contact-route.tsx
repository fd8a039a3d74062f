import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ContactForm } from '#web/features/support/contact-form.tsx'
import { usePageSubmission } from '#web/lib/server-render.ts'

/** /support/contact-us: the contact form; `?type=publishing` preselects an API publishing request. */
export function SupportContactRoute() {
  const [searchParams] = useSearchParams()
  // A request posted without JavaScript and accepted: the server renders the thanks at once.
  const submission = usePageSubmission()
  const [isSent, setIsSent] = useState(submission?.result !== undefined)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (isSent) headingRef.current?.focus()
  }, [isSent])
  const initialType =
    searchParams.get('type')?.toLowerCase() === 'publishing'
      ? 'PUBLISHING'
      : 'DEFAULT'
  return (
    <div className="grid-container page-content">
      <PageTitle
        title="Contact us"
        description="Ask the VA API Platform team for help with an API, or about publishing your API on the platform."
      />
      <h1 ref={headingRef} tabIndex={-1} className="page-heading">
        {isSent ? 'Thank you for contacting us.' : 'Contact us'}
      </h1>
      {isSent ? (
        <>
          <p className="usa-intro">
            We received your message and will reply within one business day. A
            confirmation is on its way to your inbox.
          </p>
          <Link to="/explore">Explore APIs</Link>
        </>
      ) : (
        <>
          <p className="usa-intro">
            Ask about an API, report a problem, or, for VA teams, ask to publish
            your API on the platform. We reply within one business day.
          </p>
          <p>
            Are you a Veteran looking for your benefits? This site is for
            developers: visit <a href="https://www.va.gov/">VA.gov</a> instead.
          </p>
          <ContactForm
            initialType={initialType}
            onSuccess={() => setIsSent(true)}
          />
        </>
      )}
    </div>
  )
}
