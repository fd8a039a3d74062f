import { escapeHtml } from '../../escape-html.ts'
import type { MailMessage } from './mailer.ts'

// Every email goes as text and HTML (R-EMAIL-HTML): mail clients that show HTML first otherwise
// show a plain block with no clickable link. A template written as text gets its HTML here, from
// the same lines, so the two parts never say different things.

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g

// One line as HTML: escaped, and each address a link (a trailing full stop or comma stays text).
function lineHtml(line: string): string {
  let html = ''
  let last = 0
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:)]+$/, '')
    html += `${escapeHtml(line.slice(last, match.index))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`
    last = match.index + url.length
  }
  return html + escapeHtml(line.slice(last))
}

/** An HTML document of an email's body parts. */
export const htmlDocument = (body: string) =>
  `<!doctype html>\n<html><body>\n${body}\n</body></html>`

// A text body as HTML: a paragraph per blank-line block, its lines kept, its addresses links.
function htmlOfText(text: string): string {
  return htmlDocument(
    text
      .split(/\n{2,}/)
      .filter((block) => block.trim() !== '')
      .map(
        (block) => `<p>${block.split('\n').map(lineHtml).join('<br>\n')}</p>`,
      )
      .join('\n'),
  )
}

/** A template written as text, sent with the HTML of the same text. */
export const withHtml = (message: Omit<MailMessage, 'html'>): MailMessage => ({
  ...message,
  html: htmlOfText(message.text),
})
