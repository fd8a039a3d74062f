/**
 * Rendered by what only the app can show (a loading indicator, an offer to the signed-in reader): the
 * page's app starts once the page has painted rather than when the reader first reaches for it
 * (web/src/boot.ts, ADR 062). React hoists the element into the page's head.
 */
export function StartAfterPaint() {
  return <meta name="portal-start" content="after-paint" />
}
