import type { FormEvent } from 'react'
import {
  REVIEW_STATUSES,
  STATUS_LABELS,
} from '@portal/schema/production-review-status'
import {
  AGE_FILTERS,
  QUEUE_SORTS,
} from '@portal/schema/production-review-texts'
import { usePublicCatalogue } from '#web/catalogue/use-public-catalogue.ts'
import { AGE_LABELS, paramsOfForm, SORT_LABELS } from './queue-params.ts'

const AUTH_LABELS = {
  apikey: 'API key',
  acg: 'Authorization Code Grant',
  ccg: 'Client Credentials Grant',
} as const

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

/** Props of QueueFilters. */
export interface QueueFiltersProps {
  params: URLSearchParams
  onApply: (params: URLSearchParams) => void
}

/** The queue's search, filters and sort (R-REVIEW-QUEUE); Apply puts them in the address. */
export function QueueFilters({ params, onApply }: QueueFiltersProps) {
  const { catalogue } = usePublicCatalogue()
  const apis = (catalogue?.apis ?? [])
    .filter((api) => api.altID)
    .map((api): [string, string] => [api.altID ?? '', api.name])
    .sort((a, b) => a[1].localeCompare(b[1]))
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
          Organization, application name or contact email: any part of it.
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
          options={REVIEW_STATUSES.map((status) => [
            status,
            STATUS_LABELS[status],
          ])}
        />
        <Select
          name="api"
          label="API"
          value={value('api')}
          anyLabel="Any API"
          options={apis}
        />
        <Select
          name="authType"
          label="Auth type"
          value={value('authType')}
          anyLabel="Any auth type"
          options={Object.entries(AUTH_LABELS)}
        />
        <Select
          name="age"
          label="Age"
          value={value('age')}
          anyLabel="Any age"
          options={AGE_FILTERS.map((age) => [age, AGE_LABELS[age]])}
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
        <Select
          name="sort"
          label="Sort by"
          value={value('sort') || 'due'}
          options={QUEUE_SORTS.map((sort) => [sort, SORT_LABELS[sort]])}
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
