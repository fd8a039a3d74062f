// The one script a page's HTML names (ADR 059, ADR 062). A server-rendered page works without
// JavaScript (ADR 051): its links navigate, its menus and accordions open, its forms post. So the
// app starts when the reader first reaches for the page (a pointer moves or touches, a key, a
// focus, a scroll): the first visit downloads none of it before then, and never shares the
// connection with the first paint. A page whose content only the app shows says so in a
// `portal-start` meta element (the docs viewer, a signed-in offer): it starts once it has
// painted. The shell (staff console, account, sandbox sign-in, mailbox) has nothing to show
// without the app: it starts at once. The app's entry file is named by the build
// (vite-plugins/start-after-paint.ts).

const entry = document.querySelector<HTMLMetaElement>(
  'meta[name="portal-entry"]',
)?.content
// A tab opened in the background paints nothing until it is shown; the app starts anyway.
const PAINT_WAIT_MS = 1000
/** What a reader does that starts the app: the first of them, anywhere on the page. */
const INTENT_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const

let started = false
function start() {
  if (started || !entry) return
  started = true
  for (const type of INTENT_EVENTS)
    window.removeEventListener(type, start, { capture: true })
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

/**
 * A button that only the app makes work (`type="button"`), pressed before the app has started,
 * is pressed again once it has (`data-started`, set by the app's first render): the press is not
 * lost, nor made twice. Everything else a reader presses meanwhile works without the app.
 */
function replayEarlyPresses() {
  let pressed: HTMLButtonElement | null = null
  const onClick = (event: MouseEvent) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>('button[type="button"]')
        : null
    if (!button) return
    // Kept from the app, which may have hydrated before it marks itself started: the press is
    // made once, by the replay.
    event.stopPropagation()
    pressed = button
  }
  document.addEventListener('click', onClick, { capture: true })
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.started !== 'true') return
    observer.disconnect()
    document.removeEventListener('click', onClick, { capture: true })
    if (pressed?.isConnected) pressed.click()
  }).observe(document.documentElement, { attributeFilter: ['data-started'] })
}

function startOnIntent() {
  replayEarlyPresses()
  for (const type of INTENT_EVENTS)
    window.addEventListener(type, start, { capture: true, passive: true })
}

if (!document.getElementById('portal-data')) start()
else if (
  document
    .querySelector('meta[name="portal-start"]')
    ?.getAttribute('content') !== 'after-paint'
)
  startOnIntent()
else if (document.readyState === 'complete') startAfterPaint()
else window.addEventListener('load', startAfterPaint, { once: true })
