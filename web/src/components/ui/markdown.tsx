import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type {
  MarkdownNode,
  MarkdownTag,
  MarkdownTree,
} from '@portal/schema/markdown-tree'

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

/** Props of MarkdownContent. */
export interface MarkdownContentProps {
  /** Catalogue markdown as the server rendered it (`GET …/providers/{urlSlug}/content`). */
  tree: MarkdownTree
  /** Heading renames, e.g. `{ h3: 'h2' }` to show third-level headings as second-level. */
  components?: Partial<Record<HeadingTag, HeadingTag>>
}

type Rename = NonNullable<MarkdownContentProps['components']>

// Elements with no attribute of their own: the tag is the whole rule.
const PLAIN: ReadonlySet<MarkdownTag> = new Set([
  'p',
  'strong',
  'em',
  'del',
  'pre',
  'br',
  'hr',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
])
// Elements whose only attribute is a class (a code block's language, a task list's marker).
const CLASSED: ReadonlySet<MarkdownTag> = new Set(['code', 'ul', 'li'])
const HEADINGS: ReadonlySet<MarkdownTag> = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
])

function nodes(tree: MarkdownNode[], rename: Rename): ReactNode[] {
  return tree.map((node, i) => toElement(node, i, rename))
}

// Each tag of the schema's list maps to one element with the attributes it may have; anything
// else (a tree from an unexpected answer) is dropped rather than rendered.
function toElement(node: MarkdownNode, key: number, rename: Rename): ReactNode {
  if (typeof node === 'string') return node
  const [tag, attrs, ...rest] = node
  const children = rest.length ? nodes(rest, rename) : undefined
  if (PLAIN.has(tag)) {
    const Tag = tag as 'p'
    return <Tag key={key}>{children}</Tag>
  }
  if (CLASSED.has(tag)) {
    const Tag = tag as 'ul'
    return (
      <Tag key={key} className={attrs?.class}>
        {children}
      </Tag>
    )
  }
  if (HEADINGS.has(tag)) {
    const Heading = rename[tag as HeadingTag] ?? (tag as HeadingTag)
    return (
      <Heading key={key} id={attrs?.id}>
        {children}
      </Heading>
    )
  }
  switch (tag) {
    case 'ol':
      return (
        <ol key={key} className={attrs?.class} start={attrs?.start}>
          {children}
        </ol>
      )
    case 'th':
    case 'td': {
      const Cell = tag
      const style = attrs?.align ? { textAlign: attrs.align } : undefined
      return (
        <Cell key={key} style={style}>
          {children}
        </Cell>
      )
    }
    case 'input':
      return (
        <input
          key={key}
          type="checkbox"
          disabled
          defaultChecked={attrs?.checked}
        />
      )
    case 'img':
      return (
        <img key={key} src={attrs?.src} alt={attrs?.alt} title={attrs?.title} />
      )
    case 'a': {
      // The server has dropped script addresses; portal links navigate in the app.
      const href = attrs?.href ?? ''
      return href.startsWith('/') ? (
        <Link key={key} to={href} title={attrs?.title}>
          {children}
        </Link>
      ) : (
        <a key={key} href={href} title={attrs?.title}>
          {children}
        </a>
      )
    }
    default:
      return null
  }
}

/**
 * Inline markdown nodes (a paragraph's text, links and marks) without the prose wrapper, for
 * text from the shared content pages inside the page's own elements (R-DOCS-MARKDOWN-PAGES).
 */
export function MarkdownNodes({ nodes: inline }: { nodes: MarkdownNode[] }) {
  return <>{nodes(inline, {})}</>
}

/**
 * Catalogue markdown, lexed on the server into a tree of safe elements (R-PERF-MARKDOWN-SERVER),
 * made into React elements here: raw HTML in it arrives as text and script addresses are
 * already dropped, and no page's first load carries a markdown parser (ADR 021,
 * R-PERF-FIRST-LOAD).
 */
export function MarkdownContent({
  tree,
  components = {},
}: MarkdownContentProps) {
  return (
    <div className="usa-prose markdown-content">{nodes(tree, components)}</div>
  )
}
