import { Suspense } from 'react'
import type { SandboxSignupResponse } from '@portal/schema/sandbox-signup'
import { usePublicCatalogue } from '#web/catalogue/use-public-catalogue.ts'
import { SignupSuccessView } from '#web/features/sandbox-signup/signup-success-view.ts'
import { RestrictedAccessStatusPage } from '#web/features/restricted-access/restricted-access-status-page.tsx'

// A granted request's credentials, shown as a signup's are: the same view, with Try it out.
function GrantedCredentials({
  response,
  apiSlug,
}: {
  response: SandboxSignupResponse
  apiSlug: string
}) {
  const { catalogue } = usePublicCatalogue()
  const api = catalogue?.apis.find((each) => each.urlSlug === apiSlug)
  if (!api) return null
  return (
    <Suspense fallback={null}>
      <SignupSuccessView api={api} response={response} />
    </Suspense>
  )
}

/** /restricted-access/status/{id}/{signature}: the applicant's page, with the signup's credentials view. */
export function RestrictedAccessStatusRoute() {
  return (
    <RestrictedAccessStatusPage
      renderCredentials={(response, apiSlug) => (
        <GrantedCredentials response={response} apiSlug={apiSlug} />
      )}
    />
  )
}
