import Markdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { Link } from 'react-router'

/** Props of MarkdownContent. */
export interface MarkdownContentProps {
  children: string
  /** Element overrides, e.g. `{ h3: 'h2' }` to show third-level headings as second-level. */
  components?: Components
}

// Links inside the portal navigate in the app; links elsewhere open as usual.
const LINKS: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href}>{children}</a>
    ),
}

/** Markdown from the catalogue, rendered safely: raw HTML in it is shown as text, never run. */
export function MarkdownContent({
  children,
  components,
}: MarkdownContentProps) {
  return (
    <div className="usa-prose markdown-content">
      <Markdown
        remarkPlugins={[remarkGfm]}
        components={{ ...LINKS, ...components }}
      >
        {children}
      </Markdown>
    </div>
  )
}
