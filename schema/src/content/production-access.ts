import { a, h2, li, strong, ul, type ContentPage } from './content-page.ts'

/** The slim notice about production access delays for benefits APIs (R-NAV-DELAY-NOTICE). */
export const DELAY_NOTICE =
  'VA is experiencing long delays in approving production access for Veteran benefits APIs. Thank you for your patience and support.'

/** /production-access: how an app goes from sandbox to production. */
export const PRODUCTION_ACCESS: ContentPage = {
  path: '/production-access',
  title: 'Production access process',
  description:
    'How to move an app from sandbox to production access on the VA API Platform.',
  notice: DELAY_NOTICE,
  intro:
    'When your app works in sandbox, you can ask for production access. We review every request to keep Veteran data safe. Access to all of our APIs is free: we never charge fees, and selling or monetizing Veteran data is not allowed.',
  body: [
    h2('how-long', 'How long it takes'),
    ul(
      li(strong('Open data APIs:'), ' usually 1 to 3 months.'),
      li(strong('All other APIs:'), ' usually 1 to 6 months.'),
    ),
    h2('steps', 'The steps'),
  ],
  steps: {
    level: 'h3',
    items: [
      {
        heading: 'Get sandbox access and test',
        text: [
          a('/explore', 'Find an API'),
          ', request sandbox access from its page, and build your app against our sandbox test data.',
        ],
      },
      {
        heading: 'Submit a production access request',
        text: [
          a(
            '/production-access/request-prod-access',
            'Read what the request needs',
          ),
          ', then fill in the form. We review it within about 1 to 2 weeks and may ask for changes.',
        ],
      },
      {
        heading: 'Show us a demo',
        text: [
          'We schedule a demo within about a week of the requested changes being made. ',
          a(
            '/production-access/prepare-for-and-complete-a-demo',
            'Prepare for the demo',
          ),
          '.',
        ],
      },
      {
        heading: 'Go to production',
        text: [
          'Production access is usually granted about 1 to 4 months after the demo. Before you go live, read ',
          a('/production-access/working-with-va-apis', 'working with VA APIs'),
          '.',
        ],
      },
    ],
  },
}
