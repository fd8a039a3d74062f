/** A moment as staff read it: "Nov 25, 2026, 9:19 PM" in their own time zone. */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
}
