import { expect, test } from 'vitest'
import { apiIdOf } from '../../../test/api-entry-kit.ts'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { signInStaff } from '../../../test/staff-kit.ts'
import { referenceDataSpec, TEST_API } from '../../../test/spec-kit.ts'
import type { ReleaseNotesChange } from '../release-notes/index.ts'
import { createPublishingService } from './publishing-service.ts'
import {
  createPublishingStore,
  type PublishingStore,
} from './publishing-store.ts'

// R-SPEC-NOTES-LOCK: a publication adds its release note to the API's release notes as they stand
// once it holds the API's lock, not as they were when it read the API and checked its document.
// The interleaving is made, not waited for: the publication under test is held at the door of its
// transaction (the store's `publish`, after its check has read the API) while another publication
// of the same API goes through the console from start to commit; then it goes on. Had it kept
// the notes it read before waiting, the other publication's note would be lost.

const SPECS = `/platform-backend/v0/console/apis/${TEST_API.slug}/specs`
const FIRST = '### November 22, 2026\n\nThe states list is sorted.'
const SECOND = '### November 23, 2026\n\nThe countries list is sorted.'

test(
  'Two publications of one API at once: the one held between its check and its transaction adds its note on top of the other’s, and nothing is lost (R-SPEC-NOTES-LOCK)',
  // Two publications (validation, lint, diff): slow on a busy machine.
  { timeout: 60_000 },
  async () => {
    const { app, db } = await buildTestApp()
    const publisher = await signInStaff(db, { roles: ['publisher'] })
    const apiId = await apiIdOf(db, TEST_API.slug)
    const store = createPublishingStore(db)
    const notesBefore = await store.releaseNotesOf(db, apiId)

    let checked!: () => void
    const atTheDoor = new Promise<void>((resolve) => (checked = resolve))
    let open!: () => void
    const door = new Promise<void>((resolve) => (open = resolve))
    const held: PublishingStore = {
      ...store,
      publish: async (...args) => {
        checked()
        await door
        return store.publish(...args)
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
    })

    const document = JSON.stringify(referenceDataSpec())
    const second = service.publish(
      apiId,
      { document, releaseNote: SECOND },
      { staff: publisher.staff, ip: '127.0.0.1', requestId: 'notes-lock' },
    )
    await atTheDoor
    // Meanwhile a publisher publishes through the console, to the end.
    const first = await app.inject({
      method: 'POST',
      url: SPECS,
      headers: publisher.headers,
      payload: { document, releaseNote: FIRST },
    })
    expect(first.statusCode, first.body).toBe(201)
    open()
    await second

    const notes = await store.releaseNotesOf(db, apiId)
    expect(notes.startsWith(`${SECOND}\n\n---\n\n${FIRST}`), notes).toBe(true)
    expect(notes).toContain(notesBefore.trim())
    // Its announcement is of its own note alone: the other one's is already in `before`.
    expect(announced).toHaveLength(1)
    expect(announced[0]?.before).toContain(FIRST)
    expect(announced[0]?.after).toBe(notes)
  },
)
