import type { FormEvent } from 'react'
import {
  SUPPORT_QUEUE_SORTS,
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUSES,
  SUPPORT_TYPE_LABELS,
} from '@portal/schema/support-desk-status'
import { paramsOfForm, SORT_LABELS } from './queue-params.ts'

/** A select of the filters form, its value kept in the address. */
function Select({
  name,
  label,
  value,
  options,
  anyLabel,
}: {
  name: string
  label: string
  value: string
  options: [string, string][]
  anyLabel?: string
}) {
  return (
    <div className="usa-form-group tablet:grid-col-6 desktop:grid-col-4">
      <label className="usa-label" htmlFor={`queue-${name}`}>
        {label}
      </label>
      <select
        className="usa-select"
        id={`queue-${name}`}
        name={name}
        defaultValue={value}
      >
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Props of DeskFilters. */
export interface DeskFiltersProps {
  params: URLSearchParams
  onApply: (params: URLSearchParams) => void
  /** The publishers' queue: their requests are all publishing ones, all handed off. */
  isPublishing: boolean
}

/** The queue's search, filters and sort (R-SUPPORT-DESK-QUEUE); Apply puts them in the address. */
export function DeskFilters({
  params,
  onApply,
  isPublishing,
}: DeskFiltersProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onApply(paramsOfForm(new FormData(event.currentTarget)))
  }
  const value = (name: string) => params.get(name) ?? ''
  return (
    <form
      className="usa-form console-filters"
      onSubmit={submit}
      aria-label="Filter the queue"
    >
      <div className="usa-form-group">
        <label className="usa-label" htmlFor="queue-q">
          Search
        </label>
        <div className="usa-hint" id="queue-q-hint">
          Name, email or organization: any part of it.
        </div>
        <input
          className="usa-input"
          id="queue-q"
          name="q"
          type="search"
          defaultValue={value('q')}
          aria-describedby="queue-q-hint"
        />
      </div>
      <div className="grid-row grid-gap">
        <Select
          name="status"
          label="Status"
          value={value('status')}
          anyLabel="Any status"
          options={SUPPORT_STATUSES.map((status) => [
            status,
            SUPPORT_STATUS_LABELS[status],
          ])}
        />
        {isPublishing ? null : (
          <>
            <Select
              name="type"
              label="Type"
              value={value('type')}
              anyLabel="Any type"
              options={Object.entries(SUPPORT_TYPE_LABELS)}
            />
            <Select
              name="handedOff"
              label="Publishing hand-off"
              value={value('handedOff')}
              anyLabel="Handed off or not"
              options={[
                ['yes', 'Handed to the publishers'],
                ['no', 'Not handed off'],
              ]}
            />
            <Select
              name="assignee"
              label="Assignee"
              value={value('assignee')}
              anyLabel="Anyone or nobody"
              options={[
                ['me', 'Assigned to me'],
                ['nobody', 'Not assigned'],
              ]}
            />
          </>
        )}
        <Select
          name="sort"
          label="Sort by"
          value={value('sort') || 'submitted'}
          options={SUPPORT_QUEUE_SORTS.map((sort) => [sort, SORT_LABELS[sort]])}
        />
      </div>
      <button type="submit" className="usa-button">
        Apply
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
