import { escapeHtml } from '../../escape-html.ts'
import type { MailMessage } from './mailer.ts'
import { htmlDocument } from './text-html.ts'

/** What a support desk reply carries (R-SUPPORT-DESK-REPLY). */
export interface SupportReplyPayload {
  /** The request's id: the reference the confirmation email gave the requester. */
  requestId: string
  firstName: string
  /** The staff member's reply, as typed; escaped in the HTML. */
  reply: string
  /** Where the requester's answer goes: the support team's mailbox. */
  replyTo: string
}

/** The template name of a reply to the requester. */
export const SUPPORT_REPLY_TEMPLATE = 'support-reply'

// The reference is in the subject and the body, so an answer by email (which keeps the subject)
// and a pasted message both lead back to the request.
export function supportReply(
  to: string,
  payload: SupportReplyPayload,
): MailMessage {
  const reference = `Reference ${payload.requestId}`
  const greeting = `Hello ${payload.firstName},`
  const closing = [
    'To answer, reply to this email and keep the reference in the subject.',
    reference,
    'VA API Platform',
  ]
  const text = [greeting, payload.reply, ...closing].join('\n\n')
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<div style="white-space: pre-wrap">${escapeHtml(payload.reply)}</div>`,
    ...closing.map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join('\n')
  return {
    to,
    replyTo: payload.replyTo,
    subject: `Your VA API Platform request (${reference})`,
    text,
    html: htmlDocument(html),
  }
}
