import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import { CONTENT_TWINS } from '@portal/schema/content/content-twins'
import { renderApp } from './render-app.tsx'

/**
 * A markdown twin's text lines without markdown syntax (R-DOCS-MARKDOWN-PAGES): heading and quote marks,
 * list markers, emphasis and code marks, and link targets dropped, so each line can be looked for
 * in the page's visible text.
 */
function twinTextLines(markdown: string): string[] {
  return markdown
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/^(#{1,6} |> )/, '')
        .replace(/^(- |\d+\. )/, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replaceAll('**', '')
        .replaceAll('`', '')
        .trim(),
    )
    .filter((line) => line !== '')
}

/**
 * Opens the page at `path` in the whole app and checks that its main content shows every line of
 * the twin the server serves at `${path}.md`; answers the lines for the test's own checks.
 */
export async function expectPageShowsTwin(path: string): Promise<string[]> {
  const twin = CONTENT_TWINS.find((each) => each.path === path)
  expect(twin, `${path} has a markdown twin`).toBeDefined()
  renderApp(path)
  await screen.findByRole('heading', { level: 1, name: twin?.title })
  return expectMainShowsMarkdown(twin?.markdown ?? '', path)
}

/**
 * Checks that the page's main content shows every line of a markdown twin (code samples line by
 * line); answers the lines.
 */
export function expectMainShowsMarkdown(
  markdown: string,
  what = 'the page',
): string[] {
  const text = (screen.getByRole('main').textContent ?? '').replace(/\s+/g, ' ')
  const lines = twinTextLines(markdown)
  for (const line of lines) expect(text, what).toContain(line)
  return lines
}
