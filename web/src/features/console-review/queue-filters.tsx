import {
  REVIEW_STATUSES,
  STATUS_LABELS,
} from '@portal/schema/production-review-status'
import {
  AGE_FILTERS,
  QUEUE_SORTS,
} from '@portal/schema/production-review-texts'
import { usePublicCatalogue } from '#web/catalogue/use-public-catalogue.ts'
import {
  AssigneeSelect,
  QueueFiltersForm,
  QueueSelect,
} from '#web/console/queue-filters.tsx'
import { AGE_LABELS, paramsOfForm, SORT_LABELS } from './queue-params.ts'

const AUTH_LABELS = {
  apikey: 'API key',
  acg: 'Authorization Code Grant',
  ccg: 'Client Credentials Grant',
} as const

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
  return (
    <QueueFiltersForm
      params={params}
      onApply={onApply}
      paramsOfForm={paramsOfForm}
      searchHint="Organization, application name or contact email: any part of it."
    >
      {(value) => (
        <>
          <QueueSelect
            name="status"
            label="Status"
            value={value('status')}
            anyLabel="Any status"
            options={REVIEW_STATUSES.map((status) => [
              status,
              STATUS_LABELS[status],
            ])}
          />
          <QueueSelect
            name="api"
            label="API"
            value={value('api')}
            anyLabel="Any API"
            options={apis}
          />
          <QueueSelect
            name="authType"
            label="Auth type"
            value={value('authType')}
            anyLabel="Any auth type"
            options={Object.entries(AUTH_LABELS)}
          />
          <QueueSelect
            name="age"
            label="Age"
            value={value('age')}
            anyLabel="Any age"
            options={AGE_FILTERS.map((age) => [age, AGE_LABELS[age]])}
          />
          <AssigneeSelect value={value('assignee')} />
          <QueueSelect
            name="sort"
            label="Sort by"
            value={value('sort') || 'due'}
            options={QUEUE_SORTS.map((sort) => [sort, SORT_LABELS[sort]])}
          />
        </>
      )}
    </QueueFiltersForm>
  )
}
