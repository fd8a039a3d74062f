import { Fragment, type ReactNode } from 'react'
import { Lexer, type Token, type Tokens } from 'marked'
import { Link } from 'react-router'

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

/** Props of MarkdownContent. */
export interface MarkdownContentProps {
  children: string
  /** Heading renames, e.g. `{ h3: 'h2' }` to show third-level headings as second-level. */
  components?: Partial<Record<HeadingTag, HeadingTag>>
}

const SAFE_URL = /^(?:https?:|mailto:|tel:|[/#?.]|[^:]*$)/i

/** A link or image address, or none when it could run script (javascript:, data:, …). */
function safeUrl(href: string): string {
  if (!SAFE_URL.test(href.trim())) return ''
  try {
    return encodeURI(href).replace(/%25/g, '%')
  } catch {
    return ''
  }
}

/** The text of a source fragment with its character references (`&amp;`) decoded. */
function decode(text: string): string {
  if (!text.includes('&')) return text
  // A textarea's content is never parsed as markup, so this only decodes references.
  const area = document.createElement('textarea')
  area.innerHTML = text
  return area.value
}

function inline(tokens: Token[] = []): ReactNode[] {
  return tokens.map((token, i) => {
    switch (token.type) {
      case 'strong':
        return <strong key={i}>{inline(token.tokens)}</strong>
      case 'em':
        return <em key={i}>{inline(token.tokens)}</em>
      case 'del':
        return <del key={i}>{inline(token.tokens)}</del>
      case 'codespan':
        return <code key={i}>{decode(token.text as string)}</code>
      case 'br':
        return <br key={i} />
      case 'checkbox':
        return (
          <Fragment key={i}>
            <input
              type="checkbox"
              disabled
              defaultChecked={token.checked as boolean}
            />{' '}
          </Fragment>
        )
      case 'link': {
        const { href, title } = token as Tokens.Link
        const to = safeUrl(href)
        const content = inline(token.tokens)
        // Links inside the portal navigate in the app; links elsewhere open as usual.
        return to.startsWith('/') ? (
          <Link key={i} to={to} title={title ?? undefined}>
            {content}
          </Link>
        ) : (
          <a key={i} href={to} title={title ?? undefined}>
            {content}
          </a>
        )
      }
      case 'image': {
        const { href, title, text } = token as Tokens.Image
        return (
          <img
            key={i}
            src={safeUrl(href)}
            alt={decode(text)}
            title={title ?? undefined}
          />
        )
      }
      case 'text':
        return token.tokens ? (
          <Fragment key={i}>{inline(token.tokens)}</Fragment>
        ) : (
          decode(token.text as string)
        )
      case 'escape':
        return token.text as string
      // Raw HTML is shown as the text it is, never made into elements.
      default:
        return 'text' in token ? (token.text as string) : token.raw
    }
  })
}

function blocks(
  tokens: Token[],
  rename: MarkdownContentProps['components'] = {},
  loose = true,
): ReactNode[] {
  return tokens.map((token, i) => {
    switch (token.type) {
      case 'space':
      case 'def':
        return null
      case 'paragraph':
        return <p key={i}>{inline(token.tokens)}</p>
      case 'text':
        // Text directly in a list item: a paragraph in a loose list, inline in a tight one.
        return loose ? (
          <p key={i}>{inline(token.tokens)}</p>
        ) : (
          inline(token.tokens ?? [token])
        )
      case 'heading': {
        const tag = `h${(token as Tokens.Heading).depth}` as HeadingTag
        const Heading = rename[tag] ?? tag
        return <Heading key={i}>{inline(token.tokens)}</Heading>
      }
      case 'hr':
        return <hr key={i} />
      case 'checkbox':
        return (
          <Fragment key={i}>
            <input
              type="checkbox"
              disabled
              defaultChecked={token.checked as boolean}
            />{' '}
          </Fragment>
        )
      case 'blockquote':
        return (
          <blockquote key={i}>{blocks(token.tokens ?? [], rename)}</blockquote>
        )
      case 'code': {
        const { lang, text } = token as Tokens.Code
        return (
          <pre key={i}>
            <code className={lang ? `language-${lang}` : undefined}>
              {`${text}\n`}
            </code>
          </pre>
        )
      }
      case 'list':
        return list(token as Tokens.List, rename, i)
      case 'table':
        return table(token as Tokens.Table, i)
      // Raw HTML is shown as the text it is, never made into elements.
      default:
        return 'text' in token ? (token.text as string) : token.raw
    }
  })
}

function list(
  token: Tokens.List,
  rename: MarkdownContentProps['components'],
  key: number,
) {
  const items = token.items.map((item, i) => (
    <li key={i} className={item.task ? 'task-list-item' : undefined}>
      {blocks(item.tokens, rename, token.loose)}
    </li>
  ))
  const className = token.items.some((item) => item.task)
    ? 'contains-task-list'
    : undefined
  if (!token.ordered)
    return (
      <ul key={key} className={className}>
        {items}
      </ul>
    )
  const start = Number(token.start)
  return (
    <ol key={key} className={className} start={start === 1 ? undefined : start}>
      {items}
    </ol>
  )
}

function table(token: Tokens.Table, key: number) {
  const align = (i: number) =>
    token.align[i] ? { textAlign: token.align[i] } : undefined
  return (
    <table key={key}>
      <thead>
        <tr>
          {token.header.map((cell, i) => (
            <th key={i} style={align(i)}>
              {inline(cell.tokens)}
            </th>
          ))}
        </tr>
      </thead>
      {token.rows.length ? (
        <tbody>
          {token.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i} style={align(i)}>
                  {inline(cell.tokens)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      ) : null}
    </table>
  )
}

/**
 * Markdown from the catalogue (CommonMark with GitHub's tables, strikethrough, task lists and bare
 * links), made into React elements from marked's tokens, so it is rendered safely: raw HTML in it
 * is shown as text, never run, and script addresses are dropped. marked's lexer is a third of
 * react-markdown's weight on the API pages (ADR 021, R-PERF-FIRST-LOAD).
 */
export function MarkdownContent({
  children,
  components,
}: MarkdownContentProps) {
  const tokens = Lexer.lex(children, { gfm: true })
  return (
    <div className="usa-prose markdown-content">
      {blocks(tokens, components)}
    </div>
  )
}
