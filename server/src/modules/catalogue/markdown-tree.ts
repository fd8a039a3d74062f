import { decodeHTML } from 'entities'
import { Lexer, type Token, type Tokens } from 'marked'
import type {
  MarkdownAttrs,
  MarkdownElement,
  MarkdownNode,
  MarkdownTag,
  MarkdownTree,
} from '@portal/schema/markdown-tree'

// The rules below were the web's (web/src/components/ui/markdown.tsx, before markdown moved to the
// server: ADR 021); the seeded catalogue renders to the same HTML as then
// (markdown-tree.test.ts over markdown-cases.json), so change them only with that fixture.

const SAFE_URL = /^(?:https?:|mailto:|tel:|[/#?.]|[^:]*$)/i

/** A link or image address, or '' when it could run script (javascript:, data:, …). */
function safeUrl(href: string): string {
  if (!SAFE_URL.test(href.trim())) return ''
  try {
    return encodeURI(href).replace(/%25/g, '%')
  } catch {
    return ''
  }
}

/**
 * The text of a source fragment with its character references (`&amp;`) decoded as a browser
 * decodes a textarea's content, which is what the web did: HTML's text rules (legacy references
 * without `;` included), and the parser's NUL replacement.
 */
function decode(text: string): string {
  if (!text.includes('&')) return text
  return decodeHTML(text).replaceAll('\0', '\uFFFD')
}

/** Nodes with the empty texts dropped and neighbouring texts joined (a smaller tree). */
function compact(nodes: MarkdownNode[]): MarkdownNode[] {
  const out: MarkdownNode[] = []
  for (const node of nodes) {
    if (node === '') continue
    const last = out.length - 1
    if (typeof node === 'string' && typeof out[last] === 'string')
      out[last] += node
    else out.push(node)
  }
  return out
}

function element(
  tag: MarkdownTag,
  attrs: MarkdownAttrs | null,
  children: MarkdownNode[] = [],
): MarkdownElement {
  return [tag, attrs, ...compact(children)]
}

// Attributes without their undefined entries, or null when none is left (the JSON stays small).
function attrs(values: MarkdownAttrs): MarkdownAttrs | null {
  const defined = Object.entries(values).filter(([, v]) => v !== undefined)
  return defined.length ? (Object.fromEntries(defined) as MarkdownAttrs) : null
}

// A task-list checkbox and the space after it.
function checkbox(token: Tokens.Checkbox): MarkdownNode[] {
  const checked = token.checked ? true : undefined
  return [element('input', attrs({ checked })), ' ']
}

// Raw HTML (and any token without a rule) is its text, never an element.
function asText(token: Token): string {
  return 'text' in token ? String(token.text ?? '') : token.raw
}

function inlineToken(token: Token): MarkdownNode[] {
  switch (token.type) {
    case 'strong':
    case 'em':
    case 'del':
      return [element(token.type, null, inline(token.tokens))]
    case 'codespan':
      return [element('code', null, [decode(String(token.text))])]
    case 'br':
      return [element('br', null)]
    case 'checkbox':
      return checkbox(token as Tokens.Checkbox)
    case 'link': {
      const { href, title } = token as Tokens.Link
      const linkAttrs = attrs({
        href: safeUrl(href),
        title: title ?? undefined,
      })
      return [element('a', linkAttrs, inline(token.tokens))]
    }
    case 'image': {
      const { href, title, text } = token as Tokens.Image
      const imageAttrs = attrs({
        src: safeUrl(href) || undefined,
        alt: decode(text),
        title: title ?? undefined,
      })
      return [element('img', imageAttrs)]
    }
    case 'text':
      return token.tokens ? inline(token.tokens) : [decode(String(token.text))]
    case 'escape':
      return [String(token.text)]
    default:
      return [asText(token)]
  }
}

function inline(tokens: Token[] = []): MarkdownNode[] {
  return compact(tokens.flatMap(inlineToken))
}

function blockToken(token: Token, loose: boolean): MarkdownNode[] {
  switch (token.type) {
    case 'space':
    case 'def':
      return []
    case 'paragraph':
      return [element('p', null, inline(token.tokens))]
    case 'text':
      // Text directly in a list item: a paragraph in a loose list, inline in a tight one.
      return loose
        ? [element('p', null, inline(token.tokens))]
        : inline(token.tokens ?? [token])
    case 'heading': {
      const tag = `h${(token as Tokens.Heading).depth}` as MarkdownTag
      return [element(tag, null, inline(token.tokens))]
    }
    case 'hr':
      return [element('hr', null)]
    case 'checkbox':
      return checkbox(token as Tokens.Checkbox)
    case 'blockquote':
      return [element('blockquote', null, blocks(token.tokens ?? []))]
    case 'code': {
      const { lang, text } = token as Tokens.Code
      const codeAttrs = attrs({ class: lang ? `language-${lang}` : undefined })
      return [element('pre', null, [element('code', codeAttrs, [`${text}\n`])])]
    }
    case 'list':
      return [list(token as Tokens.List)]
    case 'table':
      return [table(token as Tokens.Table)]
    default:
      return [asText(token)]
  }
}

function blocks(tokens: Token[], loose = true): MarkdownNode[] {
  return compact(tokens.flatMap((token) => blockToken(token, loose)))
}

function list(token: Tokens.List): MarkdownElement {
  const items = token.items.map((item) =>
    element(
      'li',
      attrs({ class: item.task ? 'task-list-item' : undefined }),
      blocks(item.tokens, token.loose),
    ),
  )
  const className = token.items.some((item) => item.task)
    ? 'contains-task-list'
    : undefined
  if (!token.ordered) return element('ul', attrs({ class: className }), items)
  const start = Number(token.start)
  const start1 = start === 1 ? undefined : start
  return element('ol', attrs({ class: className, start: start1 }), items)
}

function table(token: Tokens.Table): MarkdownElement {
  const cells = (tag: 'th' | 'td', row: Tokens.TableCell[]) =>
    element(
      'tr',
      null,
      row.map((cell, i) =>
        element(
          tag,
          attrs({ align: token.align[i] ?? undefined }),
          inline(cell.tokens),
        ),
      ),
    )
  const head = element('thead', null, [cells('th', token.header)])
  if (!token.rows.length) return element('table', null, [head])
  const body = element(
    'tbody',
    null,
    token.rows.map((row) => cells('td', row)),
  )
  return element('table', null, [head, body])
}

/**
 * Catalogue markdown (CommonMark with GitHub's tables, strikethrough, task lists and bare links)
 * as a tree of safe elements (R-PERF-MARKDOWN-SERVER): raw HTML in it is text, script addresses
 * are dropped, character references are decoded. The web only maps the tree to elements, so no
 * page loads a markdown parser.
 */
export function markdownTree(markdown: string): MarkdownTree {
  return blocks(Lexer.lex(markdown, { gfm: true }))
}
