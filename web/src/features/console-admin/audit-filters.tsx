import type { FormEvent } from 'react'
import { AUDIT_FILTERS, type AuditFilter } from './console-admin-queries.ts'

const FILTER_FIELDS: Record<
  AuditFilter,
  { label: string; hint?: string; type: 'text' | 'date' }
> = {
  actor: { label: 'Staff email', hint: 'Any part of it.', type: 'text' },
  action: {
    label: 'Action',
    hint: 'Its start: staff. finds every staff action.',
    type: 'text',
  },
  entityType: { label: 'Entity type', hint: 'e.g. staff', type: 'text' },
  entityId: { label: 'Entity id', type: 'text' },
  from: { label: 'From (date)', type: 'date' },
  to: { label: 'To (date)', type: 'date' },
}

/** Props of AuditFilters. */
export interface AuditFiltersProps {
  params: URLSearchParams
  onApply: (filters: URLSearchParams) => void
}

/** The audit trail's filters; the address keeps them (a filtered view can be shared). */
export function AuditFilters({ params, onApply }: AuditFiltersProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const next = new URLSearchParams()
    for (const name of AUDIT_FILTERS) {
      const value = String(data.get(name) ?? '').trim()
      if (value) next.set(name, value)
    }
    onApply(next)
  }
  return (
    <form
      className="usa-form console-filters"
      onSubmit={submit}
      aria-label="Filter the audit trail"
    >
      <div className="grid-row grid-gap">
        {AUDIT_FILTERS.map((name) => {
          const field = FILTER_FIELDS[name]
          return (
            <div
              className="usa-form-group tablet:grid-col-6 desktop:grid-col-4"
              key={name}
            >
              <label className="usa-label" htmlFor={name}>
                {field.label}
              </label>
              {field.hint ? (
                <div className="usa-hint" id={`${name}-hint`}>
                  {field.hint}
                </div>
              ) : null}
              <input
                className="usa-input"
                id={name}
                name={name}
                type={field.type}
                defaultValue={params.get(name) ?? ''}
                aria-describedby={field.hint ? `${name}-hint` : undefined}
              />
            </div>
          )
        })}
      </div>
      <button type="submit" className="usa-button">
        Apply filters
      </button>
      <button
        type="button"
        className="usa-button usa-button--unstyled"
        onClick={() => onApply(new URLSearchParams())}
      >
        Clear filters
      </button>
    </form>
  )
}
