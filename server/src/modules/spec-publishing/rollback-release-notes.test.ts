import { expect, test } from 'vitest'
import type { SpecCheck } from '@portal/schema/spec-publishing'
import {
  apiFeedPath,
  PLATFORM_FEED_PATH,
} from '@portal/schema/release-notes-texts'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { signInStaff } from '../../../test/staff-kit.ts'
import {
  confirmedSubscriber,
  referenceDataSpec,
  TEST_API,
} from '../../../test/spec-kit.ts'

// R-SPEC-ROLLBACK-NOTE: a rollback tells the people who follow the API's release notes that what
// the rolled-back version announced is not live, where they already read that announcement.

const SPECS = `/platform-backend/v0/console/apis/${TEST_API.slug}/specs`
const CONTENT = `/platform-backend/v0/providers/${TEST_API.slug}/content`

test(
  'Rolling back a breaking version adds a dated "rolled back" note to the release notes page and both feeds, emailed once to each confirmed subscriber; the rolled-back note stays',
  // Two publications, signups, a subscription: slow on a busy machine.
  { timeout: 60_000 },
  async () => {
    const { app, db } = await buildTestApp({ freshDatabase: true })
    const { headers } = await signInStaff(db, { roles: ['publisher'] })
    const subscriber = `rollback-${Date.now()}@example.org`
    await confirmedSubscriber(app, db, subscriber)
    const publish = (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: SPECS, headers, payload: body })

    const v1 = JSON.stringify(referenceDataSpec())
    expect(
      (
        await publish({
          document: v1,
          releaseNote: '### November 20, 2026\n\nThe first version.',
        })
      ).statusCode,
    ).toBe(201)
    const v2 = JSON.stringify(referenceDataSpec({ withoutCountries: true }))
    const report = (
      await app.inject({
        method: 'POST',
        url: `${SPECS}/check`,
        headers,
        payload: { document: v2 },
      })
    ).json<SpecCheck>()
    expect(report.breaking).toBe(true)
    expect(
      (
        await publish({
          document: v2,
          releaseNote: '### November 21, 2026\n\nThe countries are gone.',
          confirmBreaking: true,
          version: 'v2',
          label: 'Version 2',
        })
      ).statusCode,
    ).toBe(201)
    // Read (and cached) before the rollback: the rollback must empty the cache.
    expect((await app.inject(CONTENT)).body).toContain(
      'The countries are gone.',
    )

    const rolledBack = await app.inject({
      method: 'POST',
      url: `${SPECS}/rollback`,
      headers,
      payload: {},
    })
    expect(rolledBack.statusCode, rolledBack.body).toBe(200)

    const notice =
      'Version 2 is rolled back: Version 1.0.0 is the current version again, and the changes announced for Version 2 are not live.'
    const page = (await app.inject(CONTENT)).body
    expect(page).toContain(notice)
    expect(page).toContain('The countries are gone.')
    for (const feed of [apiFeedPath(TEST_API.slug), PLATFORM_FEED_PATH]) {
      const body = (await app.inject(feed)).body
      expect(body, feed).toContain(notice)
      expect(body, feed).toContain('The countries are gone.')
    }
    const mail = await db
      .selectFrom('email_outbox')
      .select('payload')
      .where('recipient', '=', subscriber)
      .where('template', '=', 'release-note')
      .orderBy('id')
      .execute()
    expect(mail.map((row) => String(row.payload.markdown))).toEqual([
      'The first version.',
      'The countries are gone.',
      notice,
    ])

    // Rolling back the first version too: the note says no document is published now.
    await app.inject({
      method: 'POST',
      url: `${SPECS}/rollback`,
      headers,
      payload: {},
    })
    expect((await app.inject(apiFeedPath(TEST_API.slug))).body).toContain(
      'Version 1.0.0 is rolled back: no OpenAPI document is published for this API now.',
    )
  },
)

test('Rolling back a publication that had no release note (the seed’s) adds none', async () => {
  const { app, db } = await buildTestApp({ freshDatabase: true })
  const { headers } = await signInStaff(db, { roles: ['publisher'] })
  const notesOf = async () =>
    (
      await db
        .selectFrom('apis')
        .select('details')
        .where('url_slug', '=', 'va-facilities')
        .executeTakeFirstOrThrow()
    ).details.releaseNotes
  const before = await notesOf()
  const rolledBack = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/console/apis/va-facilities/specs/rollback',
    headers,
    payload: {},
  })
  expect(rolledBack.statusCode, rolledBack.body).toBe(200)
  expect(await notesOf()).toBe(before)
})
