import { useId, useMemo, useState } from 'react'
import type { TestDataResponse, TestUserRow } from '@portal/schema/test-data'
import { ChecklistMenu } from '#web/components/ui/checklist-menu.tsx'
import { CredentialCell, PROVIDERS } from './credential-cell.tsx'
import { createRowSearch } from './search-rows.ts'
import { nextSort, sortRows, type SortState } from './sort-rows.ts'

/** Props of TestDataTable. */
export interface TestDataTableProps {
  table: TestDataResponse['tables'][number]
  isSignedIn: boolean
  sandboxAccessPath: string | null
}

function display(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (Array.isArray(value))
    return value
      .map((item) => Object.values(item as object).join(' '))
      .join('; ')
  return String(value)
}

/** One table of test users: columns, search, sort, reset, credentials, and a card layout on phones. */
export function TestDataTable({
  table,
  isSignedIn,
  sandboxAccessPath,
}: TestDataTableProps) {
  const id = useId()
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<SortState>(null)
  const [columns, setColumns] = useState<string[]>(table.columns)
  const [revealed, setRevealed] = useState<Record<string, boolean>>({})
  const searchRows = useMemo(
    () => createRowSearch(table.data, table.columns, isSignedIn),
    [table, isSignedIn],
  )
  const rows: TestUserRow[] = sortRows(searchRows(search), sort)
  const isChanged =
    search !== '' || sort !== null || columns.length !== table.columns.length
  const reset = () => {
    setSearch('')
    setSort(null)
    setColumns(table.columns)
  }

  return (
    <section className="test-data-table" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{table.name}</h2>
      <div className="test-data-table__toolbar">
        <ChecklistMenu
          label="Show/hide columns"
          name={`${id}-columns`}
          applyLabel="APPLY CHANGES"
          options={table.columns.map((column) => ({
            value: column,
            label: column,
          }))}
          selected={columns}
          onApply={setColumns}
        />
        <div className="test-data-table__search">
          <label className="usa-label" htmlFor={`${id}-search`}>
            Search test users
          </label>
          <input
            className="usa-input"
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {isChanged ? (
          <button
            type="button"
            className="usa-button usa-button--unstyled"
            onClick={reset}
          >
            Reset table
          </button>
        ) : null}
        {table.withCredentials && isSignedIn
          ? PROVIDERS.map((provider) => (
              <button
                key={provider.key}
                type="button"
                className="usa-button usa-button--outline"
                aria-pressed={Boolean(revealed[provider.key])}
                onClick={() =>
                  setRevealed((current) => ({
                    ...current,
                    [provider.key]: !current[provider.key],
                  }))
                }
              >
                {revealed[provider.key] ? 'Hide' : 'Show'} {provider.label}{' '}
                credentials
              </button>
            ))
          : null}
      </div>
      <p className="test-data-table__count" aria-live="polite">
        {rows.length} test users
      </p>
      {rows.length === 0 ? (
        <p className="test-data-table__empty">
          No matching records found. Try another search term.
        </p>
      ) : (
        <div className="test-data-table__scroll">
          <table
            className="usa-table usa-table--borderless"
            aria-labelledby={`${id}-heading`}
          >
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    aria-sort={
                      sort?.column === column ? sort.direction : 'none'
                    }
                  >
                    <button
                      type="button"
                      className="test-data-table__sort"
                      onClick={() => setSort(nextSort(sort, column))}
                    >
                      {column}
                    </button>
                  </th>
                ))}
                {table.withCredentials
                  ? PROVIDERS.map((provider) => (
                      <th key={provider.key} scope="col">
                        {provider.label}
                      </th>
                    ))
                  : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column} data-label={column}>
                      {display(row[column])}
                    </td>
                  ))}
                  {table.withCredentials && row.credentials
                    ? PROVIDERS.map((provider) => (
                        <td key={provider.key} data-label={provider.label}>
                          <CredentialCell
                            credential={row.credentials![provider.key]}
                            providerLabel={provider.label}
                            isRevealed={
                              isSignedIn && Boolean(revealed[provider.key])
                            }
                            sandboxAccessPath={
                              isSignedIn ? null : sandboxAccessPath
                            }
                          />
                        </td>
                      ))
                    : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
