import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openTestDatabase } from '../../../test/build-test-app.ts'
import type { OpenDatabase } from '../../db/client.ts'
import { createLogoUploadStore } from './logo-upload-store.ts'
import {
  ORPHAN_LOGO_MAX_AGE_MS,
  sweepOrphanLogos,
} from './orphan-logo-sweeper.ts'

let database: OpenDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const NOW = Date.parse('2026-11-22T12:00:00Z')
const OLD = new Date(NOW - ORPHAN_LOGO_MAX_AGE_MS - 60_000)
const RECENT = new Date(NOW - 60 * 60 * 1000)

// An upload as the local endpoint leaves it: original/{uuid}/{name}, last changed at `when`.
async function upload(dir: string, when: Date, name = 'logo.png') {
  const id = randomUUID()
  const folder = path.join(dir, 'original', id)
  await mkdir(folder, { recursive: true })
  const file = path.join(folder, name)
  await writeFile(file, 'png')
  await utimes(file, when, when)
  await utimes(folder, when, when)
  return {
    id,
    url: `https://developer.va.gov/platform-backend/v0/consumers/logos/original/${id}/${name}`,
  }
}

async function storeRequestWithLogos(logoIcon: string, logoLarge: string) {
  await database.db
    .insertInto('production_requests')
    .values({
      apis: 'apikey/facilities',
      organization: 'Example Org',
      app_name: 'Example App',
      primary_email: 'dev@example.com',
      request: JSON.stringify({ logoIcon, logoLarge }),
      review_due_at: new Date(),
    })
    .execute()
}

test('Old uploads no stored request names are removed; used and recent ones stay', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'logo-sweep-'))
  const used = await upload(dir, OLD)
  const usedAsLarge = await upload(dir, OLD, 'large.jpg')
  const abandoned = await upload(dir, OLD)
  const interrupted = await upload(dir, OLD, 'logo.png.1234.part')
  const pending = await upload(dir, RECENT)
  await storeRequestWithLogos(used.url, used.url)
  await storeRequestWithLogos('', usedAsLarge.url)

  const removed = await sweepOrphanLogos({
    dir,
    store: createLogoUploadStore(database.db),
    now: NOW,
  })

  expect(removed.sort()).toEqual([abandoned.id, interrupted.id].sort())
  expect((await readdir(path.join(dir, 'original'))).sort()).toEqual(
    [used.id, usedAsLarge.id, pending.id].sort(),
  )
})

test('A folder with nothing uploaded yet, or with foreign names, is left alone', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'logo-sweep-'))
  await expect(
    sweepOrphanLogos({
      dir,
      store: createLogoUploadStore(database.db),
      now: NOW,
    }),
  ).resolves.toEqual([])
  await mkdir(path.join(dir, 'original', 'not-an-upload'), { recursive: true })
  await expect(
    sweepOrphanLogos({
      dir,
      store: createLogoUploadStore(database.db),
      now: NOW,
    }),
  ).resolves.toEqual([])
  expect(await readdir(path.join(dir, 'original'))).toEqual(['not-an-upload'])
})
