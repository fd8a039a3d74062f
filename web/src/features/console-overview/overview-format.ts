// How the overview words its figures: durations as people say them, weeks by their Monday.

const HOUR = 3600
const DAY = 24 * HOUR

const oneDecimal = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(1)

/** A median duration: "3.5 days", "1 day", "5 hours", "less than an hour". */
export function durationText(seconds: number): string {
  if (seconds >= DAY) {
    const days = Math.round((seconds / DAY) * 10) / 10
    return `${oneDecimal(days)} ${days === 1 ? 'day' : 'days'}`
  }
  const hours = Math.round(seconds / HOUR)
  if (hours < 1) return 'less than an hour'
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`
}

/** "12 requests", "1 request". */
export const countText = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`

/** A week by its Monday (`YYYY-MM-DD`, UTC): "Mar 3". */
export const weekLabel = (weekStart: string) =>
  new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

/** A week by its Monday, in full: "March 3, 2031". */
export const weekLongLabel = (weekStart: string) =>
  new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  })
