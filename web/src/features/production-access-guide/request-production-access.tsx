import { Link } from 'react-router'
import { Accordion } from '#web/components/ui/accordion.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { PRODUCTION_ACCESS_FORM_PATH } from '#web/lib/site-map.ts'
import { ProductionAccessPage } from './production-access-nav.tsx'

const FORM_NEEDS = [
  {
    id: 'form-basic-information',
    title: 'Basic information',
    headingLevel: 'h3' as const,
    expanded: false,
    content: (
      <ul>
        <li>The APIs you need in production.</li>
        <li>
          Your company or organization: its name, US address and phone number.
          Only US-based companies are granted access.
        </li>
        <li>
          A primary and a secondary contact, and the email addresses that should
          get status updates about your request.
        </li>
        <li>
          Your app: its name, the value it brings to Veterans, your business
          model, and whether it is Veteran-facing (then its website, sign-up and
          support links, platforms and description).
        </li>
        <li>Your app&rsquo;s logo, as a PNG or JPEG file of up to 10 MB.</li>
      </ul>
    ),
  },
  {
    id: 'form-technical-information',
    title: 'Technical information',
    headingLevel: 'h3' as const,
    expanded: false,
    content: (
      <ul>
        <li>
          How you store production keys or OAuth credentials, and whether you
          store personally identifiable or protected health information (PII or
          PHI) and how you protect it.
        </li>
        <li>
          How you handle breaches and vulnerabilities, and whether Veteran
          information is shared with third parties.
        </li>
        <li>
          For OAuth APIs: the scopes you need, your application type, redirect
          URI, or your RSA public key in JSON Web Key (JWK) format.
        </li>
        <li>
          For some APIs: how you distribute API keys to your customers and
          whether your app is listed on the My Health application page.
        </li>
      </ul>
    ),
  },
  {
    id: 'form-privacy-and-terms',
    title: 'Privacy policy and terms of service',
    headingLevel: 'h3' as const,
    expanded: false,
    content: (
      <>
        <p>
          Veteran-facing apps need a public privacy policy and terms of service.
          Your privacy policy must:
        </p>
        <ul>
          <li>
            Be easy to read: reading grade 12 or below, a font of at least 14px,
            and a contrast of at least 4.5:1.
          </li>
          <li>
            Say what data you collect, why, who you share it with, and how long
            you keep it.
          </li>
          <li>
            Explain how users can ask for their data to be deleted, and promise
            to delete it within 45 days of a request.
          </li>
        </ul>
      </>
    ),
  },
]

/** /production-access/request-prod-access: what to have ready, and the way to the form. */
export function RequestProductionAccess() {
  return (
    <ProductionAccessPage>
      <PageTitle title="Request production access" />
      <h1>Request production access</h1>
      <p className="usa-intro">
        Before you apply, make sure your app is ready and you have what the form
        asks for. Progress on the form is not saved, so gather everything first.
      </p>
      <h2>Prerequisites</h2>
      <ul>
        <li>You have sandbox access and your app works against our sandbox.</li>
        <li>Your company or organization is based in the United States.</li>
        <li>
          Your app meets our{' '}
          <Link to="/terms-of-service">terms of service</Link> and does not sell
          or monetize Veteran data.
        </li>
        <li>
          Your app is accessible: it meets Section 508 of the Rehabilitation
          Act.
        </li>
      </ul>
      <p>
        <Link className="usa-button" to={PRODUCTION_ACCESS_FORM_PATH}>
          Start your application
        </Link>
      </p>
      <h2>What the form needs</h2>
      <Accordion bordered multiselectable items={FORM_NEEDS} />
    </ProductionAccessPage>
  )
}
