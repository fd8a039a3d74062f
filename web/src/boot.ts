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
 * What a reader does before the app has started that only the app makes work is done again once
 * it has (`data-started`, set by the app's first render): the last such press of a button
 * (`type="button"`), or submit of a form with no `action` (one whose no-JavaScript submit would
 * only reload the page with its fields in the address). It is not lost, nor made twice.
 * Everything else a reader does meanwhile works without the app: links, `<details>`, and the
 * forms that post to the server (ADR 051).
 */
function replayEarlyActions() {
  let replay: (() => void) | null = null
  const onClick = (event: MouseEvent) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>('button[type="button"]')
        : null
    if (!button) return
    // Kept from the app, which may have hydrated before it marks itself started: the press is
    // made once, by the replay.
    event.stopPropagation()
    replay = () => {
      if (button.isConnected) button.click()
    }
  }
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action'))
      return
    event.preventDefault()
    event.stopPropagation()
    const submitter =
      event.submitter instanceof HTMLElement ? event.submitter : null
    replay = () => resubmit(form, submitter, RESUBMIT_TRIES)
  }
  document.addEventListener('click', onClick, { capture: true })
  document.addEventListener('submit', onSubmit, { capture: true })
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.started !== 'true') return
    observer.disconnect()
    document.removeEventListener('click', onClick, { capture: true })
    document.removeEventListener('submit', onSubmit, { capture: true })
    replay?.()
  }).observe(document.documentElement, { attributeFilter: ['data-started'] })
}

/** A held submit waits this long at most for the part of the page its form is in to hydrate. */
const RESUBMIT_TRIES = 50
const RESUBMIT_WAIT_MS = 100

/**
 * Submits a held form to the app. The app has started, but React hydrates the page's parts
 * apart (each Suspense boundary in turn), and an event on a part not yet hydrated reaches no
 * handler. So the submit is an event of ours, which the browser never sends on its own: the app's
 * handler cancels it (every form the app sends does), and one nobody cancelled is made again
 * shortly. The fields keep what the reader entered: the app's form reads it as it hydrates.
 */
function resubmit(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  tries: number,
) {
  if (!form.isConnected) return
  const event = new SubmitEvent('submit', {
    bubbles: true,
    cancelable: true,
    submitter: submitter?.isConnected ? submitter : null,
  })
  if (form.dispatchEvent(event) && tries > 1)
    setTimeout(() => resubmit(form, submitter, tries - 1), RESUBMIT_WAIT_MS)
}

function startOnIntent() {
  replayEarlyActions()
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
