import { expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { ApiEntryDetail } from '@portal/schema/api-entry'
import { apiIdOf, ENTRIES } from '../../../test/api-entry-kit.ts'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { signInStaff } from '../../../test/staff-kit.ts'
import { referenceDataSpec, TEST_API } from '../../../test/spec-kit.ts'
import type { ReleaseNotesChange } from '../release-notes/index.ts'
import { createPublishingService } from './publishing-service.ts'
import { runSpecCheck } from './spec-check-worker.ts'
import {
  createPublishingStore,
  type PublishingStore,
} from './publishing-store.ts'

// R-SPEC-NOTES-LOCK: a publication adds its release note to the API's release notes as they stand
// once it holds the API's lock, not as they were when it read the API and checked its document.
// The interleaving is made, not waited for: the publication under test is held at the door of its
// transaction (the store's `publish`, after its check has read the API) while another change of
// the same API's release notes goes through the console from start to commit; then it goes on.
// Had it kept the notes it read before waiting, the other change's note would be lost.

const SPECS = `/platform-backend/v0/console/apis/${TEST_API.slug}/specs`
const HELD = '### November 23, 2026\n\nThe countries list is sorted.'
const MEANWHILE = '### November 22, 2026\n\nThe states list is sorted.'

/**
 * A publishing service whose store's `step` waits at the door: `atTheDoor` settles when the
 * service reaches it, and the step goes on once `open()` is called. Its announcements are kept.
 */
function heldAt(store: PublishingStore, step: 'publish' | 'rollBack') {
  let reached!: () => void
  const atTheDoor = new Promise<void>((resolve) => (reached = resolve))
  let open!: () => void
  const door = new Promise<void>((resolve) => (open = resolve))
  const held: PublishingStore = {
    ...store,
    [step]: async (...args: unknown[]) => {
      reached()
      await door
      return (store[step] as (...stepArgs: unknown[]) => unknown)(...args)
    },
  }
  const announced: ReleaseNotesChange[] = []
  const service = createPublishingService({
    store: held,
    now: () => Date.now(),
    specsChanged: () => undefined,
    announceReleaseNotes: async (_trx, change) => {
      announced.push(change)
    },
    runCheck: runSpecCheck,
  })
  return { service, atTheDoor, open, announced }
}

type Meanwhile = (context: {
  app: FastifyInstance
  headers: Record<string, string>
  apiId: string
  document: string
}) => Promise<void>

/** Another publication, through the console, from its check to its commit. */
const publication: Meanwhile = async ({ app, headers, document }) => {
  const published = await app.inject({
    method: 'POST',
    url: SPECS,
    headers,
    payload: { document, releaseNote: MEANWHILE },
  })
  expect(published.statusCode, published.body).toBe(201)
}

/** A publisher adding a note to the API's release notes in its catalogue entry. */
const entryEdit: Meanwhile = async ({ app, headers, apiId }) => {
  const { entry } = (
    await app.inject({ url: `${ENTRIES}/${apiId}`, headers })
  ).json<ApiEntryDetail>()
  const edited = await app.inject({
    method: 'PUT',
    url: `${ENTRIES}/${apiId}`,
    headers,
    payload: {
      ...entry,
      releaseNotes: `${MEANWHILE}\n\n---\n\n${entry.releaseNotes}`,
    },
  })
  expect(edited.statusCode, edited.body).toBe(200)
}

test.each([
  ['another publication', publication],
  ['an edit of the entry’s release notes', entryEdit],
] as const)(
  'A publication held between its check and its transaction while %s commits adds its note on top of the other’s; nothing is lost (R-SPEC-NOTES-LOCK)',
  // Two publications (validation, lint, diff): slow on a busy machine.
  { timeout: 60_000 },
  async (_name, meanwhile) => {
    const { app, db } = await buildTestApp({ freshDatabase: true })
    const publisher = await signInStaff(db, { roles: ['publisher'] })
    const apiId = await apiIdOf(db, TEST_API.slug)
    const store = createPublishingStore(db)
    const notesBefore = await store.releaseNotesOf(db, apiId)

    const { service, atTheDoor, open, announced } = heldAt(store, 'publish')

    const document = JSON.stringify(referenceDataSpec())
    const heldPublication = service.publish(
      apiId,
      { document, releaseNote: HELD },
      { staff: publisher.staff, ip: '127.0.0.1', requestId: 'notes-lock' },
    )
    await atTheDoor
    await meanwhile({ app, headers: publisher.headers, apiId, document })
    open()
    await heldPublication

    const notes = await store.releaseNotesOf(db, apiId)
    expect(notes.startsWith(`${HELD}\n\n---\n\n${MEANWHILE}`), notes).toBe(true)
    expect(notes).toContain(notesBefore.trim())
    // Its announcement is of its own note alone: the other one's is already in `before`.
    expect(announced).toHaveLength(1)
    expect(announced[0]?.before).toContain(MEANWHILE)
    expect(announced[0]?.after).toBe(notes)
  },
)

test(
  'A rollback held before its transaction while an edit of the entry’s release notes commits adds its note on top of the edit’s; nothing is lost (R-SPEC-NOTES-LOCK)',
  { timeout: 60_000 },
  async () => {
    const { app, db } = await buildTestApp({ freshDatabase: true })
    const publisher = await signInStaff(db, { roles: ['publisher'] })
    const apiId = await apiIdOf(db, TEST_API.slug)
    const document = JSON.stringify(referenceDataSpec())
    const published = await app.inject({
      method: 'POST',
      url: SPECS,
      headers: publisher.headers,
      payload: { document, releaseNote: HELD },
    })
    expect(published.statusCode, published.body).toBe(201)
    const store = createPublishingStore(db)

    const { service, atTheDoor, open, announced } = heldAt(store, 'rollBack')

    const rollback = service.rollBack(apiId, {
      staff: publisher.staff,
      ip: '127.0.0.1',
      requestId: 'notes-lock',
    })
    await atTheDoor
    await entryEdit({ app, headers: publisher.headers, apiId, document })
    open()
    await rollback

    const notes = await store.releaseNotesOf(db, apiId)
    const [rollbackNote, edit, rolledBack] = notes.split('\n\n---\n\n')
    expect(rollbackNote).toMatch(/is rolled back/)
    expect(edit).toBe(MEANWHILE)
    expect(rolledBack).toBe(HELD)
    expect(announced).toHaveLength(1)
    expect(announced[0]?.before).toContain(MEANWHILE)
  },
)
