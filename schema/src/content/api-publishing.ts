import { a, h2, li, p, ul, type ContentPage } from './content-page.ts'

/** Where a VA team asks to publish: the contact form with its publishing type chosen. */
export const PUBLISHING_CONTACT_PATH = '/support/contact-us?type=publishing'

/** /api-publishing: why VA teams publish their APIs here. */
export const API_PUBLISHING: ContentPage = {
  path: '/api-publishing',
  title: 'API Publishing',
  description:
    'Publish your API on the VA API Platform: what it offers VA teams and how to start.',
  intro:
    'VA teams can publish their APIs on the VA API Platform, so that developers inside and outside VA can find them, try them in sandbox and request production access.',
  body: [
    h2('what-you-get', 'What you get'),
    ul(
      li('A listing in the API catalogue, with your docs and release notes.'),
      li('Instant sandbox signup with API keys or OAuth credentials.'),
      li('Test data pages for your sandbox test users.'),
      li('A reviewed production access process, with demos run with your team.'),
      li('Gateway features: authentication, rate limiting and monitoring.'),
    ),
    h2('who-can-publish', 'Who can publish'),
    p(
      'Publishing is for internal VA teams. The publishing requirements are on the VA network and are only for VA employees and contractors.',
    ),
    p(
      a('/api-publishing/process', 'How publishing works'),
      ' · ',
      a(PUBLISHING_CONTACT_PATH, 'Contact us to start'),
    ),
  ],
}
