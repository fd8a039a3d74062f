import { z } from 'zod'
import { addFieldIssue, ALWAYS, EmailSchema } from './form-rules.ts'
import {
  RELEASE_NOTES_MESSAGES,
  SUBSCRIPTION_SCOPES,
} from './release-notes-texts.ts'

/** The subscribe form's fields: the address, which notes, the honeypot. */
export const ReleaseNotesSubscribeFormSchema = z.object({
  email: EmailSchema,
  scope: z.enum(SUBSCRIPTION_SCOPES, {
    error: RELEASE_NOTES_MESSAGES.scope,
  }),
  /** The honeypot: people leave it empty. */
  faxNumber: z.string().nullish(),
})

/** The subscribe form's values. */
export type ReleaseNotesSubscribeForm = z.input<
  typeof ReleaseNotesSubscribeFormSchema
>

/**
 * `POST /v0/release-notes/subscriptions`: the form's fields and the API whose page it is on,
 * required when the scope is that API (R-NOTES-SUBSCRIBE).
 */
export const ReleaseNotesSubscribeRequestSchema =
  ReleaseNotesSubscribeFormSchema.extend({
    urlSlug: z.string().trim().max(200).nullish(),
  }).superRefine((values, context) => {
    if (typeof values !== 'object' || values === null) return
    if (values.scope === 'api' && !values.urlSlug)
      addFieldIssue(context, 'urlSlug', RELEASE_NOTES_MESSAGES.urlSlug)
  }, ALWAYS)

/** A subscribe request. */
export type ReleaseNotesSubscribeRequest = z.input<
  typeof ReleaseNotesSubscribeRequestSchema
>

/** The subscribe answer (202): the same whatever the address had before, so it tells nothing. */
export const ReleaseNotesSubscribeResponseSchema = z.object({
  message: z.string(),
})

/** The signed pair of a confirmation link (`/subscriptions/release-notes/confirm/{id}/{hash}`). */
export const SubscriptionLinkSchema = z.object({
  subscriptionId: z.uuid(),
  hash: z.string().min(1).max(200),
})

/** `POST /v0/release-notes/subscriptions/confirm`: the link's pair. */
export type SubscriptionLink = z.infer<typeof SubscriptionLinkSchema>

/** The one-click unsubscribe body of RFC 8058, sent by mail clients and by the unsubscribe page. */
export const OneClickUnsubscribeSchema = z.object({
  'List-Unsubscribe': z.literal('One-Click'),
})

/** The confirm and unsubscribe answers: what the subscription is to now. */
export const SubscriptionStateSchema = z.object({
  status: z.enum(['confirmed', 'unsubscribed']),
  scope: z.enum(SUBSCRIPTION_SCOPES),
  /** The API's name; null for every API's notes. */
  apiName: z.string().nullable(),
})

/** A subscription's state after a confirm or unsubscribe. */
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>
