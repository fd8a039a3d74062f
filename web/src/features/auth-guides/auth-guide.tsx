import { Fragment, type ReactNode } from 'react'
import type { AuthGuide } from '@portal/schema/content/auth-guides'
import { CodeBlock } from '#web/components/ui/code-block.tsx'
import { MarkdownNodes } from '#web/components/ui/markdown.tsx'

/** Props of AuthGuideContent. */
export interface AuthGuideContentProps {
  guide: AuthGuide
  /** The in-browser helper, composed by the route (features never import features). */
  tryIt?: ReactNode
}

/**
 * An OAuth guide's body from its shared source (R-DOCS-MARKDOWN-GUIDES): the prose as markdown
 * nodes, each code sample with its copy button, and the helper where the guide places it. The
 * server writes the page's markdown twin from the same guide.
 */
export function AuthGuideContent({ guide, tryIt }: AuthGuideContentProps) {
  return (
    <div className="usa-prose auth-guide">
      {guide.blocks.map((block, i) => {
        if (Array.isArray(block))
          return <MarkdownNodes key={i} nodes={[block]} />
        if ('slot' in block) return <Fragment key={i}>{tryIt}</Fragment>
        return <CodeBlock key={i} code={block.code} label={block.label} />
      })}
    </div>
  )
}
