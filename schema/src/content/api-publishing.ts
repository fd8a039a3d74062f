import { a, h2, li, p, ul, type ContentPage } from './content-page.ts'
import { PUBLISHING_CONTACT_PATH } from './content-paths.ts'

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
      li(
        'A reviewed production access process, with demos run with your team.',
      ),
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

/** /api-publishing/process: the steps from first contact to a published API. */
export const PUBLISHING_PROCESS: ContentPage = {
  path: '/api-publishing/process',
  title: 'How publishing works',
  description:
    'The steps from first contact to a published API on the VA API Platform.',
  body: [],
  steps: {
    level: 'h2',
    items: [
      {
        heading: 'Contact us',
        text: [
          a(PUBLISHING_CONTACT_PATH, 'Tell us about your API'),
          ': what it does, who it is for, and whether it is internal only.',
        ],
      },
      {
        heading: 'Meet with our team',
        text: [
          'We review your API against the publishing requirements and agree on a timeline.',
        ],
      },
      {
        heading: 'Prepare your API',
        text: [
          'Provide an OpenAPI document, release notes, sandbox test data and the authorization your API needs.',
        ],
      },
      {
        heading: 'Go live',
        text: [
          'We put your API behind the gateway and list it in the catalogue. You review production access requests for it with us.',
        ],
      },
    ],
  },
}
