import { PageTitle } from '#web/components/ui/page-title.tsx'
import { AuthorizationCodeGuide } from '#web/features/auth-guides/authorization-code-guide.tsx'
import { ClientCredentialsGuide } from '#web/features/auth-guides/client-credentials-guide.tsx'
import {
  clientCredentialsFacts,
  exampleLaunch,
} from '#web/features/auth-guides/guide-facts.ts'
import { CcgTryIt } from '#web/features/ccg-helper/ccg-try-it.tsx'
import type { ApiEntry } from '@portal/schema/catalogue'
import { useSandboxBaseUrl } from '#web/lib/site-config.ts'
import { useApiArea } from './api-area-context.ts'

const GRANTS = {
  acg: {
    type: 'AuthorizationCodeGrant',
    title: 'Authorization Code Grant',
    Guide: AuthorizationCodeGuide,
  },
  ccg: {
    type: 'ClientCredentialsGrant',
    title: 'Client Credentials Grant',
    Guide: ClientCredentialsGuideWithHelper,
  },
} as const

// R-OAUTH-CCG-HELPER-GUIDE: the guide with the in-browser helper, set up from the same facts.
function ClientCredentialsGuideWithHelper({ api }: { api: ApiEntry }) {
  const facts = clientCredentialsFacts(api, useSandboxBaseUrl())
  return (
    <ClientCredentialsGuide
      api={api}
      tryIt={
        <CcgTryIt
          tokenUrl={facts.tokenUrl}
          scopes={facts.scopes}
          launchExample={
            facts.usesLaunch ? exampleLaunch(facts.launchKind).json : null
          }
        />
      }
    />
  )
}

/** Props of ApiAuthGuideRoute. */
interface ApiAuthGuideRouteProps {
  grant: keyof typeof GRANTS
}

/** /explore/api/{urlSlug}/authorization-code and /client-credentials: valid only for the API's grants. */
function ApiAuthGuideRoute({ grant }: ApiAuthGuideRouteProps) {
  const { api } = useApiArea()
  const { type, title, Guide } = GRANTS[grant]
  if (!api.oAuthTypes?.includes(type)) {
    return (
      <>
        <PageTitle title={title} />
        <h1>API does not include this auth type</h1>
        <p className="usa-intro">
          The {api.name} does not use the {title}.
        </p>
      </>
    )
  }
  return (
    <>
      <PageTitle title={`${api.name} ${title}`} />
      <h1>{title}</h1>
      <p className="usa-intro">{api.name}</p>
      <Guide api={api} />
    </>
  )
}

/** The Authorization Code Grant guide page. */
export function AuthorizationCodeRoute() {
  return <ApiAuthGuideRoute grant="acg" />
}

/** The Client Credentials Grant guide page. */
export function ClientCredentialsRoute() {
  return <ApiAuthGuideRoute grant="ccg" />
}
