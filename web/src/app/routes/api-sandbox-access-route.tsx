import { Suspense, useEffect, useRef, useState } from 'react'
import type { SandboxSignupResponse } from '@portal/schema/sandbox-signup'
import { Alert } from '#web/components/ui/alert.tsx'
import { DelayNotice } from '#web/components/ui/delay-notice.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { RestrictedAccessForm } from '#web/features/restricted-access/restricted-access-form.tsx'
import { SandboxSignupForm } from '#web/features/sandbox-signup/sandbox-signup-form.tsx'
import { sandboxSignupState } from '#web/features/sandbox-signup/signup-options.ts'
import { SignupSuccessView } from '#web/features/sandbox-signup/signup-success-view.ts'
import { usePageSubmission } from '#web/lib/server-render.ts'
import { useApiArea } from './api-area-context.ts'
import { publicKeyTools } from './public-key-tools.tsx'

// The spec's delay notice shows on the sandbox-access pages of these benefits APIs.
const DELAYED_APIS = new Set([
  'benefits-claims',
  'benefits-intake',
  'benefits-reference-data',
])

/** /explore/api/{urlSlug}/sandbox-access: the signup form, then the credentials. */
export function ApiSandboxAccessRoute() {
  const { api } = useApiArea()
  // A signup posted without JavaScript and accepted: the server renders the credentials at once,
  // in its answer to that post only (private, no-store).
  const submission = usePageSubmission()
  const [response, setResponse] = useState<SandboxSignupResponse | null>(
    () => (submission?.result as SandboxSignupResponse | undefined) ?? null,
  )
  const headingRef = useRef<HTMLHeadingElement>(null)
  // After success the page changes under the user: move focus to the new heading.
  useEffect(() => {
    if (response) headingRef.current?.focus()
  }, [response])
  const state = sandboxSignupState(api)
  return (
    <>
      <PageTitle
        title={`${api.name} Sandbox access`}
        description={`Get sandbox credentials for the ${api.name} at once, with test data to try it.`}
      />
      <h1 ref={headingRef} tabIndex={-1} className="page-heading">
        {response ? 'Success, happy developing!' : `${api.name} Sandbox access`}
      </h1>
      {DELAYED_APIS.has(api.urlSlug) ? <DelayNotice /> : null}
      {response ? (
        <Suspense fallback={null}>
          <SignupSuccessView api={api} response={response} />
        </Suspense>
      ) : state === 'blocked' ? (
        <>
          <Alert type="info">
            API does not allow sandbox signups via the public portal
          </Alert>
          {/* R-RESTRICTED-ASK: the way in is a request a reviewer answers. */}
          <RestrictedAccessForm api={api} publicKeyTools={publicKeyTools} />
        </>
      ) : state === 'invalid' ? (
        <Alert type="error">
          There is an error with this Sandbox Access Form. Please contact
          support for additional assistance.
        </Alert>
      ) : (
        <>
          <p className="usa-intro">
            Get sandbox credentials for the {api.name} right away: fill in the
            form and they appear on this page.
          </p>
          <SandboxSignupForm
            api={api}
            onSuccess={setResponse}
            publicKeyTools={publicKeyTools}
          />
        </>
      )}
    </>
  )
}
