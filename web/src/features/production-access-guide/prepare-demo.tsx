import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ProductionAccessPage } from './production-access-nav.tsx'

const INTERNAL_ONLY = (
  <span className="usa-tag usa-tag--big demo-notes__tag">
    Internal VA use only
  </span>
)

/** /production-access/prepare-for-and-complete-a-demo: what the demo covers, API by API. */
export function PrepareDemo() {
  return (
    <ProductionAccessPage>
      <PageTitle title="Prepare for and complete a demo" />
      <h1>Prepare for and complete a demo</h1>
      <p className="usa-intro">
        After we review your request, we meet with you to see your app work.
        Demos last 30 to 60 minutes and happen by video call.
      </p>
      <h2>What we cover</h2>
      <ul>
        <li>
          <strong>User flows:</strong> how a user signs in, gives consent and
          uses VA data in your app.
        </li>
        <li>
          <strong>Data flows:</strong> where VA data goes, where you store it
          and how you protect it.
        </li>
        <li>
          <strong>Open issues:</strong> anything from our review that is not
          resolved yet.
        </li>
      </ul>
      <p>
        Use your sandbox credentials and test users for the demo. Never show
        real Veteran data.
      </p>
      <h2>Notes for specific APIs</h2>
      <div className="demo-notes">
        <h3>Benefits Intake API</h3>
        <p>
          Show how documents are uploaded, how you check their status, and how
          you tell users that a submission was received or failed.
        </p>
        <h3>Health APIs</h3>
        <p>
          Your app must show a disclaimer that the health information comes from
          VA and may not be complete, and that users should talk to their care
          team about it. Show us where the disclaimer appears.
        </p>
        <h3>Veteran Service History and Eligibility API</h3>
        <p>
          Show how you use service history and eligibility data, and that you
          only ask for the data your app needs.
        </p>
        <h3>Appeals APIs {INTERNAL_ONLY}</h3>
        <p>
          These APIs are for VA teams and approved partners. Show how
          representatives file and track appeals on a Veteran&rsquo;s behalf.
        </p>
        <h3>Loan Guaranty APIs {INTERNAL_ONLY}</h3>
        <p>
          Show how lenders submit and track loan documents and how you protect
          borrower information.
        </p>
        <h3>Address Validation API {INTERNAL_ONLY}</h3>
        <p>
          Show how suggested addresses are presented and how users confirm or
          correct them.
        </p>
      </div>
    </ProductionAccessPage>
  )
}
