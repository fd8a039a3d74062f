/** A moment as the console shows it: "December 1, 2026, 9:05 AM" in the viewer's time zone. */
export function longDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
  })
}
