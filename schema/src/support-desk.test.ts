import { expect, test } from 'vitest'
import {
  SupportAssignSchema,
  SupportHandOffSchema,
  SupportQueueQuerySchema,
  SupportReplySchema,
} from './support-desk.ts'
import {
  nextSupportStatus,
  supportActionsFrom,
  SUPPORT_DESK_MESSAGES,
} from './support-desk-status.ts'

const messagesOf = (result: {
  success: boolean
  error?: { issues: { message: string }[] }
}) => result.error?.issues.map((issue) => issue.message) ?? []

test('The desk forms say the spec’s messages: a reply and an assignee are required, the hand-off note is not', () => {
  expect(messagesOf(SupportReplySchema.safeParse({ reply: '   ' }))).toEqual([
    SUPPORT_DESK_MESSAGES.reply,
  ])
  expect(messagesOf(SupportReplySchema.safeParse({}))).toEqual([
    SUPPORT_DESK_MESSAGES.reply,
  ])
  expect(
    messagesOf(SupportReplySchema.safeParse({ reply: 'r'.repeat(5001) })),
  ).toEqual(['Enter no more than 5000 characters.'])
  expect(messagesOf(SupportAssignSchema.safeParse({ to: '' }))).toEqual([
    SUPPORT_DESK_MESSAGES.assignee,
  ])
  expect(SupportAssignSchema.safeParse({ to: 'me' }).success).toBe(true)
  expect(SupportHandOffSchema.parse({})).toEqual({})
  expect(SupportHandOffSchema.parse({ handOffNote: ' For you ' })).toEqual({
    handOffNote: 'For you',
  })
  expect(SupportQueueQuerySchema.parse({ status: '', q: ' ada ' })).toEqual({
    q: 'ada',
  })
})

test('The state machine: replies aside, a request moves open, closed and reopened only from where it may', () => {
  expect(supportActionsFrom('new')).toEqual(['open', 'close'])
  expect(supportActionsFrom('open')).toEqual(['close'])
  expect(supportActionsFrom('waiting_on_requester')).toEqual(['open', 'close'])
  expect(supportActionsFrom('closed')).toEqual(['reopen'])
  expect(nextSupportStatus('closed', 'close')).toBeNull()
  expect(nextSupportStatus('closed', 'reopen')).toBe('open')
})
