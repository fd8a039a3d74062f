import Fuse from 'fuse.js'
import type { TestUserRow } from '@portal/schema/test-data'

/** The spec's test-data search: fuzzy, threshold 0.3, location ignored. */
const OPTIONS = { threshold: 0.3, ignoreLocation: true }

/**
 * Builds the search over a table's rows; credential columns are searched only for signed-up
 * developers (a visitor's are masked anyway).
 */
export function createRowSearch(
  rows: readonly TestUserRow[],
  columns: readonly string[],
  isSignedIn: boolean,
) {
  const keys = [
    ...columns.map((column) => ({
      name: column,
      getFn: (row: TestUserRow) => String(row[column] ?? ''),
    })),
    ...(isSignedIn
      ? [
          {
            name: 'idme',
            getFn: (row: TestUserRow) => row.credentials?.idme.username ?? '',
          },
          {
            name: 'logingov',
            getFn: (row: TestUserRow) =>
              row.credentials?.logingov.username ?? '',
          },
        ]
      : []),
  ]
  const fuse = new Fuse(rows, { ...OPTIONS, keys })
  return (term: string): TestUserRow[] =>
    term.trim()
      ? fuse.search(term.trim()).map((result) => result.item)
      : [...rows]
}
