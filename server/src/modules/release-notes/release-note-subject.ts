import type { MarkdownNode } from '@portal/schema/markdown-tree'
import { markdownTree } from '../catalogue/index.ts'

/** A subject line longer than this is cut at a word (mail clients show about this much). */
const MAX_SUMMARY = 100

/** The text a reader sees of a node: images by their alt text, line breaks kept. */
function textOf(node: MarkdownNode): string {
  if (typeof node === 'string') return node
  const [tag, attrs, ...children] = node
  if (tag === 'br') return '\n'
  if (tag === 'img') return attrs?.alt ?? ''
  return children.map(textOf).join('')
}

/**
 * The note's first line as plain text, as the pages render it (links, emphasis and code shown as
 * their words): the first block's first line, spaces collapsed, a lead-in colon dropped, cut at a
 * word when long. '' when the note has no text.
 */
function firstLineOf(markdown: string): string {
  for (const block of markdownTree(markdown)) {
    const line = (
      textOf(block)
        .split('\n')
        .find((part) => part.trim()) ?? ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/:$/, '')
    if (!line) continue
    if (line.length <= MAX_SUMMARY) return line
    const cut = line.slice(0, MAX_SUMMARY)
    const space = cut.lastIndexOf(' ')
    return `${space > 0 ? cut.slice(0, space) : cut}…`
  }
  return ''
}

/**
 * A release-note email's subject (R-RELEASE-EMAIL-SUBJECT): what changed, not only the day. The
 * API's name, the published version when a publication wrote the note (unless the note's first
 * line already starts with it, as the drafted notes do), then the note's first line; the day only
 * when the note has no text.
 */
export function releaseNoteSubject(options: {
  apiName: string
  /** The label of the published version the note announces; null for an entry edit. */
  version: string | null
  heading: string
  markdown: string
}): string {
  const { apiName, version } = options
  const line = firstLineOf(options.markdown)
  if (!line) return `${apiName} release notes: ${options.heading}`
  if (version && line.startsWith(version)) return `${apiName} ${line}`
  return version ? `${apiName} ${version}: ${line}` : `${apiName}: ${line}`
}
