const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
]
const OFFSETS: Record<string, string> = {
  EDT: '-04:00',
  EST: '-05:00',
  UTC: '+00:00',
  GMT: '+00:00',
}

/**
 * Turns the platform backend's seed dates ("13 Jul 2020 00:00 EDT") into ISO-8601 with an offset
 * ("2020-07-13T00:00:00-04:00"). Anything already ISO-like is kept as it is.
 */
export function toIsoDate(text: string): string {
  const match =
    /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}) (\d{2}):(\d{2}) ([A-Z]{3})$/.exec(
      text.trim(),
    )
  if (!match) return text
  const [, day, month, year, hours, minutes, zone] = match
  const monthIndex = MONTHS.indexOf(month ?? '')
  const offset = OFFSETS[zone ?? '']
  if (monthIndex < 0 || !offset)
    throw new Error(`Unknown date in seed data: ${text}`)
  const mm = String(monthIndex + 1).padStart(2, '0')
  return `${year}-${mm}-${day?.padStart(2, '0')}T${hours}:${minutes}:00${offset}`
}
