import { a, h2, p, type ContentPage } from './content-page.ts'

/** /terms-of-service: the API terms, last updated March 14, 2024. */
export const TERMS_OF_SERVICE: ContentPage = {
  path: '/terms-of-service',
  title: 'Terms of Service',
  description: 'The terms for using VA APIs and this portal',
  intro: 'Last updated March 14, 2024',
  body: [
    p(
      'These terms apply to your use of the Department of Veterans Affairs (VA) APIs and this portal. By using the APIs you accept them on behalf of yourself and any organization you represent.',
    ),
    h2('scope', 'Scope'),
    p(
      'The terms cover every VA API offered on this portal, in sandbox and in production, and the data and documentation that come with them.',
    ),
    h2('accounts', 'Accounts and registration'),
    p(
      'Give accurate information when you request access and keep it up to date. Keep your keys and credentials secret; you are responsible for everything done with them. Do not share them or create accounts to get around limits.',
    ),
    h2('attribution', 'Attribution'),
    p(
      'You may say that your app uses VA data, but you may not use VA’s name, seal or logos to suggest that VA endorses your app.',
    ),
    h2('right-to-limit', 'Right to limit'),
    p(
      'VA may limit the number of requests you make, and may suspend or end your access at any time, for example to protect Veteran data or our services.',
    ),
    h2('changes', 'Service changes and termination'),
    p(
      'VA may change or stop an API. We give 60 days’ notice before a change that is not compatible with how you use the API, unless the change is needed sooner for security or legal reasons. You may stop using the APIs at any time.',
    ),
    h2('liability', 'Liability'),
    p(
      'The APIs are provided “as is”. To the extent the law allows, VA is not liable for any damage caused by your use of the APIs or by their unavailability.',
    ),
    h2('privacy', 'Privacy'),
    p(
      'Protect any Veteran data you receive, use it only for the purpose the Veteran agreed to, never sell or monetize it, and delete it within 45 days when a user asks. Your app must have a privacy policy that users can read before they share their data.',
    ),
    h2('ngo', 'Non-governmental organizations'),
    p(
      'If you represent a non-governmental organization, you confirm that you are authorized to accept these terms for it.',
    ),
    p('Questions? ', a('/support/contact-us', 'Contact us'), '.'),
  ],
}
