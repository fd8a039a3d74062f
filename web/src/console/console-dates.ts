// How the console shows dates: in words, as staff read them, in the browser's time zone.

/** A date: "March 16, 2026". */
export const consoleLongDate = (at: string) =>
  new Date(at).toLocaleDateString('en-US', { dateStyle: 'long' })

/** An instant with its time: "March 16, 2026 at 10:15 AM". */
export const consoleDateTime = (at: string) =>
  new Date(at).toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
  })
