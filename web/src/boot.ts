// The one script a page's HTML names (ADR 059). A server-rendered page shows its content without
// JavaScript (ADR 051), so the app starts once the page has painted and its images and fonts are
// in: the first paint never waits for the app's script, nor shares the connection with it. The
// shell (staff console, sandbox sign-in, mailbox) has nothing to show without the app: it starts
// at once. The app's entry file is named by the build (vite-plugins/start-after-paint.ts).

const entry = document.querySelector<HTMLMetaElement>(
  'meta[name="portal-entry"]',
)?.content
// A tab opened in the background paints nothing until it is shown; the app starts anyway.
const PAINT_WAIT_MS = 1000

let started = false
function start() {
  if (started || !entry) return
  started = true
  // Not awaited: a failed entry leaves the server-rendered page working as it is without
  // JavaScript, and the chunk's own start-up guard reports what fails once it runs.
  void import(/* @vite-ignore */ entry)
}

function startAfterPaint() {
  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    start()
    return
  }
  new PerformanceObserver(start).observe({ type: 'paint', buffered: true })
  setTimeout(start, PAINT_WAIT_MS)
}

if (!document.getElementById('portal-data')) start()
else if (document.readyState === 'complete') startAfterPaint()
else window.addEventListener('load', startAfterPaint, { once: true })
