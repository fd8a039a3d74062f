import type {
  MarkdownAttrs,
  MarkdownNode,
  MarkdownTree,
} from '@portal/schema/markdown-tree'
import { escapeHtml } from '../../escape-html.ts'
import { markdownTree } from '../catalogue/index.ts'

// Feeds and emails carry HTML, not React: this writes the same safe tree the release-notes page
// renders (catalogue/markdown-tree.ts: raw HTML is text, script addresses are dropped) as an HTML
// string, every text and attribute escaped, so no markup a publisher typed can reach a reader.

const VOID = new Set(['br', 'hr', 'img', 'input'])

/** A link or image address made absolute against `origin` (feed readers and mail have no base). */
function absolute(address: string, origin: string): string {
  if (!address) return ''
  try {
    const url = new URL(address, `${origin}/`)
    // The tree's check let only these through; anything else stays out.
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)
      ? url.toString()
      : ''
  } catch {
    return ''
  }
}

function attributes(
  tag: string,
  attrs: MarkdownAttrs | null,
  origin: string,
): string {
  const out: [string, string][] = []
  if (attrs?.href !== undefined)
    out.push(['href', absolute(attrs.href, origin)])
  if (attrs?.src !== undefined) {
    const src = absolute(attrs.src, origin)
    if (src) out.push(['src', src])
  }
  if (attrs?.alt !== undefined) out.push(['alt', attrs.alt])
  if (attrs?.title !== undefined) out.push(['title', attrs.title])
  if (attrs?.class !== undefined) out.push(['class', attrs.class])
  if (attrs?.start !== undefined) out.push(['start', String(attrs.start)])
  if (attrs?.align !== undefined)
    out.push(['style', `text-align: ${attrs.align}`])
  if (tag === 'input') {
    out.push(['type', 'checkbox'], ['disabled', 'disabled'])
    if (attrs?.checked) out.push(['checked', 'checked'])
  }
  return out.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('')
}

function nodeHtml(node: MarkdownNode, origin: string): string {
  if (typeof node === 'string') return escapeHtml(node)
  const [tag, attrs, ...children] = node
  const open = `<${tag}${attributes(tag, attrs, origin)}>`
  if (VOID.has(tag)) return open
  return `${open}${children.map((child) => nodeHtml(child, origin)).join('')}</${tag}>`
}

/** A rendered markdown tree as HTML, links absolute under `origin`. */
function markdownTreeHtml(tree: MarkdownTree, origin: string): string {
  return tree.map((node) => nodeHtml(node, origin)).join('')
}

/** Markdown as the pages render it, as safe HTML with absolute links. */
export function markdownHtml(markdown: string, origin: string): string {
  return markdownTreeHtml(markdownTree(markdown), origin)
}
