import type { SupportDeskRequest } from '@portal/schema/support-desk'

// Every answer of the contact form as the requester sent it, under the form's own wording; the
// fields of the other type were never stored (R-STORE-DROP-UNASKED) and show nothing.
const LABELS: [keyof SupportDeskRequest['request'], string][] = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['organization', 'Organization'],
  ['role', 'Role'],
  ['description', 'Description'],
  ['apis', 'APIs'],
  ['apiDetails', 'API details'],
  ['apiDescription', 'API description'],
  ['apiInternalOnly', 'Internal only'],
  ['apiInternalOnlyDetails', 'Internal-only details'],
  ['apiOtherInfo', 'Other information'],
]

const shown = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : Array.isArray(value)
        ? value.join(', ')
        : String(value)

/** What the requester sent: a description list of every stored field (R-SUPPORT-DESK-REQUEST). */
export function RequestAnswers({ request }: { request: SupportDeskRequest }) {
  return (
    <section aria-labelledby="answers-heading">
      <h2 id="answers-heading">What the requester sent</h2>
      <dl className="desk-answers">
        {LABELS.flatMap(([field, label]) => {
          const value = shown(request.request[field])
          return value === null
            ? []
            : [
                <div key={field}>
                  <dt className="text-bold">{label}</dt>
                  <dd className="margin-left-0 margin-bottom-1 desk-answer">
                    {value}
                  </dd>
                </div>,
              ]
        })}
      </dl>
    </section>
  )
}
