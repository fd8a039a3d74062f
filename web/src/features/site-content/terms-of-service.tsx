import { Link } from 'react-router'
import { PageTitle } from '#web/components/ui/page-title.tsx'

/** /terms-of-service: the API terms, last updated March 14, 2024. */
export function TermsOfService() {
  return (
    <div className="grid-container page-content usa-prose">
      <PageTitle title="Terms of Service" />
      <h1>Terms of Service</h1>
      <p className="usa-intro">Last updated March 14, 2024</p>
      <p>
        These terms apply to your use of the Department of Veterans Affairs (VA)
        APIs and this portal. By using the APIs you accept them on behalf of
        yourself and any organization you represent.
      </p>
      <h2 id="scope">Scope</h2>
      <p>
        The terms cover every VA API offered on this portal, in sandbox and in
        production, and the data and documentation that come with them.
      </p>
      <h2 id="accounts">Accounts and registration</h2>
      <p>
        Give accurate information when you request access and keep it up to
        date. Keep your keys and credentials secret; you are responsible for
        everything done with them. Do not share them or create accounts to get
        around limits.
      </p>
      <h2 id="attribution">Attribution</h2>
      <p>
        You may say that your app uses VA data, but you may not use VA&rsquo;s
        name, seal or logos to suggest that VA endorses your app.
      </p>
      <h2 id="right-to-limit">Right to limit</h2>
      <p>
        VA may limit the number of requests you make, and may suspend or end
        your access at any time, for example to protect Veteran data or our
        services.
      </p>
      <h2 id="changes">Service changes and termination</h2>
      <p>
        VA may change or stop an API. We give 60 days&rsquo; notice before a
        change that is not compatible with how you use the API, unless the
        change is needed sooner for security or legal reasons. You may stop
        using the APIs at any time.
      </p>
      <h2 id="liability">Liability</h2>
      <p>
        The APIs are provided &ldquo;as is&rdquo;. To the extent the law allows,
        VA is not liable for any damage caused by your use of the APIs or by
        their unavailability.
      </p>
      <h2 id="privacy">Privacy</h2>
      <p>
        Protect any Veteran data you receive, use it only for the purpose the
        Veteran agreed to, never sell or monetize it, and delete it within 45
        days when a user asks. Your app must have a privacy policy that users
        can read before they share their data.
      </p>
      <h2 id="ngo">Non-governmental organizations</h2>
      <p>
        If you represent a non-governmental organization, you confirm that you
        are authorized to accept these terms for it.
      </p>
      <p>
        Questions? <Link to="/support/contact-us">Contact us</Link>.
      </p>
    </div>
  )
}
