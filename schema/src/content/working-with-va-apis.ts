import {
  RATE_LIMIT_HEADERS,
  SANDBOX_REQUESTS_PER_MINUTE,
} from '../sandbox-rate-limit.ts'
import { a, code, h2, li, p, ul, type ContentPage } from './content-page.ts'

/** /production-access/working-with-va-apis: what production consumers must know. */
export const WORKING_WITH_VA_APIS: ContentPage = {
  path: '/production-access/working-with-va-apis',
  title: 'Working with VA APIs',
  description: 'Rate limits, environments and tokens',
  intro: 'What to know when your app runs against our production APIs.',
  body: [
    h2('environments', 'Sandbox and production'),
    p(
      'Sandbox uses test data only and is available 99.0% of the time on weekdays from 7:00 a.m. to 9:00 p.m. ET. Production uses real Veteran data and targets 99.9% uptime. Production keys and credentials are different from sandbox ones; keep them secret and never put them in front-end code.',
    ),
    h2('rate-limiting', 'Rate limiting'),
    p(
      `Each consumer can make ${SANDBOX_REQUESTS_PER_MINUTE} requests per minute (per IP address when a request is not authenticated). A request over the limit gets HTTP `,
      code('429 Too Many Requests'),
      '; wait until the window resets before you try again. If your app needs a higher limit, tell us why through ',
      a('/support/contact-us', 'the support form'),
      ': we decide case by case.',
    ),
    p('Every response carries these headers:'),
    ul(
      li(code(RATE_LIMIT_HEADERS.limit), ': requests allowed in the window.'),
      li(code(RATE_LIMIT_HEADERS.remaining), ': requests left in the window.'),
      li(code(RATE_LIMIT_HEADERS.reset), ': seconds until the window resets.'),
      li(
        code(RATE_LIMIT_HEADERS.limitMinute),
        ' and ',
        code(RATE_LIMIT_HEADERS.remainingMinute),
        ': the per-minute limit and what is left of it.',
      ),
    ),
    p(
      'When an API also limits requests per second, two more headers appear: ',
      code('X-RateLimit-Limit-second'),
      ' and ',
      code('X-RateLimit-Remaining-second'),
      '.',
    ),
    h2('tokens', 'Tokens'),
    p(
      'OAuth refresh tokens expire when unused for 7 days in sandbox and 42 days in production. Client Credentials Grant access tokens last 5 minutes; request a new one rather than storing it.',
    ),
    h2('support', 'Getting help'),
    p(
      'We answer support requests within one business day. ',
      a('/support', 'Visit support'),
      '.',
    ),
  ],
}
