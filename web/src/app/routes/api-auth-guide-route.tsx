import { PageTitle } from '#web/components/ui/page-title.tsx'
import { AuthGuideContent } from '#web/features/auth-guides/auth-guide.tsx'
import { CcgTryIt } from '#web/features/ccg-helper/ccg-try-it.tsx'
import {
  clientCredentialsFacts,
  exampleLaunch,
} from '@portal/schema/content/auth-guide-facts'
import {
  AUTH_GUIDES,
  authGuideOf,
  type AuthGuidePath,
} from '@portal/schema/content/auth-guides'
import { useSandboxBaseUrl } from '#web/lib/site-config.ts'
import { usePageOrigin } from '#web/lib/server-render.ts'
import { useApiArea } from './api-area-context.ts'

/** Props of ApiAuthGuideRoute. */
interface ApiAuthGuideRouteProps {
  grant: AuthGuidePath
}

/**
 * /explore/api/{urlSlug}/authorization-code and /client-credentials: valid only for the API's
 * grants. The guide's text is shared with its markdown twin (R-DOCS-MARKDOWN-GUIDES).
 */
function ApiAuthGuideRoute({ grant }: ApiAuthGuideRouteProps) {
  const { api } = useApiArea()
  const sandboxBaseUrl = useSandboxBaseUrl()
  const origin = usePageOrigin()
  const { title } = AUTH_GUIDES[grant]
  const guide = authGuideOf(api, grant, {
    sandboxBaseUrl,
    origin,
  })
  if (!guide) {
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
  // R-OAUTH-CCG-HELPER-GUIDE: the client credentials guide with the in-browser helper, set up
  // from the same facts.
  const facts =
    grant === 'client-credentials'
      ? clientCredentialsFacts(api, sandboxBaseUrl)
      : null
  return (
    <>
      <PageTitle title={`${api.name} ${title}`} />
      <h1>{guide.title}</h1>
      <p className="usa-intro">{guide.intro}</p>
      <AuthGuideContent
        guide={guide}
        tryIt={
          facts ? (
            <CcgTryIt
              tokenUrl={facts.tokenUrl}
              scopes={facts.scopes}
              launchExample={
                facts.usesLaunch ? exampleLaunch(facts.launchKind).json : null
              }
            />
          ) : null
        }
      />
    </>
  )
}

/** The Authorization Code Grant guide page. */
export function AuthorizationCodeRoute() {
  return <ApiAuthGuideRoute grant="authorization-code" />
}

/** The Client Credentials Grant guide page. */
export function ClientCredentialsRoute() {
  return <ApiAuthGuideRoute grant="client-credentials" />
}
