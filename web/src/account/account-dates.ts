const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
})

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })

/** "Nov 28, 2026, 6:15 PM" in the reader's time zone. */
export const accountDateTime = (iso: string) => DATE_TIME.format(new Date(iso))

/** "November 28, 2026". */
export const accountDate = (iso: string) => DATE.format(new Date(iso))
