import { formatDemoTime } from '@portal/schema/production-review-timeline'
import { escapeHtml } from '../../escape-html.ts'
import type { MailMessage } from './mailer.ts'
import { htmlDocument } from './text-html.ts'

/** What each review email carries (R-REVIEW-EMAILS). */
export interface ProductionReviewPayload {
  requestId: string
  appName: string
  organization: string
  /** The reviewer's message, the denial's reason or the applicant's answer, as typed. */
  message: string | null
  demo: { at: string; meetingLink: string } | null
  statusUrl: string
}

/** The template of each move: every status change has its own (R-REVIEW-EMAILS). */
export const REVIEW_TEMPLATES = {
  start_review: 'production-review-in-review',
  request_changes: 'production-review-changes-requested',
  answer: 'production-review-answered',
  schedule_demo: 'production-review-demo-scheduled',
  approve: 'production-review-approved',
  deny: 'production-review-denied',
  withdraw: 'production-review-withdrawn',
} as const

/** One block of an email: a paragraph, a quoted message, or a link. */
type Block =
  | { paragraph: string }
  | { quote: string; label: string }
  | { link: string; label: string }

// The text and HTML of one email from the same blocks, so the two never say different things.
function compose(
  to: string,
  subject: string,
  payload: ProductionReviewPayload,
  blocks: Block[],
): MailMessage {
  const all: Block[] = [
    { paragraph: 'Hello,' },
    ...blocks,
    {
      link: payload.statusUrl,
      label: 'See your request’s status and timeline:',
    },
    { paragraph: `Request id: ${payload.requestId}` },
    { paragraph: 'VA API Platform' },
  ]
  const text = all
    .map((block) =>
      'paragraph' in block
        ? block.paragraph
        : 'quote' in block
          ? `${block.label}\n\n${block.quote
              .split('\n')
              .map((line) => `> ${line}`)
              .join('\n')}`
          : `${block.label}\n${block.link}`,
    )
    .join('\n\n')
  const html = all
    .map((block) =>
      'paragraph' in block
        ? `<p>${escapeHtml(block.paragraph)}</p>`
        : 'quote' in block
          ? `<p>${escapeHtml(block.label)}</p><blockquote style="white-space: pre-wrap">${escapeHtml(block.quote)}</blockquote>`
          : `<p>${escapeHtml(block.label)}<br><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`,
    )
    .join('\n')
  return {
    to,
    subject,
    text,
    html: htmlDocument(html),
  }
}

const appOf = (payload: ProductionReviewPayload) =>
  `${payload.appName} (${payload.organization})`

const messageBlock = (
  payload: ProductionReviewPayload,
  label: string,
): Block[] => (payload.message ? [{ label, quote: payload.message }] : [])

function reviewInReview(to: string, payload: ProductionReviewPayload) {
  return compose(to, 'Your production access request is in review', payload, [
    {
      paragraph: `A reviewer has started the review of your production access request for ${appOf(payload)}. We will contact you if we need changes or to schedule your demo.`,
    },
  ])
}

function reviewChangesRequested(to: string, payload: ProductionReviewPayload) {
  return compose(
    to,
    'Changes requested on your production access request',
    payload,
    [
      {
        paragraph: `Our reviewer needs changes to your production access request for ${appOf(payload)} before it can go on.`,
      },
      ...messageBlock(payload, 'The reviewer’s message:'),
      { paragraph: 'Answer the reviewer on your request’s status page.' },
    ],
  )
}

function reviewAnswered(to: string, payload: ProductionReviewPayload) {
  return compose(to, 'We received your answer', payload, [
    {
      paragraph: `Thank you. Your answer on the production access request for ${appOf(payload)} is with our reviewer, and the request is back in review.`,
    },
    ...messageBlock(payload, 'Your answer:'),
  ])
}

function reviewDemoScheduled(to: string, payload: ProductionReviewPayload) {
  const when = payload.demo ? formatDemoTime(new Date(payload.demo.at)) : ''
  return compose(to, 'Your demo is scheduled', payload, [
    {
      paragraph: `The demo of ${appOf(payload)} is scheduled for ${when}.`,
    },
    ...(payload.demo
      ? [{ link: payload.demo.meetingLink, label: 'Join the meeting:' }]
      : []),
    ...messageBlock(payload, 'The reviewer’s message:'),
    {
      paragraph:
        'Your request’s status page has a calendar file of the demo. Read how to prepare: show the application working with the requested APIs in the sandbox.',
    },
  ])
}

function reviewApproved(to: string, payload: ProductionReviewPayload) {
  return compose(to, 'Your production access request is approved', payload, [
    {
      paragraph: `Your production access request for ${appOf(payload)} is approved. Our team will send your production credentials separately.`,
    },
    ...messageBlock(payload, 'The reviewer’s message:'),
  ])
}

function reviewDenied(to: string, payload: ProductionReviewPayload) {
  return compose(to, 'Your production access request was denied', payload, [
    {
      paragraph: `We cannot grant production access for ${appOf(payload)}.`,
    },
    ...messageBlock(payload, 'The reason:'),
    {
      paragraph:
        'You may apply again once the reason is addressed. Questions? Contact us through the Support page.',
    },
  ])
}

function reviewWithdrawn(to: string, payload: ProductionReviewPayload) {
  return compose(to, 'Your production access request is withdrawn', payload, [
    {
      paragraph: `Your production access request for ${appOf(payload)} is withdrawn, as you asked. Nothing more will happen to it; you may apply again at any time.`,
    },
  ])
}

/** The review's templates by name, for renderEmail. */
export const REVIEW_RENDERERS: Record<
  string,
  (to: string, payload: ProductionReviewPayload) => MailMessage
> = {
  [REVIEW_TEMPLATES.start_review]: reviewInReview,
  [REVIEW_TEMPLATES.request_changes]: reviewChangesRequested,
  [REVIEW_TEMPLATES.answer]: reviewAnswered,
  [REVIEW_TEMPLATES.schedule_demo]: reviewDemoScheduled,
  [REVIEW_TEMPLATES.approve]: reviewApproved,
  [REVIEW_TEMPLATES.deny]: reviewDenied,
  [REVIEW_TEMPLATES.withdraw]: reviewWithdrawn,
}
