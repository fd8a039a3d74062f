import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import {
  API_ENTRY_MESSAGES,
  ApiEntryInputSchema,
  type ApiEntryDetail,
  type ApiEntryHistory,
  type ApiEntryList,
} from '@portal/schema/api-entry'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'
import { signInStaff } from '../../../test/staff-kit.ts'
import {
  ENTRIES,
  apiIdOf,
  entrySnapshot,
  newEntry,
  publisherApp,
  uniqueEntry,
} from '../../../test/api-entry-kit.ts'

const CATALOGUE = '/platform-backend/v0/providers/transformations/legacy.json'

test('A publisher publishes a new API entry: 201, version 1, audited, and live at once in the catalogue, its page content, the sitemap and llms.txt (R-ENTRY-FIELDS, R-ENTRY-LIVE)', async () => {
  const { app, db, headers, publisher } = await publisherApp({
    freshDatabase: true,
  })
  // Cached before the change: the change must empty the cache, not wait for it to expire.
  expect((await app.inject(CATALOGUE)).body).not.toContain('vaccine-records')
  const created = await app.inject({
    method: 'POST',
    url: ENTRIES,
    headers,
    payload: newEntry(),
  })
  expect(created.statusCode).toBe(201)
  const detail = created.json<ApiEntryDetail>()
  expect(detail).toMatchObject({ version: 1, entry: newEntry() })

  const health = (await app.inject(CATALOGUE)).json<
    Record<string, { apis: { urlSlug: string; apikey: boolean }[] }>
  >().health
  expect(
    health?.apis.find((api) => api.urlSlug === 'vaccine-records'),
  ).toMatchObject({
    apikey: true,
  })
  const content = await app.inject(
    '/platform-backend/v0/providers/vaccine-records/content',
  )
  expect(content.statusCode).toBe(200)
  expect(JSON.stringify(content.json())).toContain(
    '/explore/api/vaccine-records/docs',
  )
  expect((await app.inject('/sitemap.xml')).body).toContain(
    '/explore/api/vaccine-records<',
  )
  expect((await app.inject('/llms.txt')).body).toContain('Vaccine Records API')

  const audit = await db
    .selectFrom('audit_events')
    .select(['action', 'staff_id', 'entity_id'])
    .where('entity_type', '=', 'api_entry')
    .execute()
  expect(audit).toEqual([
    {
      action: 'api_entry.created',
      staff_id: publisher.staff.id,
      entity_id: detail.id,
    },
  ])
})

test('An entry that breaks the rules gets 400 with each message on its field, and nothing is stored (R-ENTRY-VALIDATION)', async () => {
  const { app, db, headers } = await publisherApp()
  const before = await entrySnapshot(db)
  const response = await app.inject({
    method: 'POST',
    url: ENTRIES,
    headers,
    payload: newEntry({
      name: ' ',
      urlSlug: 'Not A Slug',
      oAuthTypes: ['ClientCredentialsGrant'],
      veteranRedirect: {
        linkUrl: 'javascript:alert(1)',
        linkText: 'Go',
        message: 'Are you a Veteran?',
      },
      deactivationInfo: {
        deprecationContent: '',
        deprecationDate: '2027-01-01T00:00:00-05:00',
        deactivationContent: '',
        deactivationDate: '2026-01-01T00:00:00-05:00',
      },
    }),
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().fieldErrors).toMatchObject({
    name: [API_ENTRY_MESSAGES.name],
    urlSlug: [API_ENTRY_MESSAGES.urlSlug],
    'oAuthInfo.ccgInfo.baseAuthPath': [API_ENTRY_MESSAGES.baseAuthPath],
    'veteranRedirect.linkUrl': [API_ENTRY_MESSAGES.linkUrl],
    'deactivationInfo.deactivationDate': [API_ENTRY_MESSAGES.dateOrder],
  })
  const unknownCategory = await app.inject({
    method: 'POST',
    url: ENTRIES,
    headers,
    payload: newEntry({ categoryUrlFragment: 'no-such-category' }),
  })
  expect(unknownCategory.statusCode).toBe(400)
  expect(unknownCategory.json().fieldErrors).toEqual({
    categoryUrlFragment: [API_ENTRY_MESSAGES.unknownCategory],
  })
  const taken = await app.inject({
    method: 'POST',
    url: ENTRIES,
    headers,
    // Its own URL fragment, so only the slug and the alternate id clash (whatever else is stored).
    payload: uniqueEntry({ urlSlug: 'va-facilities', altID: 'facilities' }),
  })
  expect(taken.statusCode).toBe(409)
  expect(taken.json().fieldErrors).toEqual({
    urlSlug: [API_ENTRY_MESSAGES.duplicateUrlSlug],
    altID: [API_ENTRY_MESSAGES.duplicateAltID],
  })
  expect(await entrySnapshot(db)).toBe(before)
})

test('A name another entry has, whatever its letter case and spaces, is refused 409 at the name field on create and on rename; the database refuses it too (R-ENTRY-NAME-UNIQUE)', async () => {
  const { app, db, headers } = await publisherApp()
  const before = await entrySnapshot(db)
  const copy = await app.inject({
    method: 'POST',
    url: ENTRIES,
    headers,
    // The seeded "VA Facilities API", typed differently.
    payload: uniqueEntry({ name: '  va   FACILITIES\tApi ' }),
  })
  expect(copy.statusCode).toBe(409)
  expect(copy.json()).toEqual({
    errors: [API_ENTRY_MESSAGES.duplicateName],
    fieldErrors: { name: [API_ENTRY_MESSAGES.duplicateName] },
  })
  expect(await entrySnapshot(db)).toBe(before)

  const entry = uniqueEntry()
  const created = (
    await app.inject({ method: 'POST', url: ENTRIES, headers, payload: entry })
  ).json<ApiEntryDetail>()
  const rename = (name: string) =>
    app.inject({
      method: 'PUT',
      url: `${ENTRIES}/${created.id}`,
      headers,
      payload: { ...entry, name },
    })
  const renamed = await rename('VA Facilities API')
  expect(renamed.statusCode).toBe(409)
  expect(renamed.json().fieldErrors).toEqual({
    name: [API_ENTRY_MESSAGES.duplicateName],
  })
  // Its own name in other letters is no clash.
  expect((await rename(entry.name.toUpperCase())).statusCode).toBe(200)

  // Two publishers racing past the check: the unique index keeps the names apart.
  await expect(
    db
      .updateTable('apis')
      .set({ name: 'va facilities api' })
      .where('id', '=', created.id)
      .execute(),
  ).rejects.toMatchObject({ code: '23505' })
})

test('Every seeded entry passes the shared schema as the console reads it, and saving it unchanged makes no version', async () => {
  // One save per seeded API: more than the write limit allows one address in a minute.
  const { app, headers } = await publisherApp({
    rateLimits: { writePerMinute: 1_000 },
  })
  const { entries } = (
    await app.inject({ url: ENTRIES, headers })
  ).json<ApiEntryList>()
  expect(entries.length).toBeGreaterThanOrEqual(30)
  for (const { id, urlSlug } of entries) {
    const { entry, version } = (
      await app.inject({ url: `${ENTRIES}/${id}`, headers })
    ).json<ApiEntryDetail>()
    const parsed = ApiEntryInputSchema.safeParse(entry)
    expect(parsed.error?.issues ?? [], urlSlug).toEqual([])
    const saved = await app.inject({
      method: 'PUT',
      url: `${ENTRIES}/${id}`,
      headers,
      payload: entry,
    })
    expect(saved.statusCode, `${urlSlug} ${saved.body}`).toBe(200)
    expect(saved.json<ApiEntryDetail>().version, urlSlug).toBe(version)
  }
  const found = (
    await app.inject({ url: `${ENTRIES}?q=FACILITIES`, headers })
  ).json<ApiEntryList>()
  expect(found.entries.map((entry) => entry.urlSlug)).toEqual(['va-facilities'])
})

test('Each edit is a version with who, when and the whole entry before and after; a revert puts a version back as a new version, with its audit rows (R-ENTRY-VERSIONS, R-ENTRY-REVERT)', async () => {
  const { app, db, headers, publisher } = await publisherApp()
  const id = await apiIdOf(db, 'va-facilities')
  const { entry: seeded } = (
    await app.inject({ url: `${ENTRIES}/${id}`, headers })
  ).json<ApiEntryDetail>()
  const edited = { ...seeded, description: 'Find VA facilities, fast.' }
  const put = await app.inject({
    method: 'PUT',
    url: `${ENTRIES}/${id}`,
    headers,
    payload: edited,
  })
  expect(put.statusCode).toBe(200)
  expect(put.json<ApiEntryDetail>()).toMatchObject({
    version: 2,
    entry: edited,
  })
  const catalogue = (await app.inject(CATALOGUE)).body
  expect(catalogue).toContain('Find VA facilities, fast.')

  const history = (
    await app.inject({ url: `${ENTRIES}/${id}/versions`, headers })
  ).json<ApiEntryHistory>()
  expect(
    history.versions.map(({ version, action, staffEmail, changedFields }) => ({
      version,
      action,
      staffEmail,
      changedFields,
    })),
  ).toEqual([
    {
      version: 2,
      action: 'edited',
      staffEmail: publisher.staff.email,
      changedFields: ['description'],
    },
    { version: 1, action: 'seeded', staffEmail: null, changedFields: [] },
  ])
  expect(history.versions[0]?.before).toEqual(seeded)
  expect(history.versions[0]?.after).toEqual(edited)

  const revert = await app.inject({
    method: 'POST',
    url: `${ENTRIES}/${id}/versions/1/revert`,
    headers,
  })
  expect(revert.statusCode).toBe(200)
  expect(revert.json<ApiEntryDetail>()).toMatchObject({
    version: 3,
    entry: seeded,
  })
  expect((await app.inject(CATALOGUE)).body).not.toContain(
    'Find VA facilities, fast.',
  )
  const again = await app.inject({
    method: 'POST',
    url: `${ENTRIES}/${id}/versions/1/revert`,
    headers,
  })
  expect(again.statusCode).toBe(409)
  expect(again.json()).toEqual({ errors: [API_ENTRY_MESSAGES.sameAsCurrent] })
  const missing = await app.inject({
    method: 'POST',
    url: `${ENTRIES}/${id}/versions/99/revert`,
    headers,
  })
  expect(missing.statusCode).toBe(404)
  const last = (
    await app.inject({ url: `${ENTRIES}/${id}/versions`, headers })
  ).json<ApiEntryHistory>().versions[0]
  expect(last).toMatchObject({ version: 3, action: 'reverted', revertedTo: 1 })

  const audit = await db
    .selectFrom('audit_events')
    .select(['action', 'staff_id'])
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute()
  expect(audit).toEqual([
    { action: 'api_entry.edited', staff_id: publisher.staff.id },
    { action: 'api_entry.reverted', staff_id: publisher.staff.id },
  ])
})

test('The release-notes seam hears each change of release notes, before and after, inside the change’s transaction (R-ENTRY-RELEASE-NOTES-SEAM)', async () => {
  const heard: {
    urlSlug: string
    before: string
    after: string
    inTransaction: boolean
  }[] = []
  const { app, db, headers } = await publisherApp({
    onReleaseNotesChange: async (executor, change) => {
      heard.push({
        urlSlug: change.api.urlSlug,
        before: change.before,
        after: change.after,
        inTransaction: executor.isTransaction,
      })
    },
  })
  const entry = uniqueEntry()
  const created = (
    await app.inject({ method: 'POST', url: ENTRIES, headers, payload: entry })
  ).json<ApiEntryDetail>()
  await app.inject({
    method: 'PUT',
    url: `${ENTRIES}/${created.id}`,
    headers,
    payload: { ...entry, description: 'Only the description changed.' },
  })
  await app.inject({
    method: 'PUT',
    url: `${ENTRIES}/${created.id}`,
    headers,
    payload: {
      ...entry,
      releaseNotes: '### December 2, 2026\n\nSecond release.',
    },
  })
  expect(heard).toEqual([
    {
      urlSlug: entry.urlSlug,
      before: '',
      after: newEntry().releaseNotes,
      inTransaction: true,
    },
    {
      urlSlug: entry.urlSlug,
      before: newEntry().releaseNotes,
      after: '### December 2, 2026\n\nSecond release.',
      inTransaction: true,
    },
  ])
  expect(await apiIdOf(db, entry.urlSlug)).toBe(created.id)
})

test('The preview renders the public pages with the public pages’ sanitizing renderer: no script, no script address gets through (R-ENTRY-PREVIEW)', async () => {
  const { app, db, headers } = await publisherApp()
  const before = await entrySnapshot(db)
  const hostile =
    '<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>'
  const preview = await app.inject({
    method: 'POST',
    url: `${ENTRIES}/preview`,
    headers,
    payload: newEntry({ overviewPageContent: hostile, releaseNotes: hostile }),
  })
  expect(preview.statusCode).toBe(200)
  const body = preview.json()
  expect(body.categoryName).toBe('Health APIs')
  expect(body.api).toMatchObject({
    urlSlug: 'vaccine-records',
    apikey: true,
    oAuth: false,
  })
  const trees = JSON.stringify(body.content)
  expect(trees).not.toMatch(/\["script"|\["img"|"href":"javascript/i)
  expect(trees).toContain('<script>alert(1)</script>')
  const markdown = await app.inject({
    method: 'POST',
    url: `${ENTRIES}/markdown-preview`,
    headers,
    payload: { markdown: '**bold** <script>x</script>' },
  })
  expect(JSON.stringify(markdown.json().tree)).toMatch(
    /\["strong",null,"bold"\]/,
  )
  expect(JSON.stringify(markdown.json().tree)).not.toContain('["script"')
  // A preview stores nothing.
  expect(await entrySnapshot(db)).toBe(before)
})

test('A change made through one instance is live on another at once: its cached catalogue forgets on NOTIFY (R-ENTRY-LIVE)', async () => {
  const { app: first, db, headers } = await publisherApp()
  const { app: second } = await buildTestApp()
  const entry = uniqueEntry()
  expect((await second.inject(CATALOGUE)).body).not.toContain(entry.urlSlug)
  expect(
    (
      await first.inject({
        method: 'POST',
        url: ENTRIES,
        headers,
        payload: entry,
      })
    ).statusCode,
  ).toBe(201)
  // NOTIFY arrives after the commit, well within the cache's five seconds.
  await expect
    .poll(async () => (await second.inject(CATALOGUE)).body, {
      timeout: 2_000,
      interval: 20,
    })
    .toContain(entry.urlSlug)
  expect(await apiIdOf(db, entry.urlSlug)).toBeTruthy()
})

test('Without a session the entries answer 401; other roles 403; a session without the CSRF pair cannot change anything', async () => {
  const { app, db, publisher } = await publisherApp()
  const reviewer = await signInStaff(db, {
    roles: ['reviewer', 'admin', 'support'],
  })
  const before = await entrySnapshot(db)
  const post = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: ENTRIES, headers, payload: newEntry() })
  expect((await post(csrfHeaders())).statusCode).toBe(401)
  expect((await post(reviewer.headers)).statusCode).toBe(403)
  expect(
    (await post({ cookie: `staff_session=${publisher.token}` })).statusCode,
  ).toBe(403)
  expect(await entrySnapshot(db)).toBe(before)
})

test('An edit is on the very next compressed catalogue answer, under a new ETag; the old one no longer revalidates (R-ENTRY-LIVE, R-PERF-CATALOGUE-CPU)', async () => {
  const { app, db, headers } = await publisherApp({ freshDatabase: true })
  const brotli = { 'accept-encoding': 'gzip, deflate, br' }
  const before = await app.inject({ url: CATALOGUE, headers: brotli })
  const oldTag = String(before.headers.etag)
  // Compressed and cached for this version: the next request must not get these bytes.
  expect(
    (
      await app.inject({
        url: CATALOGUE,
        headers: { ...brotli, 'if-none-match': oldTag },
      })
    ).statusCode,
  ).toBe(304)
  const id = await apiIdOf(db, 'va-forms')
  const { entry } = (
    await app.inject({ url: `${ENTRIES}/${id}`, headers })
  ).json<ApiEntryDetail>()
  const description = `Forms, found fast ${crypto.randomUUID()}.`
  const put = await app.inject({
    method: 'PUT',
    url: `${ENTRIES}/${id}`,
    headers,
    payload: { ...entry, description },
  })
  expect(put.statusCode).toBe(200)

  for (const [accept, decode] of [
    ['gzip, deflate, br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const) {
    const after = await app.inject({
      url: CATALOGUE,
      headers: { 'accept-encoding': accept, 'if-none-match': oldTag },
    })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(oldTag)
    expect(decode(after.rawPayload).toString('utf8')).toContain(description)
  }
  const plain = await app.inject({ url: CATALOGUE })
  expect(plain.body).toContain(description)
  expect(`W/${String(plain.headers.etag)}`).not.toBe(oldTag)
})
