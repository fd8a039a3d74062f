import { z } from 'zod'

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
 * `checked` is a task-list checkbox's state (`input` is always a disabled checkbox).
 */
export const MarkdownAttrsSchema = z.strictObject({
  href: z.string().optional(),
  title: z.string().optional(),
  src: z.string().optional(),
  alt: z.string().optional(),
  class: z.string().optional(),
  start: z.number().int().optional(),
  align: z.enum(['left', 'center', 'right']).optional(),
  checked: z.boolean().optional(),
})

/** The attributes of a tree element. */
export type MarkdownAttrs = z.infer<typeof MarkdownAttrsSchema>

/** An element: its tag, its attributes (or null), then its children. */
export type MarkdownElement = [
  MarkdownTag,
  MarkdownAttrs | null,
  ...MarkdownNode[],
]

/** A node of the tree: text, or an element. */
export type MarkdownNode = string | MarkdownElement

/** A node of the tree (recursive). */
export const MarkdownNodeSchema: z.ZodType<MarkdownNode> = z.lazy(() =>
  z.union([
    z.string(),
    z.tuple(
      [z.enum(MARKDOWN_TAGS), MarkdownAttrsSchema.nullable()],
      MarkdownNodeSchema,
    ),
  ]),
)

/** A rendered markdown text: its top-level nodes. */
export const MarkdownTreeSchema = z.array(MarkdownNodeSchema)

/** A rendered markdown text. */
export type MarkdownTree = MarkdownNode[]

/**
 * `GET /v0/providers/{urlSlug}/content`: an API's catalogue markdown, rendered on the server
 * (R-PERF-MARKDOWN-SERVER). The page picks the notice by the API's public status.
 */
export const ApiContentSchema = z.strictObject({
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
