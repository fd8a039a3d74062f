import { Link } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { AccountNoIndex } from '#web/account/account-no-index.tsx'
import { RetentionList } from './retention-list.tsx'

/** `/account/deleted`: where deleting an account lands, signed out (R-ACCOUNT-DELETE). */
export function AccountDeletedPage() {
  return (
    <div className="grid-container page-content">
      <AccountNoIndex />
      <PageTitle title="Your account is deleted" />
      <div className="grid-row">
        <div className="tablet:grid-col-8">
          <h1>Your account is deleted</h1>
          <Alert type="success">
            You are signed out, and a confirmation is on its way to your email
            address.
          </Alert>
          <RetentionList />
          <p>
            You can <Link to="/account/sign-in">make a new account</Link> with
            the same address at any time.
          </p>
        </div>
      </div>
    </div>
  )
}
