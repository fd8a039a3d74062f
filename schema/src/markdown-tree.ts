import { z } from 'zod'
import type { ApiEntry, Catalogue } from './catalogue.ts'

/**
 * The elements catalogue markdown may become (R-PERF-MARKDOWN-SERVER): the server lexes markdown
 * into this tree and the web makes each node the element of the same name, nothing else. Raw HTML
 * in the markdown is text in the tree, so a tag outside this list can never reach a page.
 */
export const MARKDOWN_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'input',
] as const

/** A tag of the markdown tree. */
export type MarkdownTag = (typeof MARKDOWN_TAGS)[number]

/**
 * The attributes an element may carry. `href` and `src` have passed the script-address check
 * (an unsafe `href` is empty, an unsafe `src` absent); `align` is a table cell's alignment;
 * `checked` is a task-list checkbox's state; `id` a content page heading's anchor (`input` is always a disabled checkbox).
 */
export interface MarkdownAttrs {
  /** A heading's anchor; only the portal's own content pages set it, catalogue markdown never. */
  id?: string
  href?: string
  title?: string
  src?: string
  alt?: string
  class?: string
  start?: number
  align?: 'left' | 'center' | 'right'
  checked?: boolean
}

/** An element: its tag, its attributes (or null), then its children. */
export type MarkdownElement = [
  MarkdownTag,
  MarkdownAttrs | null,
  ...MarkdownNode[],
]

/** A node of the tree: text, or an element. */
export type MarkdownNode = string | MarkdownElement

const isString = (value: unknown) => typeof value === 'string'
const ATTRIBUTE_RULES: Record<
  keyof MarkdownAttrs,
  (value: unknown) => boolean
> = {
  id: isString,
  href: isString,
  title: isString,
  src: isString,
  alt: isString,
  class: isString,
  start: Number.isSafeInteger,
  align: (value) => value === 'left' || value === 'center' || value === 'right',
  checked: (value) => typeof value === 'boolean',
}
const TAGS: ReadonlySet<unknown> = new Set(MARKDOWN_TAGS)

function isAttrs(value: unknown): boolean {
  if (value === null) return true
  if (typeof value !== 'object' || Array.isArray(value)) return false
  return Object.entries(value).every(([name, each]) => {
    const rule = Object.hasOwn(ATTRIBUTE_RULES, name)
      ? ATTRIBUTE_RULES[name as keyof MarkdownAttrs]
      : undefined
    return rule ? rule(each) : false
  })
}

function isNode(value: unknown): boolean {
  if (typeof value === 'string') return true
  if (!Array.isArray(value) || !TAGS.has(value[0]) || !isAttrs(value[1]))
    return false
  return value.slice(2).every(isNode)
}

/**
 * A node of the tree (recursive). Checked by a function rather than `z.lazy` and `z.tuple`: the
 * test-data page parses its answer with Zod, and those would add 4 kB to the Zod every form page
 * loads (measured, ADR 021).
 */
export const MarkdownNodeSchema = z.custom<MarkdownNode>(isNode, {
  message: 'Not a markdown tree node',
})

/** A rendered markdown text: its top-level nodes. */
export const MarkdownTreeSchema = z.array(MarkdownNodeSchema)

/** A rendered markdown text. */
export type MarkdownTree = MarkdownNode[]

/**
 * `GET /v0/providers/{urlSlug}/content`: an API's catalogue markdown, rendered on the server
 * (R-PERF-MARKDOWN-SERVER). The page picks the notice by the API's public status.
 */
export const ApiContentSchema = z.object({
  /** `overviewPageContent` with `{API_URL_SLUG}` replaced by the API's slug. */
  overview: MarkdownTreeSchema,
  releaseNotes: MarkdownTreeSchema,
  /** `deactivationInfo.deprecationContent`; null when empty or absent. */
  deprecationNotice: MarkdownTreeSchema.nullable(),
  /** `deactivationInfo.deactivationContent` (null when empty), or without `deactivationInfo` a sentence naming the API. */
  deactivationNotice: MarkdownTreeSchema.nullable(),
  /** One entry per `docSources` item: its `apiIntro`, or null. */
  docIntros: z.array(MarkdownTreeSchema.nullable()),
})

/** An API's rendered catalogue markdown. */
export type ApiContent = z.infer<typeof ApiContentSchema>

/** The API with this slug in a raw catalogue, if any (the content endpoint answers 404 without). */
export function findApiBySlug(
  catalogue: Catalogue,
  urlSlug: string,
): ApiEntry | undefined {
  return Object.values(catalogue)
    .flatMap((category) => category.apis)
    .find((candidate) => candidate.urlSlug === urlSlug)
}

/**
 * Which catalogue texts an API's content carries and how (R-PERF-MARKDOWN-SERVER): the overview
 * with its slug put in, the release notes, each notice and doc intro (null when empty: an empty
 * notice is no notice), the deactivation sentence for an API without `deactivationInfo`. `render`
 * is the server's markdown rendering; page tests pass a stand-in, so both follow this one rule.
 */
export function apiContentOf(
  api: ApiEntry,
  render: (markdown: string) => MarkdownTree,
): ApiContent {
  const info = api.deactivationInfo
  const orNull = (text: string | undefined) => (text ? render(text) : null)
  return {
    overview: render(
      api.overviewPageContent.replaceAll('{API_URL_SLUG}', api.urlSlug),
    ),
    releaseNotes: render(api.releaseNotes),
    deprecationNotice: orNull(info?.deprecationContent),
    deactivationNotice: orNull(
      info
        ? info.deactivationContent
        : `${api.name} is deactivated and no longer available.`,
    ),
    docIntros: api.docSources.map((source) => orNull(source.apiIntro)),
  }
}
