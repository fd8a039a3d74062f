import type { CareOverview } from '@portal/schema/credential-care'

/** What changed, when and from which address (R-CARE-AUDIT). */
export function AuditTrail({ events }: { events: CareOverview['events'] }) {
  if (events.length === 0) return <p>No changes yet.</p>
  return (
    <table className="usa-table usa-table--compact usa-table--stacked">
      <caption>Changes to your credentials, newest first</caption>
      <thead>
        <tr>
          <th scope="col">What</th>
          <th scope="col">When</th>
          <th scope="col">From address</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event, index) => (
          <tr key={`${event.at}-${index}`}>
            <td data-label="What">
              {event.action}. {event.detail}
            </td>
            <td data-label="When">{new Date(event.at).toLocaleString()}</td>
            <td data-label="From address">{event.address}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
