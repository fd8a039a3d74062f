import type { TestUserRow } from '@portal/schema/test-data'

/** The sort of a table: a column and a direction, or none. */
export type SortState = {
  column: string
  direction: 'ascending' | 'descending'
} | null

/** First click on a column sorts ascending, the second descending; another column starts over. */
export function nextSort(current: SortState, column: string): SortState {
  if (current?.column === column && current.direction === 'ascending')
    return { column, direction: 'descending' }
  return { column, direction: 'ascending' }
}

function compareValues(a: unknown, b: unknown): number {
  // Nulls (and missing values) go last whatever the direction's natural order.
  if (a === null || a === undefined || a === '')
    return b === null || b === undefined || b === '' ? 0 : 1
  if (b === null || b === undefined || b === '') return -1
  const numberA = typeof a === 'number' ? a : Number(a)
  const numberB = typeof b === 'number' ? b : Number(b)
  if (Number.isFinite(numberA) && Number.isFinite(numberB))
    return numberA - numberB
  return String(a).localeCompare(String(b), 'en', {
    numeric: true,
    sensitivity: 'base',
  })
}

/** Rows sorted by the state; strings, numbers and nulls each compare sensibly. */
export function sortRows(
  rows: readonly TestUserRow[],
  sort: SortState,
): TestUserRow[] {
  if (!sort) return [...rows]
  const sign = sort.direction === 'ascending' ? 1 : -1
  return [...rows].sort((rowA, rowB) => {
    const a = rowA[sort.column]
    const b = rowB[sort.column]
    const isNullA = a === null || a === undefined || a === ''
    const isNullB = b === null || b === undefined || b === ''
    if (isNullA || isNullB) return compareValues(a, b)
    return sign * compareValues(a, b)
  })
}
