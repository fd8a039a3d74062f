import { z } from 'zod'

/** The notices of a deprecation, in the order they are sent (R-DEPRECATION-NOTICES). */
export const DEPRECATION_NOTICE_KINDS = [
  'published',
  'days-30',
  'days-7',
  'deactivated',
] as const

/** What each notice is called in the console and in the email's subject. */
export const DEPRECATION_NOTICE_LABELS: Record<
  (typeof DEPRECATION_NOTICE_KINDS)[number],
  string
> = {
  published: 'Deprecation announced',
  'days-30': '30 days before deactivation',
  'days-7': '7 days before deactivation',
  deactivated: 'Deactivated',
}

/** The words of the deprecation notices' endpoints. */
export const DEPRECATION_NOTICE_MESSAGES = {
  notFound: 'No such API entry',
  noticeNotFound: 'This unsubscribe link is not valid',
} as const

/** `:id` of `GET …/v0/console/api-entries/{id}/deprecation-notices`. */
export const DeprecationNoticesParamsSchema = z.object({
  id: z.uuid({ error: DEPRECATION_NOTICE_MESSAGES.notFound }),
})

/**
 * `GET …/v0/console/api-entries/{id}/deprecation-notices` (R-DEPRECATION-CONSOLE): who the
 * notices reach now, and how many of each went out.
 */
export const DeprecationNoticesSummarySchema = z.object({
  /** When the deprecation was published in the console; null when it was not (no notices). */
  publishedAt: z.string().nullable(),
  /** Who the next notice would reach, counted now. */
  audience: z.object({
    /** Addresses of developers whose credentials called the API in the last 90 days. */
    developers: z.number().int(),
    /** Confirmed subscribers of its release notes (or of every API's). */
    subscribers: z.number().int(),
    /** Distinct addresses of both. */
    addresses: z.number().int(),
    /** Addresses that asked for no more reminders. */
    optedOut: z.number().int(),
  }),
  /** Each notice sent, with how many emails it queued and when the last was. */
  sent: z.array(
    z.object({
      kind: z.enum(DEPRECATION_NOTICE_KINDS),
      count: z.number().int(),
      lastAt: z.string(),
    }),
  ),
})

/** The console's view of an API's deprecation notices. */
export type DeprecationNoticesSummary = z.infer<
  typeof DeprecationNoticesSummarySchema
>

/** `:noticeId` of the unsubscribe address: the notice's id is the link's capability. */
export const DeprecationUnsubscribeParamsSchema = z.object({
  noticeId: z.uuid({ error: DEPRECATION_NOTICE_MESSAGES.noticeNotFound }),
})

/** The one-click body (RFC 8058), as a form or JSON. */
export const DeprecationOneClickSchema = z.object({
  'List-Unsubscribe': z.literal('One-Click'),
})

/** The unsubscribe answer. */
export const DeprecationUnsubscribedSchema = z.object({
  status: z.literal('unsubscribed'),
})
