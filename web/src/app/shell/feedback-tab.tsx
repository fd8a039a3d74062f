import { Link } from 'react-router'
import { useSiteConfig } from '#web/lib/site-config.ts'

/**
 * "Help improve this site": a plain link to the configured feedback page. The old portal loaded a
 * third-party survey script here; our CSP forbids third-party scripts (ADR 009).
 */
export function FeedbackTab() {
  const config = useSiteConfig()
  if (!config) return null
  const url = config.feedbackUrl
  // A landmark of its own, so the tab is not content outside every region.
  return (
    <aside className="feedback" aria-label="Feedback">
      {url.startsWith('/') ? (
        <Link className="feedback-tab" to={url}>
          Help improve this site
        </Link>
      ) : (
        <a className="feedback-tab" href={url} target="_blank" rel="noreferrer">
          Help improve this site
          <span className="usa-sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </aside>
  )
}
