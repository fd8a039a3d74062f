// How the desk shows dates.

/** A date as staff read it: "March 16, 2026". */
export const longDate = (at: string) =>
  new Date(at).toLocaleDateString('en-US', { dateStyle: 'long' })

/** An instant with its time: "March 16, 2026 at 10:15 AM". */
export const dateTime = (at: string) =>
  new Date(at).toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
  })
