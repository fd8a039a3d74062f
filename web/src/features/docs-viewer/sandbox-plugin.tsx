import type { ComponentType } from 'react'

// Two swagger-ui wraps for specs the portal did not write (R-DOCS-NO-SANDBOX, R-DOCS-CSP).

/** Set on a served spec the sandbox gateway does not answer (server/src/modules/docs/try-it-security.ts). */
export const NO_SANDBOX_EXTENSION = 'x-portal-no-sandbox'

interface SandboxSystem {
  specSelectors: {
    specJson: () => { get: (key: string) => unknown }
  }
}

/** What shows where Try it out would be, when the gateway has no sandbox for the API. */
function NoSandboxNotice() {
  return (
    <p className="spec-viewer__no-sandbox">
      No sandbox: this API has no sandbox environment on this portal, so Try it
      out is not available here.
    </p>
  )
}

/**
 * A delimiter row of a markdown table with its alignment colons turned into dashes. remarkable
 * writes an aligned column as `style="text-align:…"` attributes, and the sanitizer's parse of
 * that HTML is an inline style the CSP (`style-src 'self'`) refuses; the table reads the same.
 */
export function withoutTableAlignment(source: string): string {
  if (!source.includes(':-') && !source.includes('-:')) return source
  return source
    .split('\n')
    .map((line) =>
      /^[\s|:-]+$/.test(line) && line.includes('|') && line.includes('-')
        ? line.replaceAll(':', '-')
        : line,
    )
    .join('\n')
}

type Props = Record<string, unknown>

/** The plugin: no Try it out button on a spec without a sandbox; markdown without inline styles. */
export const sandboxPlugin = () => ({
  wrapComponents: {
    TryItOutButton:
      (Original: ComponentType<Props>, system: SandboxSystem) =>
      (props: Props) =>
        system.specSelectors.specJson().get(NO_SANDBOX_EXTENSION) === true ? (
          <NoSandboxNotice />
        ) : (
          <Original {...props} />
        ),
    Markdown: (Original: ComponentType<Props>) => (props: Props) => (
      <Original
        {...props}
        source={
          typeof props.source === 'string'
            ? withoutTableAlignment(props.source)
            : props.source
        }
      />
    ),
  },
})
