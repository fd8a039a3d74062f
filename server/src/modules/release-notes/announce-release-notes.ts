import { apiFeedPath } from '@portal/schema/release-notes-texts'
import type { Db } from '../../db/client.ts'
import type { ReleaseNotePayload } from '../outbox/index.ts'
import { markdownHtml } from './markdown-html.ts'
import { newReleaseNotes } from './release-note-entries.ts'
import { releaseNoteSubject } from './release-note-subject.ts'
import {
  confirmedSubscribers,
  queueEmails,
  recordDeliveries,
  type Executor,
} from './release-notes-store.ts'
import { oneClickUrl, unsubscribePageUrl } from './subscription-links.ts'

/** What announcing needs: the link secret and the addresses the emails link to. */
export interface AnnouncerOptions {
  linkSecret: string
  publicOrigin: string
  apiPrefix: string
}

/** A change of an API's release notes, as the code that made it saw it. */
export interface ReleaseNotesChange {
  api: { id: string; urlSlug: string; name: string }
  /** `releaseNotes` before the change ('' for a new API). */
  before: string
  after: string
  /**
   * The label of the published version whose note this is (a spec publication), for the emails'
   * subject; absent when an entry edit wrote the note.
   */
  version?: string | undefined
}

/**
 * THE SEAM of a change of an API's release notes (R-ENTRY-RELEASE-NOTES-SEAM, R-NOTES-ANNOUNCE),
 * one type for every change that makes one: the console's entry editor (create, edit, revert) and
 * a spec publication's release note. Called inside the change's transaction, so what it writes (a
 * feed item, outbox emails) commits with the change or not at all; it must not send anything
 * itself (the outbox does that after commit). The app wires `announceReleaseNotes` of
 * `createReleaseNotesAnnouncer` into it.
 */
export type OnReleaseNotesChange = (
  executor: Db,
  change: ReleaseNotesChange,
) => Promise<unknown>

/**
 * Makes `announceReleaseNotes(executor, { api, before, after })` (R-NOTES-ANNOUNCE): for each
 * entry of `after` that `before` lacks, one email per confirmed subscriber of the API or of every
 * API (one per address), queued in the outbox through `executor`. Pass the transaction that
 * writes the new release notes, so the emails commit with them. Idempotent: the deliveries table's
 * key (entry, address) means a retry or a second call with the same change queues nothing more.
 */
export function createReleaseNotesAnnouncer(options: AnnouncerOptions) {
  const { linkSecret, publicOrigin, apiPrefix } = options
  return {
    announceReleaseNotes: async (
      executor: Executor,
      { api, before, after, version }: ReleaseNotesChange,
    ): Promise<{ entries: number; queued: number }> => {
      const entries = newReleaseNotes(api.urlSlug, before, after)
      if (entries.length === 0) return { entries: 0, queued: 0 }
      const subscribers = await confirmedSubscribers(executor, api.id)
      let queued = 0
      // Oldest first, so the notes arrive in the order they were written.
      for (const entry of [...entries].reverse()) {
        const fresh = await recordDeliveries(
          executor,
          entry.id,
          subscribers.map((subscriber) => ({
            emailLower: subscriber.email_lower,
            subscriptionId: subscriber.id,
          })),
        )
        const html = markdownHtml(entry.markdown, publicOrigin)
        const subject = releaseNoteSubject({
          apiName: api.name,
          version: version ?? null,
          heading: entry.heading,
          markdown: entry.markdown,
        })
        const emails = subscribers
          .filter((subscriber) => fresh.has(subscriber.email_lower))
          .map((subscriber) => {
            const payload: ReleaseNotePayload = {
              apiName: api.name,
              subject,
              heading: entry.heading,
              markdown: entry.markdown,
              html,
              pageUrl: `${publicOrigin}/explore/api/${api.urlSlug}/release-notes`,
              feedUrl: `${publicOrigin}${apiFeedPath(api.urlSlug)}`,
              unsubscribeUrl: unsubscribePageUrl(
                publicOrigin,
                linkSecret,
                subscriber,
              ),
              oneClickUrl: oneClickUrl(
                publicOrigin,
                apiPrefix,
                linkSecret,
                subscriber,
              ),
            }
            return {
              template: 'release-note',
              recipient: subscriber.email,
              payload: { ...payload },
            }
          })
        await queueEmails(executor, emails)
        queued += emails.length
      }
      return { entries: entries.length, queued }
    },
  }
}
