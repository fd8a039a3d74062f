import { ACCOUNT_RETENTION } from '@portal/schema/developer-teams-texts'

/** What deleting an account removes and keeps (R-ACCOUNT-DELETE-RETENTION), as the email says. */
export function RetentionList() {
  return (
    <ul className="usa-list">
      {ACCOUNT_RETENTION.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}
