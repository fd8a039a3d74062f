import { expect, test } from 'vitest'
import type { ApiEntryDetail } from '@portal/schema/api-entry'
import type { SpecCheck } from '@portal/schema/spec-publishing'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { ENTRIES, apiIdOf } from '../../../test/api-entry-kit.ts'
import {
  confirmedSubscriber,
  referenceDataSpec,
  TEST_API,
} from '../../../test/spec-kit.ts'
import { signInStaff } from '../../../test/staff-kit.ts'
import type { Db } from '../../db/client.ts'
import {
  createOutboxStore,
  processOutbox,
  type MailMessage,
} from '../outbox/index.ts'

const SPECS = `/platform-backend/v0/console/apis/${TEST_API.slug}/specs`

/** The subjects of the release-note emails the outbox sends now. */
async function sentSubjects(db: Db): Promise<string[]> {
  const sent: MailMessage[] = []
  await processOutbox({
    store: createOutboxStore(db),
    mailer: { send: async (message) => void sent.push(message) },
    publicOrigin: 'http://127.0.0.1:8080',
  })
  return sent
    .filter((message) => message.headers?.['List-Unsubscribe'])
    .map((message) => message.subject)
}

test(
  'A release-note email’s subject names the version and the note’s first line, not only the day (R-RELEASE-EMAIL-SUBJECT)',
  // Two publications, an entry edit and a subscription: slow on a busy machine.
  { timeout: 60_000 },
  async () => {
    const { app, db } = await buildTestApp({ freshDatabase: true })
    const { headers } = await signInStaff(db, { roles: ['publisher'] })
    await confirmedSubscriber(app, db, `subject-${Date.now()}@example.org`)
    await sentSubjects(db)
    const check = async (document: string) =>
      (
        await app.inject({
          method: 'POST',
          url: `${SPECS}/check`,
          headers,
          payload: { document },
        })
      ).json<SpecCheck>()

    // The first publication, with the note the console drafts.
    const v1 = JSON.stringify(referenceDataSpec())
    const first = await app.inject({
      method: 'POST',
      url: SPECS,
      headers,
      payload: {
        document: v1,
        releaseNote: (await check(v1)).releaseNoteDraft,
      },
    })
    expect(first.statusCode, first.body).toBe(201)
    expect(await sentSubjects(db)).toEqual([
      'Benefits Reference Data API Version 1.0.0: the OpenAPI document is published.',
    ])

    // A breaking version with the drafted note: its first line counts the changes, and the
    // subject names the version the publisher chose.
    const v2 = JSON.stringify(referenceDataSpec({ withoutCountries: true }))
    const drafted = (await check(v2)).releaseNoteDraft
    const second = await app.inject({
      method: 'POST',
      url: SPECS,
      headers,
      payload: {
        document: v2,
        releaseNote: drafted,
        confirmBreaking: true,
        version: 'v2',
        label: 'Version 2',
      },
    })
    expect(second.statusCode, second.body).toBe(201)
    expect(await sentSubjects(db)).toEqual([
      'Benefits Reference Data API Version 2: 1 breaking change.',
    ])

    // A note written in the entry editor: no version, its first line as the reader sees it.
    const id = await apiIdOf(db, TEST_API.slug)
    const { entry } = (
      await app.inject({ url: `${ENTRIES}/${id}`, headers })
    ).json<ApiEntryDetail>()
    const edited = await app.inject({
      method: 'PUT',
      url: `${ENTRIES}/${id}`,
      headers,
      payload: {
        ...entry,
        releaseNotes: `### December 24, 2031\n\n**Added** the [\`GET /states\`](/explore/api/${TEST_API.slug}/docs) filter by region.\nMore detail below.\n\n---\n\n${entry.releaseNotes}`,
      },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await sentSubjects(db)).toEqual([
      'Benefits Reference Data API: Added the GET /states filter by region.',
    ])
  },
)
