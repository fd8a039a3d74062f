import type { FormPostResult } from '#web/lib/http-form-post.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { CodeBlock } from '#web/components/ui/code-block.tsx'

/** Props of TokenResponse. */
export interface TokenResponseProps {
  /** The token endpoint's answer, or null when it could not be reached. */
  result: FormPostResult | null
}

/** Message when the token endpoint does not answer at all. */
export const TOKEN_UNREACHABLE_MESSAGE =
  'The token endpoint could not be reached. Check your connection and try again.'

const textOf = (body: unknown, member: string): string | null => {
  if (typeof body !== 'object' || body === null) return null
  const value = (body as Record<string, unknown>)[member]
  return typeof value === 'string' ? value : null
}

/** R-OAUTH-CCG-HELPER-TOKEN: the token response, or the RFC 6749 error, as sent. */
export function TokenResponse({ result }: TokenResponseProps) {
  if (!result) return <Alert type="error">{TOKEN_UNREACHABLE_MESSAGE}</Alert>
  const isSuccess =
    result.status === 200 && textOf(result.body, 'access_token') !== null
  const error = textOf(result.body, 'error')
  const description = textOf(result.body, 'error_description')
  return (
    <>
      {isSuccess ? (
        <Alert type="success">
          Token received. Call the API with{' '}
          <code>Authorization: Bearer {'{access_token}'}</code> until it
          expires.
        </Alert>
      ) : (
        <Alert type="error">
          The token endpoint refused the request (HTTP {result.status})
          {error ? (
            <>
              : <code>{error}</code>
              {description ? ` — ${description}` : ''}
            </>
          ) : null}
          . A new request needs a new assertion: build it again.
        </Alert>
      )}
      <CodeBlock
        code={
          result.body === null
            ? '(no JSON body)'
            : JSON.stringify(result.body, null, 2)
        }
        label="sandbox token response"
      />
    </>
  )
}
