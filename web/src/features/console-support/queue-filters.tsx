import {
  SUPPORT_QUEUE_SORTS,
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUSES,
  SUPPORT_TYPE_LABELS,
} from '@portal/schema/support-desk-status'
import {
  AssigneeSelect,
  QueueFiltersForm,
  QueueSelect,
} from '#web/console/queue-filters.tsx'
import { paramsOfForm, SORT_LABELS } from './queue-params.ts'

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
  return (
    <QueueFiltersForm
      params={params}
      onApply={onApply}
      paramsOfForm={paramsOfForm}
      searchHint="Name, email or organization: any part of it."
    >
      {(value) => (
        <>
          <QueueSelect
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
              <QueueSelect
                name="type"
                label="Type"
                value={value('type')}
                anyLabel="Any type"
                options={Object.entries(SUPPORT_TYPE_LABELS)}
              />
              <QueueSelect
                name="handedOff"
                label="Publishing hand-off"
                value={value('handedOff')}
                anyLabel="Handed off or not"
                options={[
                  ['yes', 'Handed to the publishers'],
                  ['no', 'Not handed off'],
                ]}
              />
              <AssigneeSelect value={value('assignee')} />
            </>
          )}
          <QueueSelect
            name="sort"
            label="Sort by"
            value={value('sort') || 'submitted'}
            options={SUPPORT_QUEUE_SORTS.map((sort) => [
              sort,
              SORT_LABELS[sort],
            ])}
          />
        </>
      )}
    </QueueFiltersForm>
  )
}
