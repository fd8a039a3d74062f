const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Text as HTML: every character markup could read is escaped (R-REVIEW-ESCAPE,
 * R-SUPPORT-DESK-ESCAPE). The server's one HTML escape: emails, release-note HTML, the dev
 * sign-in page and the OAuth error page.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? '')
}
