import type {
  MarkdownAttrs,
  MarkdownElement,
  MarkdownNode,
  MarkdownTree,
} from '../markdown-tree.ts'

// The public content pages' prose, in one place (R-DOCS-MARKDOWN-PAGES): the web renders each
// page's body with the markdown renderer the API pages use, and the server serves the same data
// as the page's markdown twin (`<path>.md`). The body is a markdown tree rather than a markdown
// string because the web carries no markdown parser (ADR 021); the twin is written from the tree.

/** A step of a process list: its heading and its paragraph (inline nodes). */
export interface ProcessStep {
  heading: string
  text: MarkdownNode[]
}

/** A card of a card group: its heading, its paragraph and its one link. */
export interface ContentCard {
  heading: string
  body: string
  to: string
  action: string
}

/** Cards as markdown: each a second-level section with its paragraph and link. */
export function cardsMarkdown(cards: ContentCard[]): string {
  return cards
    .map(
      (card) =>
        `## ${card.heading}\n\n${card.body}\n\n[${card.action}](${card.to})`,
    )
    .join('\n\n')
}

/** A public content page: its address, title, intro line, body and process steps. */
export interface ContentPage {
  /** The page's path, e.g. `/terms-of-service`; its twin is at `${path}.md`. */
  path: string
  /** The h1 and the document title. */
  title: string
  /** The meta description, and the page's line in /llms.txt. */
  description: string
  /** A notice shown between the h1 and the intro (an info alert). */
  notice?: string
  /** The intro paragraph under the h1 (shown larger). */
  intro?: string
  body: MarkdownTree
  /** A numbered process shown after the body, its headings at this level. */
  steps?: { level: 'h2' | 'h3'; items: ProcessStep[] }
}

const element =
  (tag: MarkdownElement[0]) =>
  (...children: MarkdownNode[]): MarkdownElement => [tag, null, ...children]

export const p = element('p')
/** A second-level heading with an anchor (pages link to `…#id`). */
export const h2 = (id: string, text: string): MarkdownElement => [
  'h2',
  { id },
  text,
]
export const h3 = element('h3')
export const strong = element('strong')
export const code = element('code')
export const ul = element('ul')
export const li = element('li')
export const a = (
  href: string,
  ...children: MarkdownNode[]
): MarkdownElement => ['a', { href } satisfies MarkdownAttrs, ...children]

const childrenOf = ([, , ...children]: MarkdownElement): MarkdownNode[] =>
  children

/** Inline nodes (a paragraph's content) as markdown. */
export function inline(nodes: MarkdownNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node
      const [tag, attrs, ...children] = node
      const text = inline(children)
      switch (tag) {
        case 'strong':
          return `**${text}**`
        case 'em':
          return `_${text}_`
        case 'code':
          return `\`${text}\``
        case 'a':
          return `[${text}](${attrs?.href ?? ''})`
        case 'br':
          return '  \n'
        default:
          return text
      }
    })
    .join('')
}

function block(node: MarkdownNode): string {
  if (typeof node === 'string') return node
  const [tag, attrs, ...children] = node
  switch (tag) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return `${'#'.repeat(Number(tag.slice(1)))} ${inline(children)}`
    case 'ul':
    case 'ol':
      return children
        .map((item, i) => {
          const marker = tag === 'ul' ? '-' : `${(attrs?.start ?? 1) + i}.`
          const content =
            typeof item === 'string' ? item : inline(childrenOf(item))
          return `${marker} ${content}`
        })
        .join('\n')
    default:
      return inline(children)
  }
}

/** A markdown tree as markdown text: headings, paragraphs, lists and inline marks. */
export function markdownOfTree(tree: MarkdownTree): string {
  return tree.map(block).join('\n\n')
}

/** Process steps as a numbered list: each step's heading in bold, its paragraph indented. */
function stepsMarkdown(steps: ProcessStep[]): string {
  return steps
    .map(
      (step, i) => `${i + 1}. **${step.heading}**\n\n   ${inline(step.text)}`,
    )
    .join('\n\n')
}

/** A content page's markdown twin: the h1, the notice, the intro, the body, then the steps. */
export function contentPageMarkdown(page: ContentPage): string {
  return [
    `# ${page.title}`,
    ...(page.notice ? [`> ${page.notice}`] : []),
    ...(page.intro ? [page.intro] : []),
    ...(page.body.length > 0 ? [markdownOfTree(page.body)] : []),
    ...(page.steps ? [stepsMarkdown(page.steps.items)] : []),
    '',
  ].join('\n\n')
}
