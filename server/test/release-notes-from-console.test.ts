// The release-notes seam wired (R-NOTES-ANNOUNCE, R-ENTRY-RELEASE-NOTES-SEAM): a publisher's new
// dated entry in an API's release notes, saved in the console, emails each confirmed subscriber
// exactly once; saving again sends nothing more; an unconfirmed address gets nothing.
import { expect, test } from 'vitest'
import type { ApiEntryDetail } from '@portal/schema/api-entry'
import { csrfHeaders } from './build-test-app.ts'
import { apiIdOf, ENTRIES, publisherApp } from './api-entry-kit.ts'

const SUBSCRIBE = '/platform-backend/v0/release-notes/subscriptions'
const CONFIRM_LINK =
  /\/subscriptions\/release-notes\/confirm\/([\w-]+)\/([\w-]+)$/

test(
  'A release note saved in the console is emailed once to each confirmed subscriber of the API',
  { timeout: 60_000 },
  async () => {
    const { app, db, headers } = await publisherApp()
    const subscribe = (email: string) =>
      app.inject({
        method: 'POST',
        url: SUBSCRIBE,
        headers: csrfHeaders(),
        payload: { email, scope: 'api', urlSlug: 'appeals' },
      })
    const confirmed = `confirmed-${Date.now()}@example.org`
    const unconfirmed = `unconfirmed-${Date.now()}@example.org`
    expect((await subscribe(confirmed)).statusCode).toBe(202)
    expect((await subscribe(unconfirmed)).statusCode).toBe(202)
    const { payload } = await db
      .selectFrom('email_outbox')
      .select('payload')
      .where('recipient', '=', confirmed)
      .where('template', '=', 'release-notes-confirm')
      .executeTakeFirstOrThrow()
    const [, subscriptionId, hash] =
      CONFIRM_LINK.exec(String(payload.confirmUrl)) ?? []
    const confirm = await app.inject({
      method: 'POST',
      url: `${SUBSCRIBE}/confirm`,
      headers: csrfHeaders(),
      payload: { subscriptionId, hash },
    })
    expect(confirm.statusCode).toBe(200)

    const id = await apiIdOf(db, 'appeals')
    const { entry } = (
      await app.inject({ url: `${ENTRIES}/${id}`, headers })
    ).json<ApiEntryDetail>()
    const note = `### November 26, 2026\n\nThe status answer now names the appeal's docket (${Date.now()}).`
    const save = () =>
      app.inject({
        method: 'PUT',
        url: `${ENTRIES}/${id}`,
        headers,
        payload: {
          ...entry,
          releaseNotes: `${note}\n\n---\n\n${entry.releaseNotes}`,
        },
      })
    expect((await save()).statusCode).toBe(200)
    expect((await save()).statusCode).toBe(200)

    const releaseNoteMail = await db
      .selectFrom('email_outbox')
      .select(['recipient', 'payload'])
      .where('template', '=', 'release-note')
      .where('recipient', 'in', [confirmed, unconfirmed])
      .execute()
    expect(releaseNoteMail.map((row) => row.recipient)).toEqual([confirmed])
    expect(JSON.stringify(releaseNoteMail[0]?.payload)).toContain(
      'names the appeal',
    )
  },
)
